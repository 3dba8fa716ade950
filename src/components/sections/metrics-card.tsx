import { useId } from "react";

import type { Metric } from "#src/content/types.ts";
import { DarkPanel } from "#src/components/ui/dark-panel.tsx";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { cn } from "#src/lib/cn.ts";

/** The dark key-metrics card of the detail pages: any number of metrics, in rows of up to two that they fill. */
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
  const spans = filledRows(metrics.length, { base: 2 });
  return (
    <DarkPanel
      size="card"
      role="group"
      aria-labelledby={titleId}
      className={cn("shadow-2xl shadow-ink-900/20 sm:p-8", className)}
    >
      <h3 id={titleId} className="text-lg font-bold text-white">
        {title}
      </h3>
      <dl className={cn(filledGrid, "mt-6 gap-x-6 gap-y-7")}>
        {metrics.map((metric, index) => (
          <div key={metric.label} className={cn("flex flex-col border-t border-white/10 pt-4", spans[index])}>
            <dt className="mt-1.5 text-sm leading-snug text-slate-300">{metric.label}</dt>
            <dd className="order-first text-brand-gradient text-2xl font-extrabold tracking-tight sm:text-3xl">
              {metric.value}
            </dd>
          </div>
        ))}
      </dl>
    </DarkPanel>
  );
}
