import { href } from "react-router";

import { industryCatalogue } from "#src/content/catalogue.ts";
import { detailPages } from "#src/content/detail-pages.ts";
import { industries } from "#src/content/industries.ts";
import { industryInstitution } from "#src/content/roi-cta.ts";
import { industryVisuals } from "#src/content/visuals/industries.ts";
import { StaticPart } from "#src/components/layout/static-part.tsx";
import { NotFoundPage, notFoundMeta } from "#src/components/sections/not-found-page.tsx";
import { ChallengeCards } from "#src/components/sections/challenge-cards.tsx";
import { ClosingCta } from "#src/components/sections/closing-cta.tsx";
import { DetailHero } from "#src/components/sections/detail-hero.tsx";
import { IndustrySolutions } from "#src/components/sections/industry-solutions.tsx";
import { LinkCards } from "#src/components/sections/link-cards.tsx";
import { PointsWithMetrics } from "#src/components/sections/points-with-metrics.tsx";
import { RoiCta } from "#src/components/sections/roi-cta.tsx";
import { ProductPicture } from "#src/components/visuals/product-picture.tsx";
import { entryFor, siblingLinks } from "#src/lib/content-lookup.ts";
import { buildMeta } from "#src/lib/meta.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { renderParts } from "#src/lib/static-parts.server.tsx";

import type { Route } from "./+types/industry";

/**
 * Runs when the build prerenders the page: the whole page is static (docs/decisions/012). The
 * build prerenders the catalogue's slugs only, and 404.html at /industries/404: any other slug
 * is the not-found page.
 */
export const loader = ({ request, params }: Route.LoaderArgs) => {
  const industry = entryFor(industries, params.slug);
  if (!industry) return { meta: notFoundMeta(), parts: null };
  const copy = detailPages.industry;
  const others = siblingLinks(industries, industry, (slug) => href("/industries/:slug", { slug }));
  return {
    meta: buildMeta({ ...industry.seo, path: href("/industries/:slug", { slug: industry.slug }) }),
    parts: renderParts(request, {
      page: (
        <>
          <DetailHero
            hero={industry.hero}
            icon={industry.icon}
            visual={<ProductPicture visual={industryVisuals[industry.slug]} />}
          />
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
      ),
    }),
  };
};

/**
 * A slug the build never rendered has no data to fetch: it is the not-found page. The slim
 * catalogue, not the pages' copy, keeps this check out of the chunks other pages load.
 */
export const clientLoader = ({ params, serverLoader }: Route.ClientLoaderArgs) =>
  entryFor(industryCatalogue, params.slug) ? serverLoader() : { meta: notFoundMeta(), parts: null };

export const meta = pageMeta;

export default function Industry({ loaderData }: Route.ComponentProps) {
  // Rendered rather than thrown: a render error while React hydrates 404.html would make it
  // render the page a second time.
  if (!loaderData.parts) return <NotFoundPage />;
  return <StaticPart html={loaderData.parts.page} />;
}
