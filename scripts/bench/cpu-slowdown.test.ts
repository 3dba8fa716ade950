import { describe, expect, it } from "vitest";

import { calibratedCpuSlowdown } from "./cpu-slowdown.ts";

describe("calibrated CPU slowdown", () => {
  it("matches Lighthouse's calculator at its anchor points", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBe(4);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
  });

  it("never slows a very weak host by less than 1x", () => {
    expect(calibratedCpuSlowdown(60)).toBe(1);
  });
});
