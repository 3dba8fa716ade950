import { Check, TriangleAlert } from "lucide-react";
import { href } from "react-router";

import { industries } from "#app/content/industries.ts";
import { industriesOverview } from "#app/content/overviews.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { Container, SectionHeading } from "#app/components/ui/section-heading.tsx";

import { HelpCard } from "./help-card.tsx";

/** The Industries overview's five cards: summary, key challenges, benefits and Learn More. */
export function IndustryGrid() {
  const { cards, help } = industriesOverview;
  return (
    <section aria-labelledby="industry-grid-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="industry-grid-title"
          eyebrow={cards.eyebrow}
          title={cards.title}
          description={cards.description}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {industries.map((industry) => (
            <li
              key={industry.slug}
              className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-xl hover:shadow-brand-purple/10"
            >
              <div className="flex items-center gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-lg shadow-brand-pink/25">
                  <Icon icon={industry.icon} className="size-6" />
                </span>
                <h3 className="text-xl font-bold text-ink-900">{industry.name}</h3>
              </div>
              <p className="mt-4 leading-relaxed text-slate-600">{industry.summary}</p>

              <h4 className="mt-6 text-xs font-semibold tracking-widest text-slate-500 uppercase">
                {cards.challenges}
              </h4>
              <ul className="mt-3 space-y-2">
                {industry.overview.challenges.map((challenge) => (
                  <li key={challenge} className="flex gap-2.5 text-sm leading-snug text-slate-700">
                    <TriangleAlert className="mt-px size-4 shrink-0 text-rose-500" aria-hidden="true" />
                    {challenge}
                  </li>
                ))}
              </ul>

              <h4 className="mt-6 text-xs font-semibold tracking-widest text-slate-500 uppercase">{cards.benefits}</h4>
              <ul className="mt-3 flex-1 space-y-2">
                {industry.overview.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2.5 text-sm leading-snug text-slate-700">
                    <Check className="mt-px size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    {benefit}
                  </li>
                ))}
              </ul>

              <ArrowLink
                to={href("/industries/:slug", { slug: industry.slug })}
                label={cards.learnMore}
                about={industry.name}
                className="mt-7"
              />
            </li>
          ))}
          <HelpCard help={help} />
        </ul>
      </Container>
    </section>
  );
}
