import { Pause, Play } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";

import { alertFeed as alerts } from "#src/content/controls/alert-feed.ts";
import { Container } from "#src/components/ui/section-heading.tsx";

/** Time to scroll past one copy of the three cards: about 35 px a second. */
const COPY_DURATION_MS = 30_000;

/**
 * The sample alert feed: the three cards repeated, scrolling sideways. The motion is driven by the
 * Web Animations API because the Content-Security-Policy forbids inline styles and new keyframes
 * would need a stylesheet edit. The cards are a static part (./alert-cards.tsx, docs/decisions/012):
 * thirty of them that only move, so the script carries and hydrates the controls alone.
 */
export function AlertMarquee({ cards }: { cards: string }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const holds = useRef({ hover: false, focus: false, stopped: false });
  const [stopped, setStopped] = useState(false);
  const captionId = useId();

  const sync = useCallback(() => {
    const animation = animationRef.current;
    if (!animation) return;
    const { hover, focus, stopped: byUser } = holds.current;
    if (hover || focus || byUser) animation.pause();
    else animation.play();
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const start = () => {
      animationRef.current?.cancel();
      animationRef.current = null;
      if (reducedMotion.matches) return;
      // The track ends with padding equal to the gap, so each copy is exactly 1/repeat of its width
      // and a shift of one copy lands on an identical frame: the loop has no visible seam.
      animationRef.current = track.animate(
        [{ transform: "translateX(0)" }, { transform: `translateX(-${100 / alerts.repeat}%)` }],
        { duration: COPY_DURATION_MS, iterations: Infinity, easing: "linear" },
      );
      sync();
    };
    start();
    reducedMotion.addEventListener("change", start);
    return () => {
      reducedMotion.removeEventListener("change", start);
      animationRef.current?.cancel();
      animationRef.current = null;
    };
  }, [sync]);

  const hold = (key: "hover" | "focus", value: boolean) => {
    holds.current[key] = value;
    sync();
  };

  const toggle = () => {
    holds.current.stopped = !holds.current.stopped;
    setStopped(holds.current.stopped);
    sync();
  };

  return (
    <section aria-labelledby={captionId} className="border-b border-slate-200 bg-slate-50 py-12 sm:py-16">
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
          onClick={toggle}
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-900 motion-reduce:hidden"
        >
          {stopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
          {stopped ? alerts.play : alerts.pause}
        </button>
      </Container>
      <div
        className="mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_5%,black_95%,transparent)] contain-paint motion-reduce:[mask-image:none]"
        onPointerEnter={() => hold("hover", true)}
        onPointerLeave={() => hold("hover", false)}
        onFocus={() => hold("focus", true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) hold("focus", false);
        }}
      >
        <ul
          ref={trackRef}
          aria-label={alerts.label}
          data-static-part=""
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: cards }}
          className="flex w-max gap-4 py-3 pr-4 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-4"
        />
      </div>
    </section>
  );
}
