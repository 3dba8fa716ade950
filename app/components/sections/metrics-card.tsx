import { useId } from "react";

import type { Metric } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";

/** The dark key-metrics card of the detail pages. */
export function MetricsCard({
  title,
  metrics,
  className,
}: {
  title: string;
  metrics: readonly Metric[];
  className?: string;
}) {
  const titleId = useId();
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className={cn(
        "relative isolate overflow-hidden rounded-3xl bg-ink-900 p-7 shadow-2xl shadow-ink-900/20 sm:p-8",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-20 -z-10 size-64 rounded-full bg-brand-purple/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-24 -left-16 -z-10 size-56 rounded-full bg-brand-pink/20 blur-3xl"
      />
      <h3 id={titleId} className="text-sm font-semibold tracking-wide text-pink-300 uppercase">
        {title}
      </h3>
      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-7">
        {metrics.map((metric) => (
          <div key={metric.label} className="flex flex-col border-t border-white/10 pt-4">
            <dt className="mt-1.5 text-sm leading-snug text-slate-300">{metric.label}</dt>
            <dd className="order-first text-brand-gradient text-2xl font-extrabold tracking-tight sm:text-3xl">
              {metric.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
