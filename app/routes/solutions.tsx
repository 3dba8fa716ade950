import { solutionsOverview } from "#app/content/overviews.ts";
import { solutionsOverviewVisual } from "#app/content/visuals/overviews.ts";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { AlertCards } from "#app/components/sections/alert-cards.tsx";
import { AlertMarquee } from "#app/components/sections/alert-marquee.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SolutionGrid } from "#app/components/sections/solution-grid.tsx";
import { ProductPicture } from "#app/components/visuals/product-picture.tsx";
import { buildMeta } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { renderParts } from "#app/lib/static-parts.server.tsx";

import type { Route } from "./+types/solutions";

/** Runs when the build prerenders the page: all of it is static but the alert feed's controls (docs/decisions/012). */
export const loader = ({ request }: Route.LoaderArgs) => {
  const { hero } = solutionsOverview;
  return {
    meta: buildMeta({ ...solutionsOverview.seo, path: "/solutions" }),
    parts: renderParts(request, {
      hero: (
        <PageHero
          eyebrow={hero.eyebrow}
          title={hero.title}
          description={hero.description}
          visual={<ProductPicture visual={solutionsOverviewVisual} />}
        />
      ),
      alerts: <AlertCards />,
      grid: <SolutionGrid />,
    }),
  };
};

export const meta = pageMeta;

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { parts } = loaderData;
  return (
    <>
      <StaticPart html={parts.hero} />
      <AlertMarquee cards={parts.alerts} />
      <StaticPart html={parts.grid} />
    </>
  );
}
