import { useStore } from "@nanostores/react";
import { useDeferredValue, useLayoutEffect, useRef, useState } from "react";

import { RoiEstimateForm } from "#src/components/forms/roi-estimate-form.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { PageToasts } from "#src/components/ui/toasts.tsx";
import { numberFields } from "#src/lib/roi/fields.ts";
import { LINKED_ATTRIBUTE, carriesEstimate } from "#src/lib/roi/linked-estimate.ts";

import {
  type RoiCalculatorKit,
  type RoiCalculatorProps,
  RoiCalculatorContext,
  roiCalculatorOf,
  useRoiCalculator,
} from "./calculator.ts";
import { calculatorCard } from "./card.ts";
import { RoiMethod } from "./method.tsx";
import { RoiAssumptions } from "./roi-assumptions.tsx";
import { RoiInputs, lossBases } from "./roi-inputs.tsx";
import { RoiResults } from "./roi-results.tsx";
import { RoiSendIntro } from "./send-intro.tsx";

/**
 * What the visitor did in the prerendered inputs before the calculator's script ran: React
 * leaves a box's text and a radio's choice as they are when it hydrates, and sets their
 * default to what it rendered, so a difference is the visitor's. The choices go first: each
 * resets the figures it governs.
 */
function keepEarlyChanges(root: HTMLElement, { institutions, calculator }: RoiCalculatorKit) {
  const chosen = (name: string) => {
    const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`);
    return input && !input.defaultChecked ? input.value : undefined;
  };
  const institution = institutions.find((type) => type === chosen("institution"));
  const basis = lossBases.find((value) => value === chosen("lossBasis"));
  if (institution) calculator.setInstitution(institution);
  if (basis) calculator.setLossBasis(basis);
  for (const field of numberFields) {
    const input = root.querySelector<HTMLInputElement>(`#roi-${field}`);
    if (input && input.value !== input.defaultValue) calculator.setField(field, input.value);
  }
}

/**
 * The calculator hydrates with the default example, as the build drew it. Before the browser
 * paints again it shows what the address links to, or keeps what the visitor already typed.
 */
function useOpenCalculator(
  kit: RoiCalculatorKit,
  root: React.RefObject<HTMLElement | null>,
  openedRef: React.RefObject<boolean>,
) {
  useLayoutEffect(() => {
    const { search } = window.location;
    if (carriesEstimate(search)) kit.calculator.open(search);
    else if (root.current) keepEarlyChanges(root.current, kit);
    openedRef.current = true;
  }, [kit, root, openedRef]);
}

/**
 * Lets the placeholders of a linked address go (LINKED_ATTRIBUTE) only in the commit that
 * draws the figures the store holds once the calculator has opened. Subscriptions to the store
 * start after a commit, so the opened figures come in a later one; and the estimate draws them
 * deferred (roi-results.tsx), so this waits for the same deferred render. Until then the
 * placeholders stay. A part of its own, so a change of figures re-renders only the parts that
 * show them.
 */
function LinkedPlaceholders({ openedRef }: { openedRef: React.RefObject<boolean> }) {
  const { $calculator } = useRoiCalculator();
  const shown = useDeferredValue(useStore($calculator));
  useLayoutEffect(() => {
    if (openedRef.current && shown === $calculator.get()) document.documentElement.removeAttribute(LINKED_ATTRIBUTE);
  }, [$calculator, openedRef, shown]);
  return null;
}

/**
 * The calculator's page under its hero, one island: the visitor's figures, the estimate, the
 * assumptions, how the estimate works and the form that sends it. They share the figures
 * through lib/roi/calculator-store.ts, and the words their page gives the island.
 */
export function RoiCalculator(props: RoiCalculatorProps) {
  const [kit] = useState(() => roiCalculatorOf(props));
  const root = useRef<HTMLDivElement>(null);
  const openedRef = useRef(false);
  useOpenCalculator(kit, root, openedRef);
  return (
    <RoiCalculatorContext value={kit}>
      <div
        ref={root}
        id="roi-calculator"
        className="relative z-10 -mt-16 pb-20 sm:-mt-20 sm:pb-28 print:mt-0 print:pb-0"
      >
        <LinkedPlaceholders openedRef={openedRef} />
        <PageToasts />
        <Container className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-8 print:block print:px-0">
          <RoiInputs />
          <RoiResults />
        </Container>

        <Container className="mt-6 lg:mt-8 print:hidden">
          <RoiAssumptions />
        </Container>

        <Container className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-8 print:mt-2 print:block print:px-0">
          <RoiMethod />
          <section aria-labelledby="roi-send-title" className={`${calculatorCard} print:hidden`}>
            <RoiSendIntro />
            <div className="mt-6">
              <RoiEstimateForm />
            </div>
          </section>
        </Container>
      </div>
    </RoiCalculatorContext>
  );
}
