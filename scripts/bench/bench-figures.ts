// What `npm run bench` reads from each Lighthouse report, and how it sums a page's runs up
// against the floor page measured in the same rounds (scripts/bench/bench-floor.ts).
import type { Result } from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
type Metric = "fcp" | "lcp" | "tbt" | "cls" | "kib";
export type Figures = Record<Category | Metric, number>;

const METRIC_AUDITS: Record<Metric, string> = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  kib: "total-byte-weight",
};

/** One audited load: the figures, and the host's benchmarkIndex at the time. */
export interface Run {
  figures: Figures;
  benchmarkIndex: number;
}

/** A page's medians, and how far it is from the floor measured in the same rounds. */
export interface Summary extends Figures {
  /** Median over rounds of the page's FCP divided by the floor's FCP in that round. */
  fcpToFloor: number;
  /** The same for LCP. */
  lcpToFloor: number;
  /** Median over runs of LCP minus FCP. */
  lcpAfterFcp: number;
  /** Median over rounds of the page's TBT minus the floor's TBT in that round. */
  tbtOverFloor: number;
}

export type Column = keyof Summary;

/** How Lighthouse slows the load: DevTools' throttling applied to the browser, or Lantern's simulation of an unthrottled load. */
export const THROTTLING = ["applied", "simulated"] as const;
export type Throttling = (typeof THROTTLING)[number];

interface Goal {
  text: string;
  met: (value: number) => boolean;
}

/**
 * The goals of issue 37, read on the mobile preset against the floor measured in the same
 * rounds: paint under applied throttling, where a browser draws what it has without waiting
 * for modules Lantern would count; the scores and TBT under simulation, Lighthouse's default.
 */
export const GOALS: Record<Throttling, Partial<Record<Column, Goal>>> = {
  applied: {
    // Any layout shift at all misses: CLS 0.
    cls: { text: "0", met: (value) => value === 0 },
    fcpToFloor: { text: "<= 1.30", met: (value) => value <= 1.3 },
    lcpToFloor: { text: "<= 1.50", met: (value) => value <= 1.5 },
  },
  simulated: {
    performance: { text: ">= 98", met: (value) => value >= 98 },
    accessibility: { text: "100", met: (value) => value === 100 },
    "best-practices": { text: "100", met: (value) => value === 100 },
    seo: { text: "100", met: (value) => value === 100 },
    cls: { text: "0", met: (value) => value === 0 },
    tbtOverFloor: { text: "<= 50", met: (value) => value <= 50 },
  },
};

/** CLS to three places; a shift too small for them still shows, since the goal is none at all. */
export function formatCls(value: number): string {
  return value === 0 || value >= 0.001 ? value.toFixed(3) : value.toPrecision(1);
}

export const COLUMNS: { key: Column; label: string; format: (value: number) => string }[] = [
  { key: "performance", label: "Perf", format: String },
  { key: "accessibility", label: "A11y", format: String },
  { key: "best-practices", label: "BP", format: String },
  { key: "seo", label: "SEO", format: String },
  { key: "fcp", label: "FCP ms", format: (value) => value.toFixed(0) },
  { key: "lcp", label: "LCP ms", format: (value) => value.toFixed(0) },
  { key: "tbt", label: "TBT ms", format: (value) => value.toFixed(0) },
  { key: "cls", label: "CLS", format: formatCls },
  { key: "kib", label: "KiB", format: (value) => value.toFixed(0) },
  { key: "fcpToFloor", label: "FCP/floor", format: (value) => value.toFixed(2) },
  { key: "lcpToFloor", label: "LCP/floor", format: (value) => value.toFixed(2) },
  { key: "lcpAfterFcp", label: "LCP-FCP ms", format: (value) => value.toFixed(0) },
  { key: "tbtOverFloor", label: "TBT-floor ms", format: (value) => value.toFixed(0) },
];

export function figures(lhr: Result): Figures {
  const entries = [
    ...CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      if (score === null || score === undefined) throw new Error(`no ${id} score for ${lhr.finalDisplayedUrl}`);
      return [id, Math.round(score * 100)] as const;
    }),
    ...(Object.entries(METRIC_AUDITS) as [Metric, string][]).map(([metric, id]) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`no ${id} value for ${lhr.finalDisplayedUrl}`);
      return [metric, metric === "kib" ? value / 1024 : value] as const;
    }),
  ];
  return Object.fromEntries(entries) as Figures;
}

export function median(values: readonly number[]): number {
  if (!values.length) throw new Error("no values to take the median of");
  const sorted = [...values].sort((a, b) => a - b);
  const centre = (sorted.length - 1) / 2;
  // The middle value, or the mean of the middle two.
  const middle = sorted.filter((_, index) => Math.abs(index - centre) < 1);
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
}

