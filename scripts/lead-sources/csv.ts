// A sources report for spreadsheets: one row per value of each dimension, a column per week
// or month, then the totals. Figures stay numbers; campaign names and paths come from
// visitors' links, so csv-stringify puts an apostrophe before one a spreadsheet would run as
// a formula (= + - @, a tab or a carriage return), as `npm run leads -- export` does.
import { stringify } from "csv-stringify/sync";

import { type Line, type SourceFigures, change, percentChange } from "./figures.ts";

/** A week by its Monday (2025-11-03), a month as 2025-11. */
const bucketKey = (start: string, by: "week" | "month") => (by === "week" ? start : start.slice(0, 7));

export function sourcesCsv({ period, all, breakdowns }: SourceFigures): string {
  const columns = [
    "dimension",
    "value",
    ...period.buckets.map((start) => bucketKey(start, period.by)),
    "total",
    "previous",
    "change",
    "change_percent",
  ];
  // A value the leads had none of is an empty cell, unlike any text a link could carry.
  const record = (dimension: string, value: string | null, line: Line) => [
    dimension,
    value,
    ...line.counts,
    line.total,
    line.previous,
    change(line),
    percentChange(line),
  ];
  const records = [
    record("all", "All leads", all),
    ...breakdowns.flatMap(({ dimension, lines }) =>
      lines.map((line) => record(dimension.column, line.value === null ? null : line.label, line)),
    ),
  ];
  return stringify(records, { header: true, columns, escape_formulas: true });
}
