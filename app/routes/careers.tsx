import { careers } from "#app/content/careers.ts";
import { CareerAlertDialog } from "#app/components/forms/career-alert-dialog.tsx";
import { Island } from "#app/components/layout/island.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { IconCards } from "#app/components/sections/icon-cards.tsx";
import { OpeningsBlock } from "#app/components/sections/openings-block.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { StatsBand } from "#app/components/sections/stats-band.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { whenOpened } from "#app/lib/island-triggers.ts";
import { buildMeta } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { renderIslands, renderParts } from "#app/lib/static-parts.server.tsx";

import type { Route } from "./+types/careers";

// The role-alert form loads when its dialog opens.
const loadCareerAlerts = () =>
  import("#app/components/forms/career-alert-dialog.tsx").then((module) => <module.CareerAlertDialog />);

/** Runs when the build prerenders the page: all of it is static but the role-alert dialog, an island (docs/decisions/012). */
export const loader = ({ request }: Route.LoaderArgs) => {
  const { hero, stats, perksTitle, perks, culture } = careers;
  return {
    meta: buildMeta({ ...careers.seo, path: "/careers" }),
    parts: renderParts(request, {
      page: (
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
      ),
    }),
    islands: renderIslands({ careerAlerts: <CareerAlertDialog /> }),
  };
};

export const meta = pageMeta;

export default function Careers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticPart html={loaderData.parts.page} />
      <Island name="careerAlerts" html={loaderData.islands.careerAlerts} load={loadCareerAlerts} when={whenOpened} />
    </>
  );
}
