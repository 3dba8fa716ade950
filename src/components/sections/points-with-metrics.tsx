import type { Metric, Point } from "#src/content/types.ts";
import { Container } from "#src/components/ui/container.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

import { MetricsCard } from "./metrics-card.tsx";
import { PointList } from "./point-list.tsx";

/** A detail page's reasons (why choose, benefits) beside its key-metrics card and what follows it. */
export function PointsWithMetrics({
  titleId,
  eyebrow,
  title,
  points,
  metrics,
  metricsTitle,
  muted = false,
  children,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  points: readonly Point[];
  metrics: readonly Metric[];
  metricsTitle: string;
  /** A grey band with its own bottom padding; otherwise the next section's top padding follows. */
  muted?: boolean;
  /** Shown under the metrics card, in the same sticky column. */
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={muted ? "bg-slate-50 py-20 sm:py-28" : "pt-20 sm:pt-28"}>
      <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
        <div>
          <SectionHeading id={titleId} align="left" eyebrow={eyebrow} title={title} />
          <PointList points={points} className="mt-10" />
        </div>
        <div className="space-y-6 lg:sticky lg:top-28">
          <MetricsCard title={metricsTitle} metrics={metrics} />
          {children}
        </div>
      </Container>
    </section>
  );
}
