import { CalendarCheck } from "lucide-react";
import { about } from "#app/content/about.ts";
import { aboutVisual } from "#app/content/visuals/company.ts";
import { Mission } from "#app/components/sections/mission.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { StatsBand } from "#app/components/sections/stats-band.tsx";
import { productVisualMarkup } from "#app/components/visuals/markup.server.tsx";
import { StaticVisual } from "#app/components/visuals/static-visual.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { buildMeta } from "#app/lib/meta.ts";

import type { Route } from "./+types/about";

/** Runs when the build prerenders the page: the product picture arrives as finished markup. */
export const loader = () => ({ visual: productVisualMarkup(aboutVisual) });

export const meta = () => buildMeta({ ...about.seo, path: "/about" });

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={about.hero.eyebrow}
        title={about.hero.title}
        description={about.hero.description}
        overlap
        visual={<StaticVisual markup={loaderData.visual} />}
      >
        <Eyebrow tone="dark" icon={CalendarCheck} className="mt-8">
          {about.founded.label}
        </Eyebrow>
      </PageHero>
      <StatsBand stats={about.stats} />
      <Mission />
    </>
  );
}
