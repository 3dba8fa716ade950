import { Pause, Play } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";

import { type AlertSeverity, type SampleAlert, solutionsOverview } from "#app/content/overviews.ts";
import { cardClasses } from "#app/components/ui/card.ts";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Container } from "#app/components/ui/section-heading.tsx";
import { cn } from "#app/lib/cn.ts";

const tones: Record<AlertSeverity, { badge: string; icon: string }> = {
  critical: { badge: "bg-rose-50 text-rose-700 ring-rose-200", icon: "bg-rose-100 text-rose-600" },
  high: { badge: "bg-orange-50 text-orange-700 ring-orange-200", icon: "bg-orange-100 text-orange-600" },
  medium: { badge: "bg-amber-50 text-amber-800 ring-amber-200", icon: "bg-amber-100 text-amber-700" },
};

/** Time to scroll past one copy of the three cards: about 35 px a second. */
const COPY_DURATION_MS = 30_000;

/**
 * The sample alert feed: the three cards repeated, scrolling sideways. The motion is driven by the
 * Web Animations API because the Content-Security-Policy forbids inline styles and new keyframes
 * would need a stylesheet edit.
 */
export function AlertMarquee() {
  const { alerts } = solutionsOverview;
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
  }, [alerts.repeat, sync]);

  const hold = (key: "hover" | "focus", value: boolean) => {
    holds.current[key] = value;
    sync();
  };

  const toggle = () => {
    holds.current.stopped = !holds.current.stopped;
    setStopped(holds.current.stopped);
    sync();
  };

  const copies = Array.from({ length: alerts.repeat }, (_, copy) => copy);

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
          className="flex w-max gap-4 py-3 pr-4 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-4"
        >
          {copies.map((copy) =>
            alerts.items.map((alert) => <AlertCard key={`${copy}-${alert.kind}`} alert={alert} duplicate={copy > 0} />),
          )}
        </ul>
      </div>
    </section>
  );
}

function AlertCard({ alert, duplicate }: { alert: SampleAlert; duplicate: boolean }) {
  const { severityLabel, severityLabels } = solutionsOverview.alerts;
  const tone = tones[alert.severity];
  return (
    <li
      data-testid="alert-card"
      // Screen readers hear the three cards once; the copies only make the loop seamless.
      aria-hidden={duplicate || undefined}
      className={cardClasses({
        size: "tile",
        elevation: "low",
        className: cn("flex w-72 shrink-0 flex-col sm:w-80", duplicate && "motion-reduce:hidden"),
      })}
    >
      <div className="flex items-center justify-between gap-3">
        <IconBadge icon={alert.icon} tone="plain" className={tone.icon} />
        <span className={cn("rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset", tone.badge)}>
          <span className="sr-only">{severityLabel}: </span>
          {severityLabels[alert.severity]}
        </span>
      </div>
      <p className="mt-4 font-bold text-ink-900">{alert.kind}</p>
      <p className="mt-1.5 flex-1 text-sm leading-relaxed text-slate-600">{alert.detail}</p>
      <p className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-3 text-xs font-medium text-slate-500">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-pink" />
        {alert.source}
      </p>
    </li>
  );
}
