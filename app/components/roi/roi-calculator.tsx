import { Link2, Printer, RotateCcw } from "lucide-react";

import { type AssumptionBasis, roiCalculator } from "#app/content/roi-calculator.ts";
import { site } from "#app/content/site.ts";
import { RoiEstimateForm } from "#app/components/forms/roi-estimate-form.tsx";
import { buttonClasses } from "#app/components/ui/button.ts";
import { Container } from "#app/components/ui/section-heading.tsx";
import { notify } from "#app/lib/notify.ts";
import { type NumberField, unusedLossField } from "#app/lib/roi/fields.ts";
import { formatBps, formatRupees } from "#app/lib/roi/format.ts";
import {
  type InstitutionType,
  type LossBasis,
  type RoiValues,
  estimate,
  institutionTypes,
} from "#app/lib/roi/model.ts";
import { describeField, estimateSummary, inputFields, paybackText } from "#app/lib/roi/summary.ts";
import { useRoiCalculator } from "#app/lib/roi/use-roi-calculator.ts";

import { AssumptionList } from "./assumption-list.tsx";
import { ChoiceGroup } from "./choice-group.tsx";
import { CostChart } from "./cost-chart.tsx";
import { EstimateSummary } from "./estimate-summary.tsx";
import { NumberInput } from "./number-field.tsx";
import { ThreeYears } from "./three-years.tsx";

const { hero, inputs, institutions, fields, results, assumptions, method, actions, send } = roiCalculator;

const institutionOptions = institutionTypes.map((value) => ({ value, label: institutions[value] }));
const basisOptions = (["amount", "rate"] as const).map((value) => ({ value, label: inputs.lossBasis[value] }));

const card = "rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink-900/10 ring-slate-200 sm:p-8";

/** The sentence the live region reads once typing settles. */
function announcementFor(values: RoiValues): string {
  const result = estimate(values);
  return results.announcement
    .replace("{net}", formatRupees(result.netAnnualBenefit))
    .replace("{payback}", paybackText(result));
}

const printedFields: readonly NumberField[] = [...inputFields, ...assumptions.items.map((item) => item.key)];

const basisOf = new Map<NumberField, AssumptionBasis>(assumptions.items.map((item) => [item.key, item.basis]));

/** "claim" or "assumption" beside an assumption's printed figure; nothing beside the visitor's own. */
function printBadge(field: NumberField): string | undefined {
  const basis = basisOf.get(field);
  return basis && assumptions.printBadges[basis];
}

/** On paper the boxes give way to a list of the figures the estimate used. */
function PrintedFigures({ values }: { values: RoiValues }) {
  const unused = unusedLossField(values.lossBasis);
  return (
    <dl className="hidden text-[8pt] print:block">
      <div className="flex justify-between gap-2 border-b border-slate-200 py-0.5">
        <dt>{inputs.institution.label}</dt>
        <dd className="font-semibold">{institutions[values.institution]}</dd>
      </div>
      {printedFields
        .filter((field) => field !== unused)
        .map((field) => (
          <div key={field} className="flex justify-between gap-2 border-b border-slate-200 py-0.5">
            <dt>
              {fields[field].label}
              {printBadge(field) && <span className="text-slate-500"> ({printBadge(field)})</span>}
            </dt>
            <dd className="text-right font-semibold">{describeField(field, values[field])}</dd>
          </div>
        ))}
    </dl>
  );
}

export function RoiCalculator() {
  const calculator = useRoiCalculator(announcementFor);
  const { raw, values, errors, result } = calculator;
  const lossField = values.lossBasis === "amount" ? "annualFraudLosses" : "fraudLossRateBps";
  const invalid = (Object.keys(errors) as NumberField[]).map((field) => fields[field].label);
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

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(calculator.shareUrl());
      void notify("success", actions.copied);
    } catch {
      void notify("error", actions.copyFailed);
    }
  };

  return (
    <div id="roi-calculator" className="relative z-10 -mt-16 pb-20 sm:-mt-20 sm:pb-28 print:mt-0 print:pb-0">
      <Container className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-8 print:block print:px-0">
        <section aria-labelledby="roi-inputs-title" className={`${card} print:hidden`}>
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
        </section>

        <section aria-labelledby="roi-results-title" className={`${card} print:p-0 print:shadow-none print:ring-0`}>
          <p className="hidden text-[9pt] font-semibold text-slate-600 print:block">
            {site.name}: {hero.title}
          </p>
          <h2 id="roi-results-title" className="text-2xl font-bold tracking-tight text-ink-900 print:text-lg">
            {results.title}
          </h2>
          {invalid.length > 0 && (
            <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {results.invalid.replace("{fields}", invalid.join(", "))}
            </p>
          )}
          <div className="print:mt-2 print:grid print:grid-cols-2 print:gap-8">
            <div>
              <PrintedFigures values={values} />
              <div className="mt-5 print:mt-4">
                <EstimateSummary result={result} values={values} />
              </div>
            </div>
            <div>
              <div className="mt-7 border-t border-slate-200 pt-6 print:mt-0 print:border-t-0 print:pt-0">
                <CostChart result={result} />
              </div>
              <div className="mt-7 border-t border-slate-200 pt-6 print:mt-4 print:pt-4">
                <ThreeYears result={result} />
              </div>
            </div>
          </div>
          <div className="mt-7 flex flex-wrap gap-2 border-t border-slate-200 pt-6 print:hidden">
            <button type="button" onClick={copyLink} className={buttonClasses({ variant: "outline", size: "sm" })}>
              <Link2 className="size-4" aria-hidden="true" />
              {actions.copy}
            </button>
            <button
              type="button"
              onClick={() => window.print()}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              <Printer className="size-4" aria-hidden="true" />
              {actions.print}
            </button>
            <button
              type="button"
              onClick={calculator.reset}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {actions.reset}
            </button>
          </div>
          <p aria-live="polite" className="sr-only">
            {calculator.announcement}
          </p>
        </section>
      </Container>

      <Container className="mt-6 lg:mt-8 print:hidden">
        <section aria-labelledby="roi-assumptions-title" className={card}>
          <h2 id="roi-assumptions-title" className="text-2xl font-bold tracking-tight text-ink-900">
            {assumptions.title}
          </h2>
          <p className="mt-1.5 max-w-3xl text-sm leading-relaxed text-slate-600">{assumptions.description}</p>
          <div className="mt-7">
            <AssumptionList raw={raw} errors={errors} onValue={calculator.setField} />
          </div>
        </section>
      </Container>

      <Container className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-8 print:mt-2 print:block print:px-0">
        <section aria-labelledby="roi-method-title" className="px-1 pt-2 print:p-0">
          <h2 id="roi-method-title" className="text-xl font-bold tracking-tight text-ink-900 print:text-[10pt]">
            {method.title}
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-600 print:mt-1 print:space-y-0 print:text-[8pt] print:leading-snug">
            {method.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4 text-sm leading-relaxed text-slate-500 print:mt-1 print:text-[8pt]">{method.disclaimer}</p>
        </section>
        <section aria-labelledby="roi-send-title" className={`${card} print:hidden`}>
          <h2 id="roi-send-title" className="text-xl font-bold tracking-tight text-ink-900">
            {send.title}
          </h2>
          <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{send.description}</p>
          <div className="mt-6">
            <RoiEstimateForm estimate={() => estimateSummary({ values, result, url: calculator.shareUrl(), errors })} />
          </div>
        </section>
      </Container>
    </div>
  );
}
