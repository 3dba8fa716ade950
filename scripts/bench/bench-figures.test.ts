import { describe, expect, it } from "vitest";

import { type Column, type Figures, formatCls, median, missesGoal, summarize, table } from "./bench-figures.ts";

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

  it("takes each round's TBT over the floor's in that round", () => {
    const page = [run({ tbt: 120 }), run({ tbt: 400 }), run({ tbt: 90 })];
    const floor = [run({ tbt: 40 }), run({ tbt: 300 }), run({ tbt: 60 })];
    expect(summarize(page, floor).tbtOverFloor).toBe(80);
  });

  it("holds each goal at its edge", () => {
    const met = (key: Column, value: number) => !missesGoal(key, value);
    expect(met("performance", 99)).toBe(true);
    expect(met("performance", 98)).toBe(false);
    for (const category of ["accessibility", "best-practices", "seo"] as const) {
      expect(met(category, 100)).toBe(true);
      expect(met(category, 99)).toBe(false);
    }
    expect(met("fcpToFloor", 1.3)).toBe(true);
    expect(met("fcpToFloor", 1.31)).toBe(false);
    expect(met("lcpAfterFcp", 150)).toBe(true);
    expect(met("lcpAfterFcp", 151)).toBe(false);
    expect(met("tbtOverFloor", 50)).toBe(true);
    expect(met("tbtOverFloor", 51)).toBe(false);
    expect(met("cls", 0)).toBe(true);
    expect(met("cls", 0.0001)).toBe(false);
    // Read against the floor, not on their own.
    expect(met("tbt", 500)).toBe(true);
    expect(met("fcp", 5000)).toBe(true);
  });

  it("shows a layout shift too small for three places", () => {
    expect(formatCls(0)).toBe("0.000");
    expect(formatCls(0.0123)).toBe("0.012");
    expect(formatCls(0.0004)).toBe("0.0004");
  });

  it("reads a goal on the figure as printed", () => {
    const page = summarize([run({ fcp: 1000, lcp: 1150.4 })], [run({})]);
    const row = table([{ label: "/", summary: page, marked: true }]).split("\n")[2] ?? "";
    expect(row).toContain(" 150 ");
    expect(row).not.toContain("✗");
  });

  it("marks the goals a page misses, and never the floor's", () => {
    const floor = summarize([run({ tbt: 20 })], [run({ tbt: 20 })]);
    const page = summarize(
      [run({ fcp: 1100, lcp: 1300, tbt: 80, cls: 0.0004, performance: 98, seo: 100 })],
      [run({ tbt: 20 })],
    );
    const lines = table([
      { label: "floor", summary: floor, marked: false },
      { label: "/", summary: page, marked: true },
    ]).split("\n");
    const row = lines.find((line) => line.startsWith("/ ")) ?? "";
    expect(row).toContain("98 ✗");
    expect(row).toContain("0.0004 ✗");
    expect(row).toContain("1.38 ✗");
    expect(row).toContain("200 ✗");
    // TBT 80 is 60 over the floor's 20: the difference misses, the TBT itself is not marked.
    expect(row).toContain("60 ✗");
    expect(row).not.toContain("80 ✗");
    expect(row).not.toContain("100 ✗");
    expect(lines.find((line) => line.startsWith("floor"))).not.toContain("✗");
    expect(lines.at(-1)).toMatch(/^goal\s+>= 99\s+100\s+100\s+100\b/);
  });
});
