import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";

import {
  type InteractionRun,
  interactionTable,
  missesInteractionGoal,
  summarizeInteractions,
  timespanFigures,
} from "./interaction-figures.ts";

/** The part of a timespan report the figures read. */
const report = (audits: Record<string, number | undefined>, gatherMode = "timespan") =>
  ({
    gatherMode,
    finalDisplayedUrl: "http://127.0.0.1/contact",
    audits: Object.fromEntries(Object.entries(audits).map(([id, numericValue]) => [id, { id, numericValue }])),
  }) as unknown as Result;

const run = (overrides: Partial<InteractionRun>): InteractionRun => ({
  inp: 40,
  tbt: 0,
  shown: 30,
  afterLoad: 900,
  ...overrides,
});

describe("interaction figures", () => {
  it("reads INP and TBT from a timespan, and no INP where Lighthouse saw no interaction", () => {
    expect(timespanFigures(report({ "interaction-to-next-paint": 56, "total-blocking-time": 12 }))).toEqual({
      inp: 56,
      tbt: 12,
    });
    expect(timespanFigures(report({ "interaction-to-next-paint": undefined, "total-blocking-time": 0 })).inp).toBe(
      null,
    );
    expect(() => timespanFigures(report({ "interaction-to-next-paint": 56 }))).toThrow(/total-blocking-time/);
    expect(() => timespanFigures(report({ "total-blocking-time": 0 }, "navigation"))).toThrow(/timespan/);
  });

  it("takes medians over the rounds that recorded each figure, and counts them", () => {
    const summary = summarizeInteractions([
      run({ inp: 40, tbt: 10, shown: 30, afterLoad: 800 }),
      run({ inp: null, tbt: 90, shown: null, afterLoad: 1000 }),
      run({ inp: 80, tbt: 30, shown: 70, afterLoad: 1200 }),
    ]);
    expect(summary).toEqual({
      inp: 60,
      tbt: 30,
      shown: 50,
      afterLoad: 1000,
      runs: 3,
      recorded: 2,
      responded: 2,
    });
    expect(summarizeInteractions([run({ inp: null, shown: null })])).toMatchObject({ inp: null, shown: null });
    expect(() => summarizeInteractions([])).toThrow();
  });

  it("holds INP to 100 ms and every round to a recorded interaction and a response", () => {
    const misses = (runs: InteractionRun[]) => missesInteractionGoal(summarizeInteractions(runs));
    expect(misses([run({ inp: 100 })])).toEqual({ inp: false, shown: false });
    expect(misses([run({ inp: 101 })])).toEqual({ inp: true, shown: false });
    expect(misses([run({ inp: null })]).inp).toBe(true);
    // A median under the goal still misses when one round's press was not seen at all.
    expect(misses([run({ inp: 40 }), run({ inp: 40 }), run({ inp: null })]).inp).toBe(true);
    expect(misses([run({}), run({ shown: null })])).toEqual({ inp: false, shown: true });
  });

  it("prints a row a flow, misses marked, and the goal", () => {
    const lines = interactionTable([
      { label: "open report form", path: "/", summary: summarizeInteractions([run({ inp: 35 })]) },
      {
        label: "submit empty contact",
        path: "/contact",
        summary: summarizeInteractions([run({ inp: 120 }), run({ inp: 130, shown: null })]),
      },
      { label: "change ROI input", path: "/roi-calculator", summary: summarizeInteractions([run({ inp: null })]) },
    ]).split("\n");
    expect(lines[0]).toMatch(/^Interaction\s+Page\s+INP ms/);
    // The page's path starts where its heading does.
    expect(lines[2]?.indexOf("/ ")).toBe(lines[0]?.indexOf("Page"));
    const row = (label: string) => lines.find((line) => line.startsWith(label)) ?? "";
    expect(row("open report form")).not.toContain("✗");
    expect(row("submit empty contact")).toContain("125 ✗");
    expect(row("submit empty contact")).toContain("30 (1/2) ✗");
    expect(row("change ROI input")).toContain("none ✗");
    expect(lines.at(-1)).toMatch(/^goal\s+<= 100\s+every round$/);
  });
});
