import { useStore } from "@nanostores/react";

import type { InstitutionType } from "#src/content/roi-calculator.ts";
import type { CalculatorState } from "#src/lib/roi/calculator-store.ts";
import { formatBps, formatRupees } from "#src/lib/roi/format.ts";
import type { LossBasis, RoiEstimate } from "#src/lib/roi/model.ts";
import { paybackText } from "#src/lib/roi/summary.ts";

import { type RoiIslandCopy, useCalculatorReading, useRoiCalculator } from "./calculator.ts";
import { calculatorCard } from "./card.ts";
import { ChoiceGroup } from "./choice-group.tsx";
import { NumberInput } from "./number-field.tsx";

/** The ways of entering the loss figure. */
export const lossBases = ["amount", "rate"] as const satisfies readonly LossBasis[];

/** The sentence the live region reads once typing settles. */
const announcement = ({ announce }: RoiIslandCopy, result: RoiEstimate) =>
  announce.sentence
    .replace("{net}", formatRupees(result.netAnnualBenefit))
    .replace("{payback}", paybackText(result, announce.noPayback));

/** What the loss figure amounts to in the other basis: a rate beside an amount, an amount beside a rate. */
function lossEquivalent({ inputs }: RoiIslandCopy, { values, result }: CalculatorState<InstitutionType>) {
  if (values.lossBasis === "rate")
    return inputs.lossEquivalent.rate.replace("{amount}", formatRupees(result.fraudLossesToday));
  return result.annualValue > 0
    ? inputs.lossEquivalent.amount.replace("{bps}", formatBps(result.fraudLossRateBps))
    : undefined;
}

/** The loss figure, in the basis chosen, with what it amounts to in the other. */
function LossInput() {
  const { copy } = useRoiCalculator();
  const field = useCalculatorReading(({ values }) =>
    values.lossBasis === "amount" ? "annualFraudLosses" : "fraudLossRateBps",
  );
  const readsAs = useCalculatorReading((state) => lossEquivalent(copy, state));
  return <NumberInput field={field} className="sm:col-span-2" readsAs={readsAs} />;
}

/** The polite live region that reads each new estimate out once typing settles. */
function EstimateAnnouncement() {
  const { copy, $settled } = useRoiCalculator();
  const settled = useStore($settled);
  return (
    <p aria-live="polite" className="sr-only">
      {settled ? announcement(copy, settled) : ""}
    </p>
  );
}

/**
 * The visitor's institution and figures, and the live region. Each part reads only the figures
 * it shows, so a keystroke redraws the box typed in and what reads it back.
 */
export function RoiInputs() {
  const { copy, institutions: kinds, calculator } = useRoiCalculator();
  const { inputs, institutions } = copy;
  const institution = useCalculatorReading(({ values }) => values.institution);
  const lossBasis = useCalculatorReading(({ values }) => values.lossBasis);

  return (
    <section aria-labelledby="roi-inputs-title" className={`${calculatorCard} print:hidden`}>
      <h2 id="roi-inputs-title" className="text-2xl font-bold tracking-tight text-ink-900">
        {inputs.title}
      </h2>
      <p className="mt-1.5 text-sm text-slate-600">{inputs.description}</p>
      <ChoiceGroup<InstitutionType>
        name="institution"
        legend={inputs.institution.label}
        hint={inputs.institution.hint}
        options={kinds.map((value) => ({ value, label: institutions[value] }))}
        value={institution}
        onChange={calculator.setInstitution}
        className="mt-6"
      />
      <div className="mt-6 grid gap-5 border-t border-slate-200 pt-6 sm:grid-cols-2">
        <NumberInput field="monthlyTransactions" />
        <NumberInput field="averageTicket" />
        <ChoiceGroup<LossBasis>
          name="lossBasis"
          legend={inputs.lossBasis.legend}
          options={lossBases.map((value) => ({ value, label: inputs.lossBasis[value] }))}
          value={lossBasis}
          onChange={calculator.setLossBasis}
          className="sm:col-span-2"
        />
        <LossInput />
        <NumberInput field="reviewAnalysts" />
        <NumberInput field="analystCostLakh" />
        <NumberInput field="falsePositiveShare" />
        <NumberInput field="penaltiesThreeYears" />
      </div>
      <EstimateAnnouncement />
    </section>
  );
}
