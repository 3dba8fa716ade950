import { href } from "react-router";

import { industryCatalogue } from "#app/content/catalogue.ts";
import { industries } from "#app/content/industries.ts";
import { detailPages } from "#app/content/detail-pages.ts";
import { industryInstitution } from "#app/content/roi-cta.ts";
import { industryVisuals } from "#app/content/visuals/industries.ts";
import { NotFoundPage, notFoundMeta } from "#app/components/sections/not-found-page.tsx";
import { ChallengeCards } from "#app/components/sections/challenge-cards.tsx";
import { ClosingCta } from "#app/components/sections/closing-cta.tsx";
import { DetailHero } from "#app/components/sections/detail-hero.tsx";
import { IndustrySolutions } from "#app/components/sections/industry-solutions.tsx";
import { LinkCards } from "#app/components/sections/link-cards.tsx";
import { PointsWithMetrics } from "#app/components/sections/points-with-metrics.tsx";
import { RoiCta } from "#app/components/sections/roi-cta.tsx";
import { productVisualMarkup } from "#app/components/visuals/markup.server.tsx";
import { StaticVisual } from "#app/components/visuals/static-visual.tsx";
import { entryFor, siblingLinks } from "#app/lib/content-lookup.ts";
import { buildMeta } from "#app/lib/meta.ts";

import type { Route } from "./+types/industry";

/** Runs when the build prerenders the page: the product picture arrives as finished markup. */
export const loader = ({ params }: Route.LoaderArgs) => {
  const entry = entryFor(industryCatalogue, params.slug);
  return { visual: entry ? productVisualMarkup(industryVisuals[entry.slug]) : "" };
};

/**
 * A slug the build never rendered has no data to fetch: it is the not-found page. The slim
 * catalogue, not the pages' copy, keeps this check out of the chunks other pages load.
 */
export const clientLoader = ({ params, serverLoader }: Route.ClientLoaderArgs) =>
  entryFor(industryCatalogue, params.slug) ? serverLoader() : { visual: "" };

export const meta = ({ params }: Route.MetaArgs) => {
  const industry = entryFor(industries, params.slug);
  if (!industry) return notFoundMeta();
  return buildMeta({ ...industry.seo, path: href("/industries/:slug", { slug: industry.slug }) });
};

export default function Industry({ params, loaderData }: Route.ComponentProps) {
  const industry = entryFor(industries, params.slug);
  // The build prerenders the catalogue's slugs only. Any other slug (a client navigation, or
  // 404.html served at an unknown slug) renders the not-found page here rather than throwing:
  // a render error while React hydrates 404.html would make it render the page a second time.
  if (!industry) return <NotFoundPage />;
  const copy = detailPages.industry;
  const others = siblingLinks(industries, industry, (slug) => href("/industries/:slug", { slug }));

  return (
    <>
      <DetailHero hero={industry.hero} icon={industry.icon} visual={<StaticVisual markup={loaderData.visual} />} />
      <ChallengeCards challenges={industry.challenges} />
      <IndustrySolutions items={industry.solutions} />

      <PointsWithMetrics
        titleId="benefits-title"
        eyebrow={copy.benefits.eyebrow}
        title={copy.benefits.title}
        points={industry.benefits}
        metrics={industry.metrics}
        muted
      >
        <RoiCta institution={industryInstitution[industry.slug]} />
      </PointsWithMetrics>

      <ClosingCta />
      <LinkCards title={copy.othersTitle} items={others} />
    </>
  );
}
