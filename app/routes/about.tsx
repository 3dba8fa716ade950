import { CalendarCheck } from "lucide-react";
import { about } from "#app/content/about.ts";
import { aboutVisual } from "#app/content/visuals/company.ts";
import { Mission } from "#app/components/sections/mission.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { StatsBand } from "#app/components/sections/stats-band.tsx";
import { productVisualMarkup } from "#app/components/visuals/markup.server.tsx";
import { StaticVisual } from "#app/components/visuals/static-visual.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
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
        className="pb-28! sm:pb-36!"
        visual={<StaticVisual markup={loaderData.visual} />}
      >
        <p className="mt-8 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-slate-200">
          <Icon icon={CalendarCheck} className="size-4 text-pink-300" />
          {about.founded.label}
        </p>
      </PageHero>
      <StatsBand stats={about.stats} />
      <Mission />
    </>
  );
}
