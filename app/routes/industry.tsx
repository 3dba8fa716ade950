import { href } from "react-router";

import { industries } from "#app/content/industries.ts";
import { detailPages } from "#app/content/overviews.ts";
import { NotFoundBoundary, notFoundMeta } from "#app/components/sections/not-found-page.tsx";
import { ChallengeCards } from "#app/components/sections/challenge-cards.tsx";
import { ClosingCta } from "#app/components/sections/closing-cta.tsx";
import { DetailHero } from "#app/components/sections/detail-hero.tsx";
import { IndustrySolutions } from "#app/components/sections/industry-solutions.tsx";
import { LinkCards } from "#app/components/sections/link-cards.tsx";
import { PointsWithMetrics } from "#app/components/sections/points-with-metrics.tsx";
import { entryFor, siblingLinks } from "#app/lib/content-lookup.ts";
import { buildMeta } from "#app/lib/meta.ts";

import type { Route } from "./+types/industry";

export const meta = ({ params }: Route.MetaArgs) => {
  const industry = industries.find((entry) => entry.slug === params.slug);
  if (!industry) return notFoundMeta();
  return buildMeta({ ...industry.seo, path: href("/industries/:slug", { slug: industry.slug }) });
};

export const ErrorBoundary = NotFoundBoundary;

export default function Industry({ params }: Route.ComponentProps) {
  const industry = entryFor(industries, params.slug);
  const copy = detailPages.industry;
  const others = siblingLinks(industries, industry, (slug) => href("/industries/:slug", { slug }));

  return (
    <>
      <DetailHero hero={industry.hero} icon={industry.icon} />
      <ChallengeCards challenges={industry.challenges} />
      <IndustrySolutions items={industry.solutions} />

      <PointsWithMetrics
        titleId="benefits-title"
        eyebrow={copy.benefits.eyebrow}
        title={copy.benefits.title}
        points={industry.benefits}
        metrics={industry.metrics}
        muted
      />

      <ClosingCta />
      <LinkCards title={copy.othersTitle} items={others} />
    </>
  );
}
