import { industriesOverview } from "#src/content/overviews.ts";
import { industriesOverviewVisual } from "#src/content/visuals/overviews.ts";
import { StaticPart } from "#src/components/layout/static-part.tsx";
import { IndustryGrid } from "#src/components/sections/industry-grid.tsx";
import { PageHero } from "#src/components/sections/page-hero.tsx";
import { ProductPicture } from "#src/components/visuals/product-picture.tsx";
import { buildMeta } from "#src/lib/meta.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { renderParts } from "#src/lib/static-parts.server.tsx";

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
