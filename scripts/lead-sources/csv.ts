// A sources report for spreadsheets: one row per value of each dimension (and per pair, for a
// cross view), a column of leads per week or month that had a visit or a lead, then the
// visits, leads and conversion of the period and the period before, and the change in leads.
// Figures stay numbers; campaign names and paths come from visitors' links, so csv-stringify
// puts an apostrophe before one a spreadsheet would run as a formula (= + - @, a tab or a
// carriage return), as `npm run leads -- export` does.
import { stringify } from "csv-stringify/sync";

import { type Line, type SourceFigures, change, conversion, hasVisits, percentChange } from "./figures.ts";

/** A week by its Monday (2025-11-03), a month as 2025-11. */
const bucketKey = (start: string, by: "week" | "month") => (by === "week" ? start : start.slice(0, 7));

/** A rate to four places, as the database's view gives it. */
const rate = (leads: number, visits: number) => {
  const value = conversion(leads, visits);
  return value === null ? null : Math.round(value * 10_000) / 10_000;
};

export function sourcesCsv({ period, all, breakdowns, cross }: SourceFigures): string {
  const columns = [
    "dimension",
    "value",
    ...(cross ? ["value_2"] : []),
    ...period.buckets.map((start) => bucketKey(start, period.by)),
    "visits",
    "leads",
    "conversion",
    "previous_visits",
    "previous_leads",
    "previous_conversion",
    "change",
    "change_percent",
  ];
  // A value the leads had none of is an empty cell, unlike any text a link could carry; so are
  // the visits of a form, which a visit does not have.
  const record = (dimension: string, values: (string | null)[], line: Line, visits = true) => [
    dimension,
    ...values,
    ...(cross && values.length === 1 ? [null] : []),
    ...line.counts,
    visits ? line.visits : null,
    line.total,
    visits ? rate(line.total, line.visits) : null,
    visits ? line.previousVisits : null,
    line.previous,
    visits ? rate(line.previous, line.previousVisits) : null,
    change(line),
    percentChange(line),
  ];
  const records = [
    record("all", ["All"], all),
    ...breakdowns.flatMap(({ dimension, lines }) =>
      lines.map((line) =>
        record(dimension.column, [line.value === null ? null : line.label], line, hasVisits(dimension)),
      ),
    ),
    ...(cross
      ? cross.lines.map((line) =>
          record(
            cross.dimensions.map((dimension) => dimension.column).join("_by_"),
            line.values.map((value, index) => (value === null ? null : (line.labels[index] ?? null))),
            line,
            cross.dimensions.every(hasVisits),
          ),
        )
      : []),
  ];
  return stringify(records, { header: true, columns, escape_formulas: true });
}
