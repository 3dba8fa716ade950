import { industriesOverview } from "#app/content/overviews.ts";
import { industriesOverviewVisual } from "#app/content/visuals/overviews.ts";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { IndustryGrid } from "#app/components/sections/industry-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { ProductPicture } from "#app/components/visuals/product-picture.tsx";
import { buildMeta } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { renderParts } from "#app/lib/static-parts.server.tsx";

import type { Route } from "./+types/industries";

/** Runs when the build prerenders the page: the whole page is static (docs/decisions/012). */
export const loader = ({ request }: Route.LoaderArgs) => {
  const { hero } = industriesOverview;
  return {
    meta: buildMeta({ ...industriesOverview.seo, path: "/industries" }),
    parts: renderParts(request, {
      page: (
        <>
          <PageHero
            eyebrow={hero.eyebrow}
            title={hero.title}
            description={hero.description}
            visual={<ProductPicture visual={industriesOverviewVisual} />}
          />
          <IndustryGrid />
        </>
      ),
    }),
  };
};

export const meta = pageMeta;

export default function Industries({ loaderData }: Route.ComponentProps) {
  return <StaticPart html={loaderData.parts.page} />;
}
