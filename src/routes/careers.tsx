import { careers } from "#src/content/careers.ts";
import { CareerAlertDialog } from "#src/components/forms/career-alert-dialog.tsx";
import { Island } from "#src/components/layout/island.tsx";
import { StaticPart } from "#src/components/layout/static-part.tsx";
import { IconCards } from "#src/components/sections/icon-cards.tsx";
import { OpeningsBlock } from "#src/components/sections/openings-block.tsx";
import { PageHero } from "#src/components/sections/page-hero.tsx";
import { StatsBand } from "#src/components/sections/stats-band.tsx";
import { Section } from "#src/components/ui/section-heading.tsx";
import { whenOpened } from "#src/lib/island-triggers.ts";
import { buildMeta } from "#src/lib/meta.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { renderIslands, renderParts } from "#src/lib/static-parts.server.tsx";

import type { Route } from "./+types/careers";

// The role-alert form loads when its dialog opens.
const loadCareerAlerts = () =>
  import("#src/components/forms/career-alert-dialog.tsx").then((module) => <module.CareerAlertDialog />);

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
