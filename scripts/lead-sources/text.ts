// A sources report for a terminal: one aligned table per dimension, a column per week or
// month, then the period's total, the period before and the change.
import { visible } from "#scripts/terminal-text.ts";

import { type Line, type SourceFigures, changeText } from "./figures.ts";
import { bucketLabel, longDay } from "./period.ts";

/** Campaign names and paths can be long; a table stays readable with them cut at this width. */
const LABEL_WIDTH = 40;

const shorten = (text: string) => (text.length > LABEL_WIDTH ? `${text.slice(0, LABEL_WIDTH - 1)}…` : text);

function table(title: string, lines: readonly Line[], heads: readonly string[]): string {
  const rows = lines.map((line) => [
    shorten(visible(line.label)),
    ...line.counts.map(String),
    String(line.total),
    String(line.previous),
    changeText(line),
  ]);
  const header = [title, ...heads, "Total", "Before", "Change"];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? "").length)));
  // Names read from the left, figures from the right.
  const align = (row: readonly string[]) =>
    row
      .map((text, column) => (column === 0 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [align(header), rule, ...(rows.length ? rows.map(align) : ["(no leads)"])].join("\n");
}

export function sourcesText({ period, all, breakdowns }: SourceFigures): string {
  const heads = period.buckets.map((start) => bucketLabel(start, period.by));
  const intro = [
    `Leads by where they came from: ${longDay(period.since)} to ${longDay(period.until)} (${period.days} day${period.days === 1 ? "" : "s"}, India time), by ${period.by}`,
    `Changes against the ${period.days} day${period.days === 1 ? "" : "s"} before: ${longDay(period.previousSince)} to ${longDay(period.previousUntil)}`,
    period.by === "week"
      ? "A column is the week (Monday to Sunday) from the day it names; the first and last count only days in the period."
      : "A column is a month; the first and last count only days in the period.",
  ];
  const tables = [
    table("Leads", [all], heads),
    ...breakdowns.map(({ dimension, lines }) => table(dimension.title, lines, heads)),
  ];
  return `${intro.join("\n")}\n\n${tables.join("\n\n")}\n`;
}
