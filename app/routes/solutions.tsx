import { solutionsOverview } from "~/content/overviews";
import { AlertMarquee } from "~/components/sections/alert-marquee";
import { PageHero } from "~/components/sections/page-hero";
import { SolutionGrid } from "~/components/sections/solution-grid";
import { buildMeta } from "~/lib/meta";

export const meta = () => buildMeta({ ...solutionsOverview.seo, path: "/solutions" });

export default function Solutions() {
  const { hero } = solutionsOverview;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description} />
      <AlertMarquee />
      <SolutionGrid />
    </>
  );
}
