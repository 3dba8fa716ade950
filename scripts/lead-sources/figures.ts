// The figures of a sources report, summed from the rows of the database's view
// public.lead_sources (supabase/migrations/20251130000000_lead_sources.sql): counts per day,
// so the CLI, the dashboard and any SQL count leads by one definition. Counts only: nothing
// here can name a person.
import { type Period, bucketStart } from "./period.ts";

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

/** What a report breaks the leads down by: the view's columns, with the labels the notification e-mails use. */
export const DIMENSIONS = [
  { column: "form", title: "Form" },
  { column: "landing_path", title: "Landing page" },
  { column: "utm_source", title: "Campaign source (utm_source)" },
  { column: "utm_medium", title: "Campaign medium (utm_medium)" },
  { column: "utm_campaign", title: "Campaign (utm_campaign)" },
  { column: "referrer_host", title: "Referring site" },
] as const satisfies readonly { column: keyof LeadSourceRow; title: string }[];

export type Dimension = (typeof DIMENSIONS)[number];

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
}

export interface SourceFigures {
  period: Period;
  all: Line;
  breakdowns: { dimension: Dimension; lines: Line[] }[];
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
});

/** Most leads first, then most before, then by name, so equal runs always print in one order. */
function byLeads(a: Line, b: Line): number {
  return b.total - a.total || b.previous - a.previous || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
}

/** The view's rows summed per week or month of `period`, and per period, for every dimension. */
export function sourceFigures(rows: readonly LeadSourceRow[], period: Period): SourceFigures {
  const bucketIndex = new Map(period.buckets.map((start, index) => [start, index]));
  /** The bucket a day falls in, "previous", or undefined outside both periods. */
  const place = (day: string): number | "previous" | undefined => {
    if (day >= period.previousSince && day <= period.previousUntil) return "previous";
    if (day < period.since || day > period.until) return undefined;
    return bucketIndex.get(bucketStart(day, period.by));
  };
  const all = newLine(null, "All leads", period.buckets.length);
  const lines = DIMENSIONS.map(() => new Map<string | null, Line>());
  const add = (line: Line, where: number | "previous", leads: number) => {
    if (where === "previous") line.previous += leads;
    else {
      line.counts[where] = (line.counts[where] ?? 0) + leads;
      line.total += leads;
    }
  };
  for (const row of rows) {
    const where = place(row.day);
    if (where === undefined) continue;
    const leads = Number(row.leads);
    add(all, where, leads);
    DIMENSIONS.forEach((dimension, index) => {
      const byValue = lines[index] as Map<string | null, Line>;
      const value = row[dimension.column];
      let line = byValue.get(value);
      if (!line) byValue.set(value, (line = newLine(value, label(dimension, value), period.buckets.length)));
      add(line, where, leads);
    });
  }
  return {
    period,
    all,
    breakdowns: DIMENSIONS.map((dimension, index) => ({
      dimension,
      lines: [...(lines[index] as Map<string | null, Line>).values()].sort(byLeads),
    })),
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
