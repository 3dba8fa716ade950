import { href } from "react-router";

import { solutionCatalogue } from "#src/content/catalogue.ts";
import { detailPages, withName } from "#src/content/detail-pages.ts";
import { solutions } from "#src/content/solutions.ts";
import { solutionVisuals } from "#src/content/visuals/solutions.ts";
import { StaticPart } from "#src/components/layout/static-part.tsx";
import { NotFoundPage, notFoundMeta } from "#src/components/sections/not-found-page.tsx";
import { ClosingCta } from "#src/components/sections/closing-cta.tsx";
import { DetailHero } from "#src/components/sections/detail-hero.tsx";
import { FeatureCards } from "#src/components/sections/feature-cards.tsx";
import { LinkCards } from "#src/components/sections/link-cards.tsx";
import { PointsWithMetrics } from "#src/components/sections/points-with-metrics.tsx";
import { RoiCta } from "#src/components/sections/roi-cta.tsx";
import { ProductPicture } from "#src/components/visuals/product-picture.tsx";
import { Section } from "#src/components/ui/section-heading.tsx";
import { entryFor, siblingLinks } from "#src/lib/content-lookup.ts";
import { buildMeta } from "#src/lib/meta.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { renderParts } from "#src/lib/static-parts.server.tsx";

import type { Route } from "./+types/solution";

/**
 * Runs when the build prerenders the page: the whole page is static (docs/decisions/012). The
 * build prerenders the catalogue's slugs only, and 404.html at /solutions/404: any other slug
 * is the not-found page.
 */
export const loader = ({ request, params }: Route.LoaderArgs) => {
  const solution = entryFor(solutions, params.slug);
  if (!solution) return { meta: notFoundMeta(), parts: null };
  const copy = detailPages.solution;
  const others = siblingLinks(solutions, solution, (slug) => href("/solutions/:slug", { slug }));
  return {
    meta: buildMeta({ ...solution.seo, path: href("/solutions/:slug", { slug: solution.slug }) }),
    parts: renderParts(request, {
      page: (
        <>
          <DetailHero
            hero={solution.hero}
            icon={solution.icon}
            visual={<ProductPicture visual={solutionVisuals[solution.slug]} />}
          />
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
      ),
    }),
  };
};

/**
 * A slug the build never rendered has no data to fetch: it is the not-found page. The slim
 * catalogue, not the pages' copy, keeps this check out of the chunks other pages load.
 */
export const clientLoader = ({ params, serverLoader }: Route.ClientLoaderArgs) =>
  entryFor(solutionCatalogue, params.slug) ? serverLoader() : { meta: notFoundMeta(), parts: null };

export const meta = pageMeta;

export default function Solution({ loaderData }: Route.ComponentProps) {
  // Rendered rather than thrown: a render error while React hydrates 404.html would make it
  // render the page a second time.
  if (!loaderData.parts) return <NotFoundPage />;
  return <StaticPart html={loaderData.parts.page} />;
}
