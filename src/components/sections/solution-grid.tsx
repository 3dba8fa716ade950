import type { SolutionsOverview } from "#src/content/overviews.ts";
import type { Solution } from "#src/content/solutions.ts";
import { ArrowLink } from "#src/components/ui/arrow-link.tsx";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { Section } from "#src/components/ui/section-heading.tsx";

import { FeatureCardItem } from "./feature-cards.tsx";
import { HelpCard } from "./help-card.tsx";

/** The Solutions overview's cards, one per solution, each with its headline metric and a Learn More link, then the help card: rows they fill. */
export function SolutionGrid({
  solutions,
  cards,
  help,
}: Pick<SolutionsOverview, "cards" | "help"> & { solutions: readonly (Solution & { path: string })[] }) {
  const spans = filledRows(solutions.length + 1, { sm: 2, lg: 3 });
  return (
    <Section titleId="solution-grid-title" eyebrow={cards.eyebrow} title={cards.title} description={cards.description}>
      <ul className={`mt-14 ${filledGrid} gap-6`}>
        {solutions.map((solution, index) => {
          const [metric] = solution.metrics;
          return (
            <FeatureCardItem
              key={solution.id}
              className={spans[index]}
              icon={solution.icon}
              title={solution.name}
              description={solution.summary}
              footer={
                <>
                  <p className="flex items-baseline gap-2">
                    <span className="text-brand-gradient-dark text-2xl font-extrabold tracking-tight">
                      {metric.value}
                    </span>
                    <span className="text-sm font-medium text-slate-500">{metric.label}</span>
                  </p>
                  <ArrowLink
                    href={solution.path}
                    label={cards.learnMore}
                    about={solution.name}
                    className="mt-5 inline-block"
                  />
                </>
              }
            />
          );
        })}
        <HelpCard help={help} className={spans[solutions.length]} />
      </ul>
    </Section>
  );
}
