import { memo, useId } from "react";

import { formatRupees } from "#src/lib/roi/format.ts";
import type { CostBreakdown, RoiEstimate } from "#src/lib/roi/model.ts";

import { useRoiCalculator } from "./calculator.ts";

type Series = Exclude<keyof CostBreakdown, "total">;

/**
 * Each series' colour is a brand tone set as the text colour, which its bar fills with and its
 * swatch paints; the platform cost is hatched. The table names every figure.
 */
const seriesStyle: Record<Series, { fill: string; className: string }> = {
  fraudLosses: { fill: "currentColor", className: "bg-current text-brand-dark-purple" },
  reviewCost: { fill: "currentColor", className: "bg-current text-brand-pink" },
  penalties: { fill: "currentColor", className: "bg-current text-brand-orange" },
  platform: {
    fill: "url(#roi-hatch)",
    className: "bg-[repeating-linear-gradient(135deg,#475569_0_2px,#e2e8f0_2px_5px)]",
  },
};

const series = Object.keys(seriesStyle) as Series[];

const WIDTH = 1000;

function Bar({ label, breakdown, scale }: { label: string; breakdown: CostBreakdown; scale: number }) {
  const widths = series.map((key) => Math.max(0, breakdown[key] * scale));
  const starts = widths.map((_, index) => widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-ink-900">{label}</span>
        <span className="font-semibold text-ink-900 tabular-nums">{formatRupees(breakdown.total)}</span>
      </div>
      {/* The table below carries the figures; the bar only draws them. */}
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} 28`}
        preserveAspectRatio="none"
        className="mt-1.5 block h-7 w-full overflow-hidden rounded-md bg-slate-100"
      >
        {series.map((key, index) => (
          <rect
            key={key}
            x={starts[index]}
            y={0}
            width={widths[index]}
            height={28}
            fill={seriesStyle[key].fill}
            className={seriesStyle[key].className}
          />
        ))}
      </svg>
    </div>
  );
}

/** Today against with the product: two stacked bars on one scale, and the same figures as a table. */
export const CostChart = memo(function CostChart({ result, className }: { result: RoiEstimate; className?: string }) {
  const titleId = useId();
  const { chart } = useRoiCalculator().copy;
  const largest = Math.max(result.today.total, result.withProduct.total);
  const scale = largest > 0 ? WIDTH / largest : 0;
  return (
    <figure aria-labelledby={titleId} className={className}>
      <figcaption id={titleId} className="text-sm font-semibold text-ink-900">
        {chart.title}
      </figcaption>
      <svg aria-hidden="true" width="0" height="0" className="absolute">
        <defs>
          <pattern id="roi-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill="#e2e8f0" />
            <rect width="3" height="8" fill="#475569" />
          </pattern>
        </defs>
      </svg>
      <div className="mt-4 space-y-4 print:mt-2 print:space-y-2">
        <Bar label={chart.today} breakdown={result.today} scale={scale} />
        <Bar label={chart.withProduct} breakdown={result.withProduct} scale={scale} />
      </div>
      <table className="mt-5 w-full text-sm tabular-nums print:mt-3 print:text-[8pt]">
        <thead>
          <tr className="text-left text-xs text-slate-500">
            <th scope="col" className="pb-2 font-medium">
              <span className="sr-only">{chart.seriesHeader}</span>
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              {chart.today}
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              {chart.withProduct}
            </th>
          </tr>
        </thead>
        <tbody>
          {series.map((key) => (
            <tr key={key} className="border-t border-slate-200">
              <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-600">
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${seriesStyle[key].className}`} />
                  {chart.series[key]}
                </span>
              </th>
              <td className="py-2 text-right whitespace-nowrap text-ink-900">{formatRupees(result.today[key])}</td>
              <td className="py-2 text-right whitespace-nowrap text-ink-900">
                {formatRupees(result.withProduct[key])}
              </td>
            </tr>
          ))}
          <tr className="border-t-2 border-slate-300 font-semibold">
            <th scope="row" className="py-2 text-left text-ink-900">
              {chart.total}
            </th>
            <td className="py-2 text-right whitespace-nowrap text-ink-900">{formatRupees(result.today.total)}</td>
            <td className="py-2 text-right whitespace-nowrap text-ink-900">{formatRupees(result.withProduct.total)}</td>
          </tr>
        </tbody>
      </table>
    </figure>
  );
});
