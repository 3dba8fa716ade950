import { useEffect } from "react";

import { Container } from "#src/components/ui/section-heading.tsx";
import { leaveCalculator } from "#src/lib/roi/calculator-store.ts";

import { calculatorCard } from "./card.ts";
import { RoiInputs } from "./roi-inputs.tsx";

/**
 * The calculator's page under its hero: the visitor's figures, the estimate, the assumptions,
 * how the estimate works and the form that sends it. Only the figures hydrate with the page;
 * the other parts are given, as islands and static markup (docs/decisions/012), and share the
 * figures through app/lib/roi/calculator-store.ts.
 */
export function RoiCalculator({
  results,
  assumptions,
  method,
  sendIntro,
  sendForm,
}: {
  results: React.ReactNode;
  assumptions: React.ReactNode;
  method: React.ReactNode;
  sendIntro: React.ReactNode;
  sendForm: React.ReactNode;
}) {
  useEffect(() => leaveCalculator, []);
  return (
    <div id="roi-calculator" className="relative z-10 -mt-16 pb-20 sm:-mt-20 sm:pb-28 print:mt-0 print:pb-0">
      <Container className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-8 print:block print:px-0">
        <RoiInputs />
        {results}
      </Container>

      <Container className="mt-6 lg:mt-8 print:hidden">{assumptions}</Container>

      <Container className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-8 print:mt-2 print:block print:px-0">
        {method}
        <section aria-labelledby="roi-send-title" className={`${calculatorCard} print:hidden`}>
          {sendIntro}
          <div className="mt-6">{sendForm}</div>
        </section>
      </Container>
    </div>
  );
}
