// The figures of a sources report, summed from the rows of the database's view
// public.lead_sources (supabase/migrations/20251130000000_lead_sources.sql) and its table
// public.visit_counts (20251208000000_visit_counts.sql): counts per day, so the CLI, the
// dashboard and any SQL count leads and visits by one definition. Counts only: nothing here
// can name a person.
import { visible } from "#scripts/terminal-text.ts";

import { type Granularity, type Period, bucketStart } from "./period.ts";

/** A row of public.lead_sources: how many leads came on one day (India time) with one set of sources. */
export interface LeadSourceRow {
  day: string;
  form: string;
  landing_path: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer_host: string | null;
  leads: number;
}

/** A row of public.visit_counts: how many visits began on one day (India time) with one set of sources. */
export interface VisitRow {
  day: string;
  landing_path: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer_host: string | null;
  visits: number;
}

/**
 * What a report breaks the leads down by: the view's columns, with the labels the notification
 * e-mails use, and the name `--by` knows each by. A visit has no form: only leads have one.
 */
export const DIMENSIONS = [
  { column: "form", title: "Form", name: "form" },
  { column: "landing_path", title: "Landing page", name: "landing" },
  { column: "utm_source", title: "Campaign source (utm_source)", name: "source" },
  { column: "utm_medium", title: "Campaign medium (utm_medium)", name: "medium" },
  { column: "utm_campaign", title: "Campaign (utm_campaign)", name: "campaign" },
  { column: "referrer_host", title: "Referring site", name: "site" },
] as const satisfies readonly { column: keyof LeadSourceRow; title: string; name: string }[];

export type Dimension = (typeof DIMENSIONS)[number];

/** Whether visits can be told apart by `dimension`: all but the form. */
export const hasVisits = (dimension: Dimension) => dimension.column !== "form";

/** The view's form codes (the tables' form_source and source, and report-request) as people say them. */
const FORMS: Record<string, string> = {
  "contact-us-form": "Contact form",
  "demo-request-modal": "Demo request",
  "roi-calculator": "ROI estimate",
  "report-request": "Report download",
  "careers-notify": "Careers alert",
};

/** A visit without the value: no campaign parameter, no referrer, or a value the forms dropped. */
const NOT_SET = "(not set)";

export interface Line {
  /** The stored value, null when the leads had none. */
  value: string | null;
  label: string;
  /** Leads in each bucket of the period, in the period's order. */
  counts: number[];
  total: number;
  /** Leads in the period before. */
  previous: number;
  /** Visits in each bucket, in the period, and in the period before. */
  visitCounts: number[];
  visits: number;
  previousVisits: number;
}

/** Two dimensions side by side (`--by campaign,landing`): a line per pair of values that had either. */
export interface CrossView {
  dimensions: readonly [Dimension, Dimension];
  lines: (Line & { values: readonly [string | null, string | null]; labels: readonly [string, string] })[];
}

export interface SourceFigures {
  /** The period, with only the weeks or months that had a visit or a lead. */
  period: Period;
  all: Line;
  breakdowns: { dimension: Dimension; lines: Line[] }[];
  cross?: CrossView;
}

function label(dimension: Dimension, value: string | null): string {
  if (value === null) return NOT_SET;
  return dimension.column === "form" ? (FORMS[value] ?? value) : value;
}

const newLine = (value: string | null, name: string, buckets: number): Line => ({
  value,
  label: name,
  counts: Array<number>(buckets).fill(0),
  total: 0,
  previous: 0,
  visitCounts: Array<number>(buckets).fill(0),
  visits: 0,
  previousVisits: 0,
});

/** Most leads first, then most visits, then most before, then by name, so equal runs always print in one order. */
function byLeads(a: Line, b: Line): number {
  return (
    b.total - a.total ||
    b.visits - a.visits ||
    b.previous - a.previous ||
    (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)
  );
}

/**
 * `--by` read: "week" or "month", a pair of dimensions for a cross view ("campaign,landing"),
 * or both ("month,campaign,form"). Week, and no cross view, when absent.
 */
export function reportBy(by: string | undefined): { by: Granularity; pair?: readonly [Dimension, Dimension] } {
  const parts = (by ?? "week").split(",").map((part) => part.trim());
  const units = parts.filter((part): part is Granularity => part === "week" || part === "month");
  const dimensions = parts.flatMap((part) => DIMENSIONS.filter((dimension) => dimension.name === part));
  const [first, second] = dimensions;
  if (
    units.length + dimensions.length !== parts.length ||
    units.length > 1 ||
    (dimensions.length !== 0 && dimensions.length !== 2) ||
    (dimensions.length === 2 && first === second)
  )
    throw new Error(
      `--by takes week or month, two of ${DIMENSIONS.map((dimension) => dimension.name).join(", ")}, or both, got "${visible(by ?? "")}"`,
    );
  return { by: units[0] ?? "week", pair: first && second ? [first, second] : undefined };
}

