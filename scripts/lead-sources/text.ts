// A sources report for a terminal: the visits and leads of the period, then one aligned table
// per dimension (and one of pairs, for a cross view), a column per week or month that had
// either, then the period's visits, leads and conversion, the period before and the change.
import { visible } from "#scripts/terminal-text.ts";

import { type CrossView, type Line, type SourceFigures, changeText, conversionText, hasVisits } from "./figures.ts";
import { bucketLabel, longDay } from "./period.ts";

/** Campaign names and paths can be long; a table stays readable with them cut at this width. */
const LABEL_WIDTH = 40;

const shorten = (text: string) => (text.length > LABEL_WIDTH ? `${text.slice(0, LABEL_WIDTH - 1)}…` : text);

/** Rows under a header, names (the first `names` columns) read from the left, figures from the right. */
function aligned(header: readonly string[], rows: readonly (readonly string[])[], names = 1, empty = "(no leads)") {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? "").length)));
  const align = (row: readonly string[]) =>
    row
      .map((text, column) => (column < names ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [align(header), rule, ...(rows.length ? rows.map(align) : [empty])].join("\n");
}

/** Visits, leads and conversion, now and before, and the change in leads; the form has no visits. */
const totals = (line: Line, visits: boolean) =>
  visits
    ? [
        String(line.visits),
        String(line.total),
        conversionText(line.total, line.visits),
        String(line.previousVisits),
        String(line.previous),
        conversionText(line.previous, line.previousVisits),
        changeText(line),
      ]
    : [String(line.total), String(line.previous), changeText(line)];

const totalHeads = (visits: boolean) =>
  visits
    ? ["Visits", "Leads", "Conversion", "Visits before", "Leads before", "Conversion before", "Change"]
    : ["Leads", "Before", "Change"];

function table(title: string, lines: readonly Line[], heads: readonly string[], visits: boolean): string {
  const rows = lines.map((line) => [shorten(visible(line.label)), ...line.counts.map(String), ...totals(line, visits)]);
  return aligned([title, ...heads, ...totalHeads(visits)], rows);
}

/** Each pair of values as a row: the cross view has no week columns, so it stays readable. */
function crossTable({ dimensions, lines }: CrossView): string {
  const visits = dimensions.every(hasVisits);
  return aligned(
    [...dimensions.map((dimension) => dimension.title), ...totalHeads(visits)],
    lines.map((line) => [...line.labels.map((text) => shorten(visible(text))), ...totals(line, visits)]),
    2,
  );
}

/** The period's visits, leads and conversion per week or month. */
function overview(all: Line, heads: readonly string[]): string {
  const visits: Line = { ...all, counts: all.visitCounts, total: all.visits, previous: all.previousVisits };
  const rates = all.counts.map((leads, index) => conversionText(leads, all.visitCounts[index] ?? 0));
  return aligned(
    ["All", ...heads, "Total", "Before", "Change"],
    [
      ["Visits", ...all.visitCounts.map(String), String(all.visits), String(all.previousVisits), changeText(visits)],
      ["Leads", ...all.counts.map(String), String(all.total), String(all.previous), changeText(all)],
      [
        "Conversion",
        ...rates,
        conversionText(all.total, all.visits),
        conversionText(all.previous, all.previousVisits),
        "",
      ],
    ],
  );
}

export function sourcesText({ period, all, breakdowns, cross }: SourceFigures): string {
  const heads = period.buckets.map((start) => bucketLabel(start, period.by));
  const intro = [
    `Visits and leads by where they came from: ${longDay(period.since)} to ${longDay(period.until)} (${period.days} day${period.days === 1 ? "" : "s"}, India time), by ${period.by}`,
    `Changes against the ${period.days} day${period.days === 1 ? "" : "s"} before: ${longDay(period.previousSince)} to ${longDay(period.previousUntil)}`,
    period.by === "week"
      ? "A column is the week (Monday to Sunday) from the day it names, shown when it had a visit or a lead; the first and last count only days in the period."
      : "A column is a month, shown when it had a visit or a lead; the first and last count only days in the period.",
    "Conversion is leads per visit. A visit has no form: the form's table counts leads alone.",
  ];
  const tables = [
    overview(all, heads),
    ...(cross ? [crossTable(cross)] : []),
    ...breakdowns.map(({ dimension, lines }) => table(dimension.title, lines, heads, hasVisits(dimension))),
  ];
  return `${intro.join("\n")}\n\n${tables.join("\n\n")}\n`;
}
