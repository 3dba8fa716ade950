import { solutionsOverview } from "#src/content/overviews.ts";
import { solutionsOverviewVisual } from "#src/content/visuals/overviews.ts";
import { StaticPart } from "#src/components/layout/static-part.tsx";
import { AlertCards } from "#src/components/sections/alert-cards.tsx";
import { AlertMarquee } from "#src/components/sections/alert-marquee.tsx";
import { PageHero } from "#src/components/sections/page-hero.tsx";
import { SolutionGrid } from "#src/components/sections/solution-grid.tsx";
import { ProductPicture } from "#src/components/visuals/product-picture.tsx";
import { buildMeta } from "#src/lib/meta.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { renderParts } from "#src/lib/static-parts.server.tsx";

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
