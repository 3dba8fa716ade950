import type { Statistic } from "#src/content/types.ts";
import { Container } from "#src/components/ui/container.tsx";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { cn } from "#src/lib/cn.ts";

/** Headline figures on a white card that overlaps the bottom of the page hero, in rows of up to four that they fill. */
export function StatsBand({ stats, className }: { stats: readonly Statistic[]; className?: string }) {
  const spans = filledRows(stats.length, { base: 2, lg: 4 });
  return (
    <div className={cn("relative z-10 -mt-12 sm:-mt-16", className)}>
      <Container>
        <dl
          className={cn(
            filledGrid,
            "gap-px overflow-hidden rounded-3xl bg-slate-200 shadow-xl ring-1 shadow-ink-900/10 ring-slate-200",
          )}
        >
          {stats.map((stat, index) => (
            <div key={stat.label} className={cn("flex flex-col bg-white p-4 sm:p-8", spans[index])}>
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