/** A row of either kind: a lead row counts its leads, a visit row its visits. */
type Counted = Omit<LeadSourceRow, "form" | "leads"> & { form: string | null; leads: number; visits: number };

/** Only the buckets `keep` says, in every line. */
function keepBuckets<T extends Line>(line: T, keep: readonly number[]): T {
  return {
    ...line,
    counts: keep.map((index) => line.counts[index] ?? 0),
    visitCounts: keep.map((index) => line.visitCounts[index] ?? 0),
  };
}

/**
 * The view's lead rows and the visit rows summed per week or month of `period`, and per
 * period, for every dimension and, given `pair`, for each pair of its values. Weeks or months
 * with neither a visit nor a lead are left out.
 */
export function sourceFigures(
  rows: readonly LeadSourceRow[],
  period: Period,
  visitRows: readonly VisitRow[] = [],
  pair?: readonly [Dimension, Dimension],
): SourceFigures {
  const bucketIndex = new Map(period.buckets.map((start, index) => [start, index]));
  /** The bucket a day falls in, "previous", or undefined outside both periods. */
  const place = (day: string): number | "previous" | undefined => {
    if (day >= period.previousSince && day <= period.previousUntil) return "previous";
    if (day < period.since || day > period.until) return undefined;
    return bucketIndex.get(bucketStart(day, period.by));
  };
  const all = newLine(null, "All leads", period.buckets.length);
  const lines = DIMENSIONS.map(() => new Map<string | null, Line>());
  const pairs = new Map<string, CrossView["lines"][number]>();
  const add = (line: Line, where: number | "previous", row: Counted) => {
    if (where === "previous") {
      line.previous += row.leads;
      line.previousVisits += row.visits;
    } else {
      line.counts[where] = (line.counts[where] ?? 0) + row.leads;
      line.total += row.leads;
      line.visitCounts[where] = (line.visitCounts[where] ?? 0) + row.visits;
      line.visits += row.visits;
    }
  };
  const counted: Counted[] = [
    ...rows.map((row) => ({ ...row, leads: Number(row.leads), visits: 0 })),
    ...visitRows.map((row) => ({ ...row, form: null, leads: 0, visits: Number(row.visits) })),
  ];
  for (const row of counted) {
    const where = place(row.day);
    if (where === undefined) continue;
    add(all, where, row);
    DIMENSIONS.forEach((dimension, index) => {
      // A visit has no form: it counts in every breakdown but that one.
      if (row.form === null && !hasVisits(dimension)) return;
      const byValue = lines[index] as Map<string | null, Line>;
      const value = row[dimension.column];
      let line = byValue.get(value);
      if (!line) byValue.set(value, (line = newLine(value, label(dimension, value), period.buckets.length)));
      add(line, where, row);
    });
    if (pair && (row.form !== null || pair.every(hasVisits))) {
      const values = [row[pair[0].column], row[pair[1].column]] as const;
      const key = JSON.stringify(values);
      let line = pairs.get(key);
      if (!line) {
        const labels = [label(pair[0], values[0]), label(pair[1], values[1])] as const;
        line = { ...newLine(null, labels.join(" · "), period.buckets.length), values, labels };
        pairs.set(key, line);
      }
      add(line, where, row);
    }
  }
  const keep = period.buckets.flatMap((_, index) =>
    (all.counts[index] ?? 0) > 0 || (all.visitCounts[index] ?? 0) > 0 ? [index] : [],
  );
  return {
    period: { ...period, buckets: keep.map((index) => period.buckets[index] as string) },
    all: keepBuckets(all, keep),
    breakdowns: DIMENSIONS.map((dimension, index) => ({
      dimension,
      lines: [...(lines[index] as Map<string | null, Line>).values()]
        .sort(byLeads)
        .map((line) => keepBuckets(line, keep)),
    })),
    cross: pair && {
      dimensions: pair,
      lines: [...pairs.values()].sort(byLeads).map((line) => keepBuckets(line, keep)),
    },
  };
}

export const change = (line: Line): number => line.total - line.previous;

/** The change as a whole percentage of the period before; null when there were no leads before. */
export function percentChange(line: Line): number | null {
  return line.previous === 0 ? null : Math.round((100 * change(line)) / line.previous);
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** "+4 (+67%)", "-3 (-100%)", "+2 (new)", "0 (0%)": the change, and its share of the period before. */
export function changeText(line: Line): string {
  const percent = percentChange(line);
  if (percent !== null) return `${signed(change(line))} (${signed(percent)}%)`;
  return line.total ? `${signed(line.total)} (new)` : "0";
}

/** Leads per visit, null without visits. */
export const conversion = (leads: number, visits: number): number | null => (visits > 0 ? leads / visits : null);

/** "33.3%", or "–" without visits. */
export function conversionText(leads: number, visits: number): string {
  const rate = conversion(leads, visits);
  return rate === null ? "–" : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}
