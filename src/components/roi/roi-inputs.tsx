import { useStore } from "@nanostores/react";

import type { InstitutionType } from "#src/content/roi-calculator.ts";
import type { NumberField } from "#src/lib/roi/fields.ts";
import { formatBps, formatRupees } from "#src/lib/roi/format.ts";
import type { LossBasis, RoiEstimate } from "#src/lib/roi/model.ts";
import { paybackText } from "#src/lib/roi/summary.ts";

import { type RoiIslandCopy, useRoiCalculator } from "./calculator.ts";
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

/**
 * The visitor's institution and figures, and the polite live region that reads each new
 * estimate out once typing settles.
 */
export function RoiInputs() {
  const { copy, institutions: kinds, $calculator, $settled, calculator } = useRoiCalculator();
  const { inputs, institutions } = copy;
  const { raw, values, errors, result } = useStore($calculator);
  const settled = useStore($settled);
  const lossField = values.lossBasis === "amount" ? "annualFraudLosses" : "fraudLossRateBps";
  const input = (field: NumberField, className?: string, readsAs?: string) => (
    <NumberInput
      field={field}
      value={raw[field]}
      error={errors[field]}
      onValue={calculator.setField}
      className={className}
      readsAs={readsAs}
    />
  );
  const lossReadsAs =
    values.lossBasis === "amount"
      ? result.annualValue > 0
        ? inputs.lossEquivalent.amount.replace("{bps}", formatBps(result.fraudLossRateBps))
        : undefined
      : inputs.lossEquivalent.rate.replace("{amount}", formatRupees(result.fraudLossesToday));

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
        value={values.institution}
        onChange={calculator.setInstitution}
        className="mt-6"
      />
      <div className="mt-6 grid gap-5 border-t border-slate-200 pt-6 sm:grid-cols-2">
        {input("monthlyTransactions")}
        {input("averageTicket")}
        <ChoiceGroup<LossBasis>
          name="lossBasis"
          legend={inputs.lossBasis.legend}
          options={lossBases.map((value) => ({ value, label: inputs.lossBasis[value] }))}
          value={values.lossBasis}
          onChange={calculator.setLossBasis}
          className="sm:col-span-2"
        />
        {input(lossField, "sm:col-span-2", lossReadsAs)}
        {input("reviewAnalysts")}
        {input("analystCostLakh")}
        {input("falsePositiveShare")}
        {input("penaltiesThreeYears")}
      </div>
      <p aria-live="polite" className="sr-only">
        {settled ? announcement(copy, settled) : ""}
      </p>
    </section>
  );
}
