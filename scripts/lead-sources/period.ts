// The days a sources report covers. Days are India's (Asia/Kolkata, the site's market), the
// same days the database's view counts each lead on
// (supabase/migrations/20251130000000_lead_sources.sql); a day is its YYYY-MM-DD text, and
// the arithmetic below is on UTC midnights, which no time zone shifts.
import { visible } from "#scripts/terminal-text.ts";

export const REPORT_TIME_ZONE = "Asia/Kolkata";

const GRANULARITIES = ["week", "month"] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** Without --since: the last 12 weeks, or 6 months, the current one (so far) included. */
const DEFAULT_SPAN: Record<Granularity, number> = { week: 12, month: 6 };

export interface Period {
  by: Granularity;
  /** The first and last day counted (the last is today), both included. */
  since: string;
  until: string;
  days: number;
  /** The same number of days immediately before `since`, which the changes compare with. */
  previousSince: string;
  previousUntil: string;
  /** The first day of each week (its Monday) or month the period touches, oldest first. */
  buckets: string[];
}

const DAY_MS = 86_400_000;
const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const addDays = (day: string, count: number) => dayOf(time(day) + count * DAY_MS);

function addMonths(firstOfMonth: string, count: number): string {
  const date = new Date(time(firstOfMonth));
  return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1));
}

/** `now`'s date in India. */
export function indiaDay(now: Date): string {
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: REPORT_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The first day of `day`'s ISO week (a Monday) or month. */
export function bucketStart(day: string, by: Granularity): string {
  if (by === "month") return `${day.slice(0, 7)}-01`;
  const sinceMonday = (new Date(time(day)).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

const nextBucket = (start: string, by: Granularity) => (by === "week" ? addDays(start, 7) : addMonths(start, 1));

/** `--by` as a granularity (week when absent), or an error naming what was wrong. */
export function granularity(value: string | undefined): Granularity {
  if (value === undefined) return "week";
  if ((GRANULARITIES as readonly string[]).includes(value)) return value as Granularity;
  throw new Error(`--by must be week or month, got "${visible(value)}"`);
}

/** A calendar date as YYYY-MM-DD, or an error naming the option. */
function calendarDay(value: string, option = "--since"): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(time(value)) || dayOf(time(value)) !== value)
    throw new Error(`${option} takes a date such as 2025-11-03 (a day in India time), got "${visible(value)}"`);
  return value;
}

/**
 * The report's days: from `since` (by default the start of the week or month DEFAULT_SPAN
 * before the current one) to today in India, the period before it, and its weeks or months.
 */
export function reportPeriod({ since, by, now }: { since?: string; by: Granularity; now: Date }): Period {
  const until = indiaDay(now);
  const current = bucketStart(until, by);
  const first =
    since === undefined
      ? by === "week"
        ? addDays(current, -7 * (DEFAULT_SPAN.week - 1))
        : addMonths(current, -(DEFAULT_SPAN.month - 1))
      : calendarDay(since);
  if (first > until) throw new Error(`--since ${first} is after today (${until} in India time)`);
  const days = (time(until) - time(first)) / DAY_MS + 1;
  const buckets: string[] = [];
  for (let start = bucketStart(first, by); start <= until; start = nextBucket(start, by)) buckets.push(start);
  return {
    by,
    since: first,
    until,
    days,
    previousSince: addDays(first, -days),
    previousUntil: addDays(first, -1),
    buckets,
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "3 Nov 2025": the day as people in India write it, the same in every locale the CLI runs in. */
export function longDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${Number(date)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** A bucket as a column head: "3 Nov" for the week from that Monday, "Nov 2025" for a month. */
export function bucketLabel(start: string, by: Granularity): string {
  const [year, month, date] = start.split("-");
  const name = MONTHS[Number(month) - 1];
  return by === "week" ? `${Number(date)} ${name}` : `${name} ${year}`;
}

/** A bucket in full, for titles and tooltips: "Week of 3 Nov 2025", "Nov 2025". */
export function bucketTitle(start: string, by: Granularity): string {
  return by === "week" ? `Week of ${longDay(start)}` : bucketLabel(start, by);
}
