import type { Statistic } from "#src/content/types.ts";
import { Container } from "#src/components/ui/container.tsx";
import { cn } from "#src/lib/cn.ts";

/** Headline figures on a white card that overlaps the bottom of the page hero. */
export function StatsBand({ stats, className }: { stats: readonly Statistic[]; className?: string }) {
  return (
    <div className={cn("relative z-10 -mt-12 sm:-mt-16", className)}>
      <Container>
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-3xl bg-slate-200 shadow-xl ring-1 shadow-ink-900/10 ring-slate-200 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col bg-white p-4 sm:p-8">
              <dt className="mt-2 font-semibold text-ink-900">{stat.label}</dt>
              <dd className="order-first text-brand-gradient-dark text-xl font-extrabold tracking-tight whitespace-nowrap min-[400px]:text-2xl sm:text-4xl">
                {stat.value}
              </dd>
              <dd className="mt-1 text-sm leading-snug text-slate-500">{stat.sublabel}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </div>
  );
}
