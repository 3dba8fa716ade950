import { careers } from "~/content/careers";
import { IconCards } from "~/components/sections/icon-cards";
import { OpeningsBlock } from "~/components/sections/openings-block";
import { PageHero } from "~/components/sections/page-hero";
import { StatsBand } from "~/components/sections/stats-band";
import { Container, SectionHeading } from "~/components/ui/section-heading";
import { buildMeta } from "~/lib/meta";

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
