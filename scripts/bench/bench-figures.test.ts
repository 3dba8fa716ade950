import { describe, expect, it } from "vitest";

import {
  type Column,
  type Figures,
  type Throttling,
  formatCls,
  median,
  missesGoal,
  peerTable,
  summarize,
  table,
  versus,
} from "./bench-figures.ts";

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

  it("holds each goal at its edge, under the method it is read on", () => {
    const met = (throttling: Throttling, key: Column, value: number) => !missesGoal(throttling, key, value);
    expect(met("simulated", "performance", 98)).toBe(true);
    expect(met("simulated", "performance", 97)).toBe(false);
    for (const category of ["accessibility", "best-practices", "seo"] as const) {
      expect(met("simulated", category, 100)).toBe(true);
      expect(met("simulated", category, 99)).toBe(false);
    }
    expect(met("applied", "fcpToFloor", 1.3)).toBe(true);
    expect(met("applied", "fcpToFloor", 1.31)).toBe(false);
    expect(met("applied", "lcpToFloor", 1.5)).toBe(true);
    expect(met("applied", "lcpToFloor", 1.51)).toBe(false);
    expect(met("simulated", "tbtOverFloor", 50)).toBe(true);
    expect(met("simulated", "tbtOverFloor", 51)).toBe(false);
    for (const throttling of ["applied", "simulated"] as const) {
      expect(met(throttling, "cls", 0)).toBe(true);
      expect(met(throttling, "cls", 0.0001)).toBe(false);
    }
    // Lantern's paint is reported beside, not judged; applied TBT and scores likewise.
    expect(met("simulated", "fcpToFloor", 2)).toBe(true);
    expect(met("simulated", "lcpToFloor", 2)).toBe(true);
    expect(met("applied", "tbtOverFloor", 500)).toBe(true);
    expect(met("applied", "performance", 50)).toBe(true);
    // No longer a goal of its own: LCP is read against the floor's.
    expect(met("applied", "lcpAfterFcp", 400)).toBe(true);
    // Read against the floor, not on their own.
    expect(met("simulated", "tbt", 500)).toBe(true);
    expect(met("applied", "fcp", 5000)).toBe(true);
  });

  it("compares each run with the peer's in the same round", () => {
    const ours = [run({ fcp: 900, lcp: 1000, tbt: 100 }), run({ fcp: 1800, lcp: 2000, tbt: 300 }), run({ fcp: 950 })];
    const peer = [run({ fcp: 1000, lcp: 1250, tbt: 150 }), run({ fcp: 2000, lcp: 2500, tbt: 200 }), run({ fcp: 1000 })];
    const against = versus(ours, peer);
    expect(against.fcp).toBeCloseTo(0.9);
    expect(against.lcp).toBeCloseTo(0.8);
    expect(against.tbt).toBe(0);
    expect(() => versus(ours, peer.slice(1))).toThrow();
  });

  it("marks where our page is behind the peer's, at or ahead passing", () => {
    const lines = peerTable([
      { label: "/", peer: "/", versus: { fcp: 1.004, lcp: 0.8, tbt: 0.4 } },
      { label: "/about", peer: "/about", versus: { fcp: 1.01, lcp: 1.2, tbt: 12 } },
    ]).split("\n");
    const home = lines.find((line) => line.startsWith("/ ")) ?? "";
    expect(home).toMatch(/^\/\s+\/\s+1\.00\s+0\.80\s+0$/);
    const about = lines.find((line) => line.startsWith("/about")) ?? "";
    expect(about).toContain("1.01 ✗");
    expect(about).toContain("1.20 ✗");
    expect(about).toContain("12 ✗");
    expect(lines.at(-1)).toMatch(/^goal\s+<= 1\.00\s+<= 1\.00\s+<= 0$/);
  });

  it("shows a layout shift too small for three places", () => {
    expect(formatCls(0)).toBe("0.000");
    expect(formatCls(0.0123)).toBe("0.012");
    expect(formatCls(0.0004)).toBe("0.0004");
  });

  it("reads a goal on the figure as printed", () => {
    const page = summarize([run({ fcp: 1000, lcp: 1150.4 })], [run({})]);
    const row = table([{ label: "/", summary: page, marked: true }], "applied").split("\n")[2] ?? "";
    expect(row).toContain(" 1.25 ");
    expect(row).toContain(" 1.44 ");
    expect(row).not.toContain("✗");
    const edge = summarize([run({ fcp: 1302, lcp: 1203 })], [run({ fcp: 1000, lcp: 800 })]);
    const edgeRow = table([{ label: "/", summary: edge, marked: true }], "applied").split("\n")[2] ?? "";
    expect(edgeRow).toContain(" 1.30 ");
    expect(edgeRow).toContain(" 1.50 ");
    expect(edgeRow).not.toContain("✗");
  });

  it("marks the goals a page misses under each method, and never the floor's", () => {
    const floor = summarize([run({ tbt: 20 })], [run({ tbt: 20 })]);
    const page = summarize(
      [run({ fcp: 1100, lcp: 1300, tbt: 80, cls: 0.0004, performance: 97, seo: 100 })],
      [run({ tbt: 20 })],
    );
    const rows = (throttling: Throttling) =>
      table(
        [
          { label: "floor", summary: floor, marked: false },
          { label: "/", summary: page, marked: true },
        ],
        throttling,
      ).split("\n");
    const simulated = rows("simulated");
    const lantern = simulated.find((line) => line.startsWith("/ ")) ?? "";
    expect(lantern).toContain("97 ✗");
    expect(lantern).toContain("0.0004 ✗");
    // TBT 80 is 60 over the floor's 20: the difference misses, the TBT itself is not marked.
    expect(lantern).toContain("60 ✗");
    expect(lantern).not.toContain("80 ✗");
    expect(lantern).not.toContain("100 ✗");
    // Lantern's paint ratios are shown, not judged.
    expect(lantern).toContain(" 1.38 ");
    expect(lantern).not.toContain("1.38 ✗");
    expect(simulated.find((line) => line.startsWith("floor"))).not.toContain("✗");
    expect(simulated.at(-1)).toMatch(/^goal\s+>= 98\s+100\s+100\s+100\b/);

    const applied = rows("applied");
    const devtools = applied.find((line) => line.startsWith("/ ")) ?? "";
    expect(devtools).toContain("1.38 ✗");
    expect(devtools).toContain("1.63 ✗");
    expect(devtools).toContain("0.0004 ✗");
    expect(devtools).not.toContain("97 ✗");
    expect(devtools).not.toContain("60 ✗");
    expect(applied.at(-1)).toMatch(/^goal\s+0\s+<= 1\.30\s+<= 1\.50$/);
  });
});
