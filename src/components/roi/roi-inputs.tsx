import { useEffect, useRef } from "react";

import { roiCalculator } from "#src/content/roi-calculator.ts";
import { calculator, useAnnouncement, useCalculator } from "#src/lib/roi/calculator-store.ts";
import { type NumberField, numberFields } from "#src/lib/roi/fields.ts";
import { formatBps, formatRupees } from "#src/lib/roi/format.ts";
import { type InstitutionType, type LossBasis, institutionTypes } from "#src/lib/roi/model.ts";

import { calculatorCard } from "./card.ts";
import { ChoiceGroup } from "./choice-group.tsx";
import { NumberInput } from "./number-field.tsx";

const { inputs, institutions } = roiCalculator;

const institutionOptions = institutionTypes.map((value) => ({ value, label: institutions[value] }));
const basisOptions = (["amount", "rate"] as const).map((value) => ({ value, label: inputs.lossBasis[value] }));

/**
 * The page runs its script at the visitor's first intent (scripts/paint-first.ts), so a choice
 * may be made, or a figure typed, in the prerendered inputs before they hydrate. React leaves
 * what is in them as it hydrates; this makes it the calculator's state, rather than the example
 * under the visitor's figures. The choices go first: each resets the figures it governs.
 */
function useChangedBeforeHydration(section: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const chosen = (name: string) => {
      const input = element.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`);
      return input && !input.defaultChecked ? input.value : undefined;
    };
    const institution = institutionTypes.find((type) => type === chosen("institution"));
    const basis = basisOptions.find(({ value }) => value === chosen("lossBasis"))?.value;
    const typed = numberFields.flatMap((field) => {
      const input = element.querySelector<HTMLInputElement>(`#roi-${field}`);
      return input && input.value !== input.defaultValue ? [{ field, text: input.value }] : [];
    });
    if (institution) calculator.setInstitution(institution);
    if (basis) calculator.setLossBasis(basis);
    for (const { field, text } of typed) calculator.setField(field, text);
  }, [section]);
}

/**
 * The visitor's institution and figures: the part of the calculator the page hydrates with
 * itself, so it answers from the first tap. The polite live region that reads each new
 * estimate out lives here too, so it speaks however far the estimate is.
 */
export function RoiInputs() {
  const { raw, values, errors, result } = useCalculator();
  const announcement = useAnnouncement();
  const section = useRef<HTMLElement>(null);
  useChangedBeforeHydration(section);
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
    <section ref={section} aria-labelledby="roi-inputs-title" className={`${calculatorCard} print:hidden`}>
      <h2 id="roi-inputs-title" className="text-2xl font-bold tracking-tight text-ink-900">
        {inputs.title}
      </h2>
      <p className="mt-1.5 text-sm text-slate-600">{inputs.description}</p>
      <ChoiceGroup<InstitutionType>
        name="institution"
        legend={inputs.institution.label}
        hint={inputs.institution.hint}
        options={institutionOptions}
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
          options={basisOptions}
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
        {announcement}
      </p>
    </section>
  );
}
