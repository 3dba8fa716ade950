import { solutionsOverview } from "#app/content/overviews.ts";
import { solutionsOverviewVisual } from "#app/content/visuals/overviews.ts";
import { AlertMarquee } from "#app/components/sections/alert-marquee.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SolutionGrid } from "#app/components/sections/solution-grid.tsx";
import { productVisualMarkup } from "#app/components/visuals/markup.server.tsx";
import { StaticVisual } from "#app/components/visuals/static-visual.tsx";
import { buildMeta } from "#app/lib/meta.ts";

import type { Route } from "./+types/solutions";

/** Runs when the build prerenders the page: the product picture arrives as finished markup. */
export const loader = () => ({ visual: productVisualMarkup(solutionsOverviewVisual) });

export const meta = () => buildMeta({ ...solutionsOverview.seo, path: "/solutions" });

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { hero } = solutionsOverview;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        visual={<StaticVisual markup={loaderData.visual} />}
      />
      <AlertMarquee />
      <SolutionGrid />
    </>
  );
}
