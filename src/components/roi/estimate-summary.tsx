import { memo } from "react";

import { cn } from "#src/lib/cn.ts";
import { formatCount, formatPercent, formatRupees } from "#src/lib/roi/format.ts";
import type { RoiEstimate, RoiValues } from "#src/lib/roi/model.ts";
import { paybackText } from "#src/lib/roi/summary.ts";

import { useRoiCalculator } from "./calculator.ts";

const fill = (template: string, key: string, value: string) => template.replace(`{${key}}`, value);

/** "+₹3.6 crore": a saving carries its sign, so it never depends on colour. */
const signed = (value: number) => (value > 0 ? `+${formatRupees(value)}` : formatRupees(value));

function Line({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 py-3 first:border-t-0 print:py-1">
      <dt className="text-sm text-slate-600">
        {label}
        {detail && <span className="mt-0.5 block text-xs text-slate-500">{detail}</span>}
      </dt>
      <dd className="shrink-0 text-right font-semibold text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** The headline figures and the savings line by line, each beside the assumption it rests on. */
export const EstimateSummary = memo(function EstimateSummary({
  result,
  values,
}: {
  result: RoiEstimate;
  values: RoiValues;
}) {
  const { results, announce } = useRoiCalculator().copy;
  const noPayback = result.paybackMonths === null;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <p className="text-sm font-semibold text-ink-900">{results.net}</p>
        <p className="text-xs text-slate-500">{results.perYear}</p>
      </div>
      <p
        data-testid="roi-net"
        className={cn(
          "mt-1 text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl print:text-3xl",
          result.netAnnualBenefit < 0 ? "text-rose-700" : "text-ink-900",
        )}
      >
        {formatRupees(result.netAnnualBenefit)}
      </p>
      <p className="mt-1 text-xs text-slate-500">{results.netNote}</p>

      <dl className="mt-6 grid grid-cols-3 divide-x divide-slate-200 rounded-2xl bg-slate-50 ring-1 ring-slate-200 print:mt-3">
        <div className="flex flex-col p-3 sm:p-4 print:p-2">
          <dt className="text-xs leading-snug text-slate-600">{results.payback}</dt>
          <dd
            data-testid="roi-payback"
            className="order-first text-base font-bold text-ink-900 tabular-nums sm:text-lg"
          >
            {paybackText(result, announce.noPayback)}
          </dd>
        </div>
        <div className="flex flex-col p-3 sm:p-4 print:p-2">
          <dt className="text-xs leading-snug text-slate-600">{results.threeYearNet}</dt>
          <dd className="order-first text-base font-bold text-ink-900 tabular-nums sm:text-lg">
            {formatRupees(result.threeYearNet)}
          </dd>
        </div>
        <div className="flex flex-col p-3 sm:p-4 print:p-2">
          <dt className="text-xs leading-snug text-slate-600">{results.threeYearRoi}</dt>
          <dd className="order-first text-base font-bold text-ink-900 tabular-nums sm:text-lg">
            {result.threeYearRoiPercent === null ? results.noRoi : formatPercent(result.threeYearRoiPercent)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">{noPayback ? results.noPaybackNote : results.paybackNote}</p>

      <dl className="mt-5 print:mt-2">
        <Line
          label={results.fraudLossesAvoided}
          detail={`${formatPercent(values.fraudLossReduction, 2)} ${fill(results.fraudLossesOf, "amount", formatRupees(result.fraudLossesToday))}`}
          value={signed(result.fraudLossesAvoided)}
        />
        <Line
          label={results.reviewCostSaved}
          detail={`${formatPercent(result.reviewCutPercent, 2)} ${fill(results.reviewOf, "amount", formatRupees(result.reviewCostToday))}`}
          value={signed(result.reviewCostSaved)}
        />
        <Line
          label={results.analystHours}
          detail={fill(results.analystsFreed, "count", formatCount(result.analystsFreed, 1))}
          value={`${formatCount(result.analystHoursSaved)} h`}
        />
        <Line
          label={results.penaltyExposure}
          detail={`${formatPercent(values.penaltyReduction, 2)} ${fill(results.penaltyOf, "amount", formatRupees(result.penaltyExposureToday))}`}
          value={signed(result.penaltyExposureReduced)}
        />
        <Line label={results.platformCost} value={formatRupees(-result.platformCost)} />
      </dl>
    </div>
  );
});
