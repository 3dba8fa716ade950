import { solutionsOverview } from "#app/content/overviews.ts";
import { AlertMarquee } from "#app/components/sections/alert-marquee.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SolutionGrid } from "#app/components/sections/solution-grid.tsx";
import { buildMeta } from "#app/lib/meta.ts";

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
