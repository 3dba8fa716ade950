import { href } from "react-router";
import { solutionsOverview } from "#app/content/overviews.ts";
import { solutions } from "#app/content/solutions.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { Container, SectionHeading } from "#app/components/ui/section-heading.tsx";

import { HelpCard } from "./help-card.tsx";

/** The Solutions overview's five cards, each with its headline metric and a Learn More link. */
export function SolutionGrid() {
  const { cards, help } = solutionsOverview;
  return (
    <section aria-labelledby="solution-grid-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="solution-grid-title"
          eyebrow={cards.eyebrow}
          title={cards.title}
          description={cards.description}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {solutions.map((solution) => {
            const [metric] = solution.metrics;
            return (
              <li
                key={solution.slug}
                className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-xl hover:shadow-brand-purple/10"
              >
                <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-lg shadow-brand-pink/25">
                  <Icon icon={solution.icon} className="size-6" />
                </span>
                <h3 className="mt-6 text-xl font-bold text-ink-900">{solution.name}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-slate-600">{solution.summary}</p>
                <p className="mt-6 flex items-baseline gap-2 border-t border-slate-100 pt-5">
                  <span className="text-brand-gradient-dark text-2xl font-extrabold tracking-tight">
                    {metric.value}
                  </span>
                  <span className="text-sm font-medium text-slate-500">{metric.label}</span>
                </p>
                <ArrowLink
                  to={href("/solutions/:slug", { slug: solution.slug })}
                  label={cards.learnMore}
                  about={solution.name}
                  className="mt-5"
                />
              </li>
            );
          })}
          <HelpCard help={help} />
        </ul>
      </Container>
    </section>
  );
}
