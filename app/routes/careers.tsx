import { careers } from "#app/content/careers.ts";
import { IconCards } from "#app/components/sections/icon-cards.tsx";
import { OpeningsBlock } from "#app/components/sections/openings-block.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { StatsBand } from "#app/components/sections/stats-band.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { buildMeta } from "#app/lib/meta.ts";

export const meta = () => buildMeta({ ...careers.seo, path: "/careers" });

export default function Careers() {
  const { hero, stats, perksTitle, perks, culture } = careers;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description} overlap />
      <StatsBand stats={stats} />
      <Section titleId="perks-title" title={perksTitle}>
        <IconCards items={perks} cols={4} className="mt-12" />
      </Section>
      <OpeningsBlock />
      <Section titleId="culture-title" title={culture.title} description={culture.description} muted>
        <IconCards items={culture.values} cols={4} className="mt-12" />
      </Section>
    </>
  );
}
