import { href } from "react-router";

import { solutionCatalogue } from "#app/content/catalogue.ts";
import { detailPages, withName } from "#app/content/detail-pages.ts";
import { solutions } from "#app/content/solutions.ts";
import { solutionVisuals } from "#app/content/visuals/solutions.ts";
import { NotFoundPage, notFoundMeta } from "#app/components/sections/not-found-page.tsx";
import { ClosingCta } from "#app/components/sections/closing-cta.tsx";
import { DetailHero } from "#app/components/sections/detail-hero.tsx";
import { FeatureCards } from "#app/components/sections/feature-cards.tsx";
import { LinkCards } from "#app/components/sections/link-cards.tsx";
import { PointsWithMetrics } from "#app/components/sections/points-with-metrics.tsx";
import { RoiCta } from "#app/components/sections/roi-cta.tsx";
import { productVisualMarkup } from "#app/components/visuals/markup.server.tsx";
import { StaticVisual } from "#app/components/visuals/static-visual.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { entryFor, siblingLinks } from "#app/lib/content-lookup.ts";
import { buildMeta } from "#app/lib/meta.ts";

import type { Route } from "./+types/solution";

/** Runs when the build prerenders the page: the product picture arrives as finished markup. */
export const loader = ({ params }: Route.LoaderArgs) => {
  const entry = entryFor(solutionCatalogue, params.slug);
  return { visual: entry ? productVisualMarkup(solutionVisuals[entry.slug]) : "" };
};

/**
 * A slug the build never rendered has no data to fetch: it is the not-found page. The slim
 * catalogue, not the pages' copy, keeps this check out of the chunks other pages load.
 */
export const clientLoader = ({ params, serverLoader }: Route.ClientLoaderArgs) =>
  entryFor(solutionCatalogue, params.slug) ? serverLoader() : { visual: "" };

export const meta = ({ params }: Route.MetaArgs) => {
  const solution = entryFor(solutions, params.slug);
  if (!solution) return notFoundMeta();
  return buildMeta({ ...solution.seo, path: href("/solutions/:slug", { slug: solution.slug }) });
};

export default function Solution({ params, loaderData }: Route.ComponentProps) {
  const solution = entryFor(solutions, params.slug);
  // The build prerenders the catalogue's slugs only. Any other slug (a client navigation, or
  // 404.html served at an unknown slug) renders the not-found page here rather than throwing:
  // a render error while React hydrates 404.html would make it render the page a second time.
  if (!solution) return <NotFoundPage />;
  const copy = detailPages.solution;
  const others = siblingLinks(solutions, solution, (slug) => href("/solutions/:slug", { slug }));

  return (
    <>
      <DetailHero hero={solution.hero} icon={solution.icon} visual={<StaticVisual markup={loaderData.visual} />} />

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
      >
        <RoiCta />
      </PointsWithMetrics>

      <ClosingCta />
      <LinkCards title={copy.othersTitle} items={others} />
    </>
  );
}
