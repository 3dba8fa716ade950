import { roiCalculator } from "#app/content/roi-calculator.ts";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { RoiCalculator } from "#app/components/roi/roi-calculator.tsx";
import { buildMeta } from "#app/lib/meta.ts";

export const meta = () => buildMeta({ ...roiCalculator.seo, path: "/roi-calculator" });

export default function RoiCalculatorPage() {
  const { hero } = roiCalculator;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        className="pb-28! sm:pb-36! print:hidden"
      />
      <RoiCalculator />
    </>
  );
}
