import { careers } from "#app/content/careers.ts";
import { IconCards } from "#app/components/sections/icon-cards.tsx";
import { OpeningsBlock } from "#app/components/sections/openings-block.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { StatsBand } from "#app/components/sections/stats-band.tsx";
import { Container, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { buildMeta } from "#app/lib/meta.ts";

export const meta = () => buildMeta({ ...careers.seo, path: "/careers" });

export default function Careers() {
  const { hero, stats, perksTitle, perks, culture } = careers;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description} className="pb-28! sm:pb-36!" />
      <StatsBand stats={stats} />
      <section aria-labelledby="perks-title" className="py-20 sm:py-28">
        <Container>
          <SectionHeading id="perks-title" title={perksTitle} />
          <IconCards items={perks} cols={4} className="mt-12" />
        </Container>
      </section>
      <OpeningsBlock />
      <section aria-labelledby="culture-title" className="bg-slate-50 py-20 sm:py-28">
        <Container>
          <SectionHeading id="culture-title" title={culture.title} description={culture.description} />
          <IconCards items={culture.values} cols={4} className="mt-12" />
        </Container>
      </section>
    </>
  );
}
