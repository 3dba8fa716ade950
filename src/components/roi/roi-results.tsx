import { useStore } from "@nanostores/react";
import { Link2, Printer, RotateCcw } from "lucide-react";
import { memo, useDeferredValue } from "react";

import type { AssumptionBasis, InstitutionType } from "#src/content/roi-calculator.ts";
import { ActionButton } from "#src/components/forms/action-button.tsx";
import { buttonClasses } from "#src/components/ui/button.ts";
import { cn } from "#src/lib/cn.ts";
import { notify } from "#src/lib/notify.ts";
import { type CalculatorValues, type NumberField, unusedLossField } from "#src/lib/roi/fields.ts";
import { describeField, inputFields } from "#src/lib/roi/summary.ts";
import { brand } from "#shared/brand.ts";

import { type RoiIslandCopy, useRoiCalculator } from "./calculator.ts";
import { calculatorCard, linkedPlaceholder } from "./card.ts";
import { CostChart } from "./cost-chart.tsx";
import { EstimateSummary } from "./estimate-summary.tsx";
import { ThreeYears } from "./three-years.tsx";

/** "claim" or "assumption" beside an assumption's printed figure; nothing beside the visitor's own. */
function printBadge({ items, printBadges }: RoiIslandCopy["assumptions"], field: NumberField): string | undefined {
  const basis: AssumptionBasis | undefined = items.find((item) => item.key === field)?.basis;
  return basis && printBadges[basis];
}

/** On paper the boxes give way to a list of the figures the estimate used. */
const PrintedFigures = memo(function PrintedFigures({ values }: { values: CalculatorValues<InstitutionType> }) {
  const { inputs, institutions, fields, assumptions } = useRoiCalculator().copy;
  const printedFields: readonly NumberField[] = [...inputFields, ...assumptions.items.map((item) => item.key)];
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
              {printBadge(assumptions, field) && (
                <span className="text-slate-500"> ({printBadge(assumptions, field)})</span>
              )}
            </dt>
            <dd className="text-right font-semibold">{describeField(field, values[field])}</dd>
          </div>
        ))}
    </dl>
  );
});

async function copyLink(shareUrl: () => string, { copied, copyFailed }: RoiIslandCopy["actions"]) {
  try {
    await navigator.clipboard.writeText(shareUrl());
    void notify("success", copied);
  } catch {
    void notify("error", copyFailed);
  }
}

/**
 * The figures of the estimate, drawn deferred: a keystroke paints in its box first, and these
 * follow in the next render, which the keystroke after it may interrupt. The parts that draw
 * figures are memoised, so the keystroke's own render, which still holds the previous figures,
 * skips them.
 */
function EstimateFigures() {
  const { copy, $calculator } = useRoiCalculator();
  const { fields, results } = copy;
  const { values, errors, result } = useDeferredValue(useStore($calculator));
  const invalid = (Object.keys(errors) as NumberField[]).map((field) => fields[field].label);
  return (
    <>
      {invalid.length > 0 && (
        <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {results.invalid.replace("{fields}", invalid.join(", "))}
        </p>
      )}
      <div className="print:mt-2 print:grid print:grid-cols-2 print:gap-8">
        <div>
          <PrintedFigures values={values} />
          <div className={cn("mt-5 print:mt-4", linkedPlaceholder)}>
            <EstimateSummary result={result} values={values} />
          </div>
        </div>
        <div>
          <div className="mt-7 border-t border-slate-200 pt-6 print:mt-0 print:border-t-0 print:pt-0">
            <CostChart result={result} className={linkedPlaceholder} />
          </div>
          <div className="mt-7 border-t border-slate-200 pt-6 print:mt-4 print:pt-4">
            <ThreeYears result={result} className={linkedPlaceholder} />
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * The estimate: headline figures, the cost chart, three years, and the buttons to share, print
 * and start again. Only its figures follow the calculator; the frame and the buttons stay.
 */
export function RoiResults() {
  const { copy, calculator } = useRoiCalculator();
  const { hero, results, actions } = copy;
  return (
    <section
      aria-labelledby="roi-results-title"
      className={`${calculatorCard} print:p-0 print:shadow-none print:ring-0`}
    >
      <p className="hidden text-[9pt] font-semibold text-slate-600 print:block">
        {brand.name}: {hero.title}
      </p>
      <h2 id="roi-results-title" className="text-2xl font-bold tracking-tight text-ink-900 print:text-lg">
        {results.title}
      </h2>
      <EstimateFigures />
      <div className="mt-7 flex flex-wrap gap-2 border-t border-slate-200 pt-6 print:hidden">
        <ActionButton
          action={() => copyLink(calculator.shareUrl, actions)}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <Link2 className="size-4" aria-hidden="true" />
          {actions.copy}
        </ActionButton>
        <ActionButton action={() => window.print()} className={buttonClasses({ variant: "outline", size: "sm" })}>
          <Printer className="size-4" aria-hidden="true" />
          {actions.print}
        </ActionButton>
        <ActionButton action={calculator.reset} className={buttonClasses({ variant: "outline", size: "sm" })}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {actions.reset}
        </ActionButton>
      </div>
    </section>
  );
}
