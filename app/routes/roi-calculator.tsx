import { roiCalculator } from "#app/content/roi-calculator.ts";
import { RoiEstimateForm } from "#app/components/forms/roi-estimate-form.tsx";
import { Island } from "#app/components/layout/island.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { RoiMethod } from "#app/components/roi/method.tsx";
import { RoiAssumptions } from "#app/components/roi/roi-assumptions.tsx";
import { RoiCalculator } from "#app/components/roi/roi-calculator.tsx";
import { RoiResults } from "#app/components/roi/roi-results.tsx";
import { RoiSendIntro } from "#app/components/roi/send-intro.tsx";
import { whenNear } from "#app/lib/island-triggers.ts";
import { buildMeta } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { whenCalculatorPartNeeded } from "#app/lib/roi/calculator-store.ts";
import { renderIslands, renderParts } from "#app/lib/static-parts.server.tsx";

import type { Route } from "./+types/roi-calculator";

// The estimate and the assumptions load as the visitor nears them or first changes a figure;
// the form that sends the estimate, at the foot of the page, as the visitor nears it.
const loadResults = () => import("#app/components/roi/roi-results.tsx").then((module) => <module.RoiResults />);
const loadAssumptions = () =>
  import("#app/components/roi/roi-assumptions.tsx").then((module) => <module.RoiAssumptions />);
const loadEstimateForm = () =>
  import("#app/components/forms/roi-estimate-form.tsx").then((module) => <module.RoiEstimateForm />);

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
