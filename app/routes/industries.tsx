import { industriesOverview } from "#app/content/overviews.ts";
import { IndustryGrid } from "#app/components/sections/industry-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { buildMeta } from "#app/lib/meta.ts";

export const meta = () => buildMeta({ ...industriesOverview.seo, path: "/industries" });

export default function Industries() {
  const { hero } = industriesOverview;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description} />
      <IndustryGrid />
    </>
  );
}
