import { industriesOverview } from "#app/content/overviews.ts";
import { industriesOverviewVisual } from "#app/content/visuals/overviews.ts";
import { IndustryGrid } from "#app/components/sections/industry-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { productVisualMarkup } from "#app/components/visuals/markup.server.tsx";
import { StaticVisual } from "#app/components/visuals/static-visual.tsx";
import { buildMeta } from "#app/lib/meta.ts";

import type { Route } from "./+types/industries";

/** Runs when the build prerenders the page: the product picture arrives as finished markup. */
export const loader = () => ({ visual: productVisualMarkup(industriesOverviewVisual) });

export const meta = () => buildMeta({ ...industriesOverview.seo, path: "/industries" });

export default function Industries({ loaderData }: Route.ComponentProps) {
  const { hero } = industriesOverview;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        visual={<StaticVisual markup={loaderData.visual} />}
      />
      <IndustryGrid />
    </>
  );
}