/** A page against another measured in the same rounds: medians of each round's ratio, or difference for TBT. */
export interface Versus {
  fcp: number;
  lcp: number;
  tbt: number;
}

/**
 * `runs[i]` and `reference[i]` come from the same round, so each ratio compares two loads made
 * moments apart on the same host.
 */
export function versus(runs: readonly Figures[], reference: readonly Figures[]): Versus {
  if (runs.length !== reference.length)
    throw new Error(`${runs.length} runs of a page against ${reference.length} of the page it is compared with`);
  const each = (compare: (run: Figures, other: Figures) => number) =>
    median(runs.map((run, index) => compare(run, reference[index] as Figures)));
  return {
    fcp: each((run, other) => run.fcp / other.fcp),
    lcp: each((run, other) => run.lcp / other.lcp),
    tbt: each((run, other) => run.tbt - other.tbt),
  };
}

/** A page's runs summed up against the floor's. */
export function summarize(runs: readonly Figures[], floor: readonly Figures[]): Summary {
  const toFloor = versus(runs, floor);
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    "best-practices": of("best-practices"),
    seo: of("seo"),
    fcp: of("fcp"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
    kib: of("kib"),
    fcpToFloor: toFloor.fcp,
    lcpToFloor: toFloor.lcp,
    lcpAfterFcp: median(runs.map((run) => run.lcp - run.fcp)),
    tbtOverFloor: toFloor.tbt,
  };
}

export function missesGoal(throttling: Throttling, key: Column, value: number): boolean {
  const goal = GOALS[throttling][key];
  return goal !== undefined && !goal.met(value);
}

/** Rows of cells as plain text, the first columns left-aligned, and a rule as wide as the columns. */
export function aligned(rows: readonly (readonly string[])[], leftColumns = 1): { lines: string[]; rule: string } {
  const widths = (rows[0] ?? []).map((_, index) => Math.max(...rows.map((row) => (row[index] ?? "").length)));
  const lines = rows.map((row) =>
    row
      .map((cell, index) => (index < leftColumns ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
  return { lines, rule: widths.map((width) => "-".repeat(width)).join("  ") };
}

/**
 * A plain-text table of pages and their summaries, goals in the last row, misses marked ✗. A
 * goal is read on the figure as printed: an LCP 150.4 ms after FCP shows, and passes, as 150.
 */
export function table(
  rows: readonly { label: string; summary: Summary; marked: boolean }[],
  throttling: Throttling,
): string {
  const header = ["Page", ...COLUMNS.map((column) => column.label)];
  const cells = rows.map(({ label, summary, marked }) => [
    label,
    ...COLUMNS.map(({ key, format }) => {
      const printed = format(summary[key]);
      return printed + (marked && missesGoal(throttling, key, Number(printed)) ? " ✗" : "");
    }),
  ]);
  const goals = ["goal", ...COLUMNS.map(({ key }) => GOALS[throttling][key]?.text ?? "")];
  const { lines, rule } = aligned([header, ...cells, goals]);
  return [lines[0], rule, ...lines.slice(1, -1), rule, lines.at(-1)].join("\n");
}

/** Issue 37's goal against the peer: at or ahead of it on FCP, LCP and TBT, by both methods. */
export const PEER_GOALS: Record<keyof Versus, Goal> = {
  fcp: { text: "<= 1.00", met: (value) => value <= 1 },
  lcp: { text: "<= 1.00", met: (value) => value <= 1 },
  tbt: { text: "<= 0", met: (value) => value <= 0 },
};

const PEER_COLUMNS: { key: keyof Versus; label: string; format: (value: number) => string }[] = [
  { key: "fcp", label: "FCP/peer", format: (value) => value.toFixed(2) },
  { key: "lcp", label: "LCP/peer", format: (value) => value.toFixed(2) },
  { key: "tbt", label: "TBT-peer ms", format: (value) => value.toFixed(0) },
];

/** Our pages against the peer's, misses marked ✗ as in `table`, on the figure as printed. */
export function peerTable(rows: readonly { label: string; peer: string; versus: Versus }[]): string {
  const header = ["Page", "peer page", ...PEER_COLUMNS.map((column) => column.label)];
  const cells = rows.map(({ label, peer, versus: against }) => [
    label,
    peer,
    ...PEER_COLUMNS.map(({ key, format }) => {
      const printed = format(against[key]);
      return printed + (PEER_GOALS[key].met(Number(printed)) ? "" : " ✗");
    }),
  ]);
  const goals = ["goal", "", ...PEER_COLUMNS.map(({ key }) => PEER_GOALS[key].text)];
  const { lines, rule } = aligned([header, ...cells, goals], 2);
  return [lines[0], rule, ...lines.slice(1, -1), rule, lines.at(-1)].join("\n");
}
