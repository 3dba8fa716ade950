import { Pause, Play } from "lucide-react";
import { useId } from "react";

import { alertFeed as alerts } from "#src/content/controls/alert-feed.ts";
import type { SampleAlerts } from "#src/content/overviews.ts";
import { Container } from "#src/components/ui/container.tsx";

import { AlertCards } from "./alert-cards.tsx";

/**
 * The sample alert feed: the three cards repeated, scrolling sideways, in CSS. Each turn of the
 * animation moves the track by one of its --copies copies (--animate-alert-feed in
 * styles/app.css); the track ends with padding equal to the gap, so each copy is exactly that
 * share of its width and the loop has no seam. It holds still under the pointer, while
 * something in it has focus, and while the feed carries data-stopped, which its button toggles
 * (scripts/alert-feed.ts): no React. Off screen it pauses too (data-motion). The button's words
 * and icon say what it will do next.
 * With reduced motion the cards stand still, wrapped, once, and the button goes; without
 * scripting it goes too.
 */
export function AlertMarquee({ samples }: { samples: SampleAlerts }) {
  const captionId = useId();
  return (
    <section
      data-alert-feed=""
      data-motion=""
      aria-labelledby={captionId}
      className="group/feed border-b border-slate-200 bg-slate-50 py-12 sm:py-16"
    >
      <Container className="flex flex-wrap items-center justify-between gap-4">
        <p id={captionId} className="inline-flex items-center gap-2.5 text-sm font-semibold text-slate-600">
          <span aria-hidden="true" className="relative flex size-2.5">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-rose-400 opacity-75" />
            <span className="relative inline-flex size-2.5 rounded-full bg-rose-500" />
          </span>
          {alerts.caption}
        </p>
        <button
          type="button"
          data-alert-feed-toggle=""
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-900 motion-reduce:hidden noscript:hidden"
        >
          <Pause className="size-4 group-data-stopped/feed:hidden" aria-hidden="true" />
          <Play className="hidden size-4 group-data-stopped/feed:block" aria-hidden="true" />
          <span className="group-data-stopped/feed:hidden">{alerts.pause}</span>
          <span className="hidden group-data-stopped/feed:inline">{alerts.play}</span>
        </button>
      </Container>
      <div className="group/track mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_5%,black_95%,transparent)] contain-paint motion-reduce:[mask-image:none]">
        <ul
          aria-label={alerts.label}
          style={{ "--copies": alerts.repeat } as React.CSSProperties}
          className="flex w-max animate-alert-feed gap-4 py-3 pr-4 group-focus-within/track:[animation-play-state:paused] group-hover/track:[animation-play-state:paused] group-data-stopped/feed:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-4"
        >
          <AlertCards alerts={samples} />
        </ul>
      </div>
    </section>
  );
}
