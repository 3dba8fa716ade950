import { roiCalculator } from "#src/content/roi-calculator.ts";
import { RoiEstimateForm } from "#src/components/forms/roi-estimate-form.tsx";
import { Island } from "#src/components/layout/island.tsx";
import { StaticPart } from "#src/components/layout/static-part.tsx";
import { PageHero } from "#src/components/sections/page-hero.tsx";
import { RoiMethod } from "#src/components/roi/method.tsx";
import { RoiAssumptions } from "#src/components/roi/roi-assumptions.tsx";
import { RoiCalculator } from "#src/components/roi/roi-calculator.tsx";
import { RoiResults } from "#src/components/roi/roi-results.tsx";
import { RoiSendIntro } from "#src/components/roi/send-intro.tsx";
import { whenNear } from "#src/lib/island-triggers.ts";
import { buildMeta } from "#src/lib/meta.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { whenCalculatorPartNeeded } from "#src/lib/roi/calculator-store.ts";
import { renderIslands, renderParts } from "#src/lib/static-parts.server.tsx";

import type { Route } from "./+types/roi-calculator";

// The estimate and the assumptions load as the visitor nears them or first changes a figure;
// the form that sends the estimate, at the foot of the page, as the visitor nears it.
const loadResults = () => import("#src/components/roi/roi-results.tsx").then((module) => <module.RoiResults />);
const loadAssumptions = () =>
  import("#src/components/roi/roi-assumptions.tsx").then((module) => <module.RoiAssumptions />);
const loadEstimateForm = () =>
  import("#src/components/forms/roi-estimate-form.tsx").then((module) => <module.RoiEstimateForm />);

/**
 * Runs when the build prerenders the page: the calculator's figures are the page's own
 * control; its hero and method are static, its estimate, assumptions and sending form islands
 * (docs/decisions/012).
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const { hero } = roiCalculator;
  return {
    meta: buildMeta({ ...roiCalculator.seo, path: "/roi-calculator" }),
    parts: renderParts(request, {
      hero: (
        <PageHero
          eyebrow={hero.eyebrow}
          title={hero.title}
          description={hero.description}
          className="pb-28! sm:pb-36! print:hidden"
        />
      ),
      method: <RoiMethod />,
      sendIntro: <RoiSendIntro />,
    }),
    islands: renderIslands({
      roiResults: <RoiResults />,
      roiAssumptions: <RoiAssumptions />,
      roiEstimate: <RoiEstimateForm />,
    }),
  };
};

export const meta = pageMeta;

export default function RoiCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { parts, islands } = loaderData;
  return (
    <>
      <StaticPart html={parts.hero} />
      <RoiCalculator
        results={
          <Island name="roiResults" html={islands.roiResults} load={loadResults} when={whenCalculatorPartNeeded} />
        }
        assumptions={
          <Island
            name="roiAssumptions"
            html={islands.roiAssumptions}
            load={loadAssumptions}
            when={whenCalculatorPartNeeded}
          />
        }
        method={<StaticPart html={parts.method} />}
        sendIntro={<StaticPart html={parts.sendIntro} />}
        sendForm={<Island name="roiEstimate" html={islands.roiEstimate} load={loadEstimateForm} when={whenNear} />}
      />
    </>
  );
}
