import { CalendarCheck } from "lucide-react";
import { about } from "#app/content/about.ts";
import { Mission } from "#app/components/sections/mission.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { StatsBand } from "#app/components/sections/stats-band.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { buildMeta } from "#app/lib/meta.ts";

export const meta = () => buildMeta({ ...about.seo, path: "/about" });

export default function About() {
  return (
    <>
      <PageHero eyebrow={about.hero.eyebrow} title={about.hero.title} description={about.hero.description} overlap>
        <Eyebrow tone="dark" icon={CalendarCheck} className="mt-8">
          {about.founded.label}
        </Eyebrow>
      </PageHero>
      <StatsBand stats={about.stats} />
      <Mission />
    </>
  );
}
