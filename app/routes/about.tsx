import { CalendarCheck } from "lucide-react";

import { about } from "#app/content/about.ts";
import { aboutVisual } from "#app/content/visuals/company.ts";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Mission } from "#app/components/sections/mission.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { StatsBand } from "#app/components/sections/stats-band.tsx";
import { ProductPicture } from "#app/components/visuals/product-picture.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { buildMeta } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { renderParts } from "#app/lib/static-parts.server.tsx";

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
