import { CalendarCheck } from "lucide-react";

import { about } from "#src/content/about.ts";
import { aboutVisual } from "#src/content/visuals/company.ts";
import { StaticPart } from "#src/components/layout/static-part.tsx";
import { Mission } from "#src/components/sections/mission.tsx";
import { PageHero } from "#src/components/sections/page-hero.tsx";
import { StatsBand } from "#src/components/sections/stats-band.tsx";
import { ProductPicture } from "#src/components/visuals/product-picture.tsx";
import { Eyebrow } from "#src/components/ui/eyebrow.tsx";
import { buildMeta } from "#src/lib/meta.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { renderParts } from "#src/lib/static-parts.server.tsx";

import type { Route } from "./+types/about";

/** Runs when the build prerenders the page: the whole page is static (docs/decisions/012). */
export const loader = ({ request }: Route.LoaderArgs) => ({
  meta: buildMeta({ ...about.seo, path: "/about" }),
  parts: renderParts(request, {
    page: (
      <>
        <PageHero
          eyebrow={about.hero.eyebrow}
          title={about.hero.title}
          description={about.hero.description}
          overlap
          visual={<ProductPicture visual={aboutVisual} />}
        >
          <Eyebrow tone="dark" icon={CalendarCheck} className="mt-8">
            {about.founded.label}
          </Eyebrow>
        </PageHero>
        <StatsBand stats={about.stats} />
        <Mission />
      </>
    ),
  }),
});

export const meta = pageMeta;

export default function About({ loaderData }: Route.ComponentProps) {
  return <StaticPart html={loaderData.parts.page} />;
}
