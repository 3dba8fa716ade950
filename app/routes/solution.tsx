import { href } from "react-router";

import { detailPages, withName } from "#app/content/overviews.ts";
import { solutions } from "#app/content/solutions.ts";
import { NotFoundBoundary, notFoundMeta } from "#app/components/sections/not-found-page.tsx";
import { ClosingCta } from "#app/components/sections/closing-cta.tsx";
import { DetailHero } from "#app/components/sections/detail-hero.tsx";
import { FeatureCards } from "#app/components/sections/feature-cards.tsx";
import { LinkCards } from "#app/components/sections/link-cards.tsx";
import { PointsWithMetrics } from "#app/components/sections/points-with-metrics.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { entryFor, siblingLinks } from "#app/lib/content-lookup.ts";
import { buildMeta } from "#app/lib/meta.ts";

import type { Route } from "./+types/solution";

export const meta = ({ params }: Route.MetaArgs) => {
  const solution = solutions.find((entry) => entry.slug === params.slug);
  if (!solution) return notFoundMeta();
  return buildMeta({ ...solution.seo, path: href("/solutions/:slug", { slug: solution.slug }) });
};

export const ErrorBoundary = NotFoundBoundary;

export default function Solution({ params }: Route.ComponentProps) {
  const solution = entryFor(solutions, params.slug);
  const copy = detailPages.solution;
  const others = siblingLinks(solutions, solution, (slug) => href("/solutions/:slug", { slug }));

  return (
    <>
      <DetailHero hero={solution.hero} icon={solution.icon} />

      <Section
        titleId="features-title"
        eyebrow={copy.features.eyebrow}
        title={withName(copy.features.title, solution.name)}
        description={copy.features.description}
        muted
      >
        <FeatureCards cards={solution.features} className="mt-14" />
      </Section>

      <PointsWithMetrics
        titleId="why-title"
        eyebrow={copy.whyEyebrow}
        title={solution.whyChoose.title}
        points={solution.whyChoose.points}
        metrics={solution.metrics}
      />

      <ClosingCta />
      <LinkCards title={copy.othersTitle} items={others} />
    </>
  );
}
