import { memo, useId } from "react";

import { cn } from "#src/lib/cn.ts";
import { formatRupees } from "#src/lib/roi/format.ts";
import type { RoiEstimate } from "#src/lib/roi/model.ts";

import { useRoiCalculator } from "./calculator.ts";

/** Benefit, cost and net by year. Narrow screens scroll the table inside its frame, not the page. */
export const ThreeYears = memo(function ThreeYears({ result, className }: { result: RoiEstimate; className?: string }) {
  const titleId = useId();
  const { years } = useRoiCalculator().copy;
  return (
    <div className={className}>
      <h3 id={titleId} className="text-sm font-semibold text-ink-900">
        {years.title}
      </h3>
      <p className="mt-1 text-xs text-slate-500">{years.caption}</p>
      {/* Focusable so keyboard users can scroll it when it is wider than the screen. */}
      <div role="region" aria-labelledby={titleId} tabIndex={0} className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[22rem] text-sm tabular-nums print:min-w-0 print:text-[8pt]">
          <thead>
            <tr className="text-xs text-slate-500">
              {(Object.keys(years.columns) as (keyof typeof years.columns)[]).map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn("pb-2 font-medium", column === "year" ? "text-left" : "text-right")}
                >
                  {years.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.years.map((year) => (
              <tr key={year.year} className="border-t border-slate-200">
                <th scope="row" className="py-2 text-left font-medium text-ink-900">
                  {years.year.replace("{year}", String(year.year))}
                </th>
                <td className="py-2 text-right">{formatRupees(year.benefit)}</td>
                <td className="py-2 text-right">{formatRupees(-year.cost)}</td>
                <td className="py-2 text-right text-ink-900">{formatRupees(year.net)}</td>
                <td className="py-2 text-right font-semibold text-ink-900">{formatRupees(year.cumulativeNet)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
});
