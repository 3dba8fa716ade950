import { industriesOverview } from "~/content/overviews";
import { IndustryGrid } from "~/components/sections/industry-grid";
import { PageHero } from "~/components/sections/page-hero";
import { buildMeta } from "~/lib/meta";

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
