import { Check, Pause } from "lucide-react";
import { useId } from "react";

import { alertFeed as alerts } from "#src/content/controls/alert-feed.ts";
import { Container } from "#src/components/ui/section-heading.tsx";

import { AlertCards } from "./alert-cards.tsx";

/**
 * The sample alert feed: the three cards repeated, scrolling sideways, all in CSS, so the page
 * needs no script for it. The track moves one copy of the cards in each turn of its animation
 * (--animate-alert-feed in styles/app.css: it ends at -100% / alertFeed.repeat, since the track
 * ends with padding equal to the gap and each copy is exactly that share of its width), so the
 * loop has no visible seam. It holds still under the pointer, while something in it has
 * focus, and while "Pause alerts" is checked: a checkbox drawn as a pill, filled and ticked
 * when on, that works from the first paint and without scripting. With reduced motion the
 * cards stand still, wrapped, once, and the control goes.
 */
export function AlertMarquee() {
  const captionId = useId();
  return (
    <section aria-labelledby={captionId} className="group/feed border-b border-slate-200 bg-slate-50 py-12 sm:py-16">
      <Container className="flex flex-wrap items-center justify-between gap-4">
        <p id={captionId} className="inline-flex items-center gap-2.5 text-sm font-semibold text-slate-600">
          <span aria-hidden="true" className="relative flex size-2.5">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-rose-400 opacity-75" />
            <span className="relative inline-flex size-2.5 rounded-full bg-rose-500" />
          </span>
          {alerts.caption}
        </p>
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-900 has-checked:border-ink-900 has-checked:bg-ink-900 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-purple motion-reduce:hidden">
          <input type="checkbox" className="peer sr-only" />
          <Pause className="size-4 peer-checked:hidden" aria-hidden="true" />
          <Check className="hidden size-4 peer-checked:block" aria-hidden="true" />
          {alerts.pause}
        </label>
      </Container>
      <div className="group/track mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_5%,black_95%,transparent)] contain-paint motion-reduce:[mask-image:none]">
        <ul
          aria-label={alerts.label}
          className="flex w-max animate-alert-feed gap-4 py-3 pr-4 group-hover/track:[animation-play-state:paused] group-focus-within/track:[animation-play-state:paused] group-has-checked/feed:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-4"
        >
          <AlertCards />
        </ul>
      </div>
    </section>
  );
}
