import { describe, expect, it } from "vitest";

import { type Figures, median, summarize, table } from "./bench-figures.ts";

const run = (overrides: Partial<Figures>): Figures => ({
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  fcp: 800,
  lcp: 800,
  tbt: 0,
  cls: 0,
  kib: 100,
  ...overrides,
});

describe("bench figures", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it("compares each run with the floor of its own round", () => {
    // Round 2 ran on a busy host: page and floor both slowed, the ratio did not move.
    const page = [run({ fcp: 1000, lcp: 1100 }), run({ fcp: 2000, lcp: 2200 }), run({ fcp: 1040, lcp: 1140 })];
    const floor = [run({ fcp: 800, lcp: 800 }), run({ fcp: 1600, lcp: 1600 }), run({ fcp: 800, lcp: 800 })];
    const summary = summarize(page, floor);
    expect(summary.fcp).toBe(1040);
    expect(summary.fcpToFloor).toBeCloseTo(1.25);
    expect(summary.lcpToFloor).toBeCloseTo(1.375);
    expect(summary.lcpAfterFcp).toBe(100);
  });

  it("refuses runs that do not pair with the floor's", () => {
    expect(() => summarize([run({})], [])).toThrow();
  });

  it("marks the goals a page misses, and never the floor's", () => {
    const floor = summarize([run({})], [run({})]);
    const page = summarize([run({ fcp: 1100, lcp: 1300, tbt: 80, performance: 99 })], [run({})]);
    const lines = table([
      { label: "floor", summary: floor, marked: false },
      { label: "/", summary: page, marked: true },
    ]).split("\n");
    const row = lines.find((line) => line.startsWith("/ ")) ?? "";
    expect(row).toContain("99 ✗");
    expect(row).toContain("80 ✗");
    expect(row).toContain("1.38 ✗");
    expect(row).toContain("200 ✗");
    expect(lines.find((line) => line.startsWith("floor"))).not.toContain("✗");
  });
});
