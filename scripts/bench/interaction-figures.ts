// What `npm run bench` reads from each first-interaction timespan (scripts/bench/interactions.ts),
// and how it sums a flow's rounds up: medians, the INP goal, and a plain-text table.
import type { Result } from "lighthouse";

import { aligned, median } from "./bench-figures.ts";

/** One timespan around one first interaction. */
export interface InteractionRun {
  /** Lighthouse's interaction-to-next-paint; null when it recorded no interaction. */
  inp: number | null;
  /** Lighthouse's total-blocking-time over the timespan. */
  tbt: number;
  /** From the press to its response reaching the DOM; null when it never did. */
  shown: number | null;
  /** From the end of the load event to the press. */
  afterLoad: number;
}

/** A flow's medians over its rounds, and how many rounds recorded an interaction and showed a response. */
export interface InteractionSummary {
  /** Median over the rounds that recorded an interaction; null when none did. */
  inp: number | null;
  tbt: number;
  /** Median over the rounds that showed a response; null when none did. */
  shown: number | null;
  afterLoad: number;
  runs: number;
  recorded: number;
  responded: number;
}

/** Issue 26: the first interaction's INP at the preset's 4x CPU, with no pointer move before it. */
export const INP_GOAL = { text: "<= 100", met: (value: number) => value <= 100 };

/** INP and TBT from a timespan's report; INP is not applicable there when no interaction was seen. */
export function timespanFigures(lhr: Result): Pick<InteractionRun, "inp" | "tbt"> {
  if (lhr.gatherMode !== "timespan") throw new Error(`expected a timespan report, got a ${lhr.gatherMode}`);
  const tbt = lhr.audits["total-blocking-time"]?.numericValue;
  if (tbt === undefined) throw new Error(`no total-blocking-time value for ${lhr.finalDisplayedUrl}`);
  const inp = lhr.audits["interaction-to-next-paint"]?.numericValue;
  return { inp: inp ?? null, tbt };
}

const medianOrNull = (values: readonly (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length ? median(present) : null;
};

export function summarizeInteractions(runs: readonly InteractionRun[]): InteractionSummary {
  if (!runs.length) throw new Error("no rounds of the flow to sum up");
  return {
    inp: medianOrNull(runs.map((run) => run.inp)),
    tbt: median(runs.map((run) => run.tbt)),
    shown: medianOrNull(runs.map((run) => run.shown)),
    afterLoad: median(runs.map((run) => run.afterLoad)),
    runs: runs.length,
    recorded: runs.filter((run) => run.inp !== null).length,
    responded: runs.filter((run) => run.shown !== null).length,
  };
}

/**
 * Misses when the median INP is over the goal, or when any round pressed without Lighthouse
 * seeing an interaction or without the page responding: a first press that does nothing fails
 * the visitor whatever its INP.
 */
export function missesInteractionGoal(summary: InteractionSummary): { inp: boolean; shown: boolean } {
  return {
    inp: summary.inp === null || !INP_GOAL.met(summary.inp) || summary.recorded < summary.runs,
    shown: summary.responded < summary.runs,
  };
}

/** "35", "35 (2/3)" when only some rounds count, or "none". */
function partial(value: number | null, counted: number, runs: number): string {
  if (value === null) return "none";
  return value.toFixed(0) + (counted < runs ? ` (${counted}/${runs})` : "");
}

/** A plain-text table of flows and their medians, the goal in the last row, misses marked ✗. */
export function interactionTable(
  rows: readonly { label: string; path: string; summary: InteractionSummary }[],
): string {
  const header = ["Interaction", "Page", "INP ms", "TBT ms", "Shown ms", "Pressed after load ms"];
  const cells = rows.map(({ label, path, summary }) => {
    const misses = missesInteractionGoal(summary);
    const mark = (cell: string, missed: boolean) => cell + (missed ? " ✗" : "");
    return [
      label,
      path,
      mark(partial(summary.inp, summary.recorded, summary.runs), misses.inp),
      summary.tbt.toFixed(0),
      mark(partial(summary.shown, summary.responded, summary.runs), misses.shown),
      summary.afterLoad.toFixed(0),
    ];
  });
  const goals = ["goal", "", INP_GOAL.text, "", "every round", ""];
  const { lines, rule } = aligned([header, ...cells, goals], 2);
  return [lines[0], rule, ...lines.slice(1, -1), rule, lines.at(-1)].join("\n");
}
