import { describe, expect, it } from "vitest";

import { indianDigits } from "./indian-digits.ts";

const intl = (value: number, fractionDigits: number) =>
  new Intl.NumberFormat("en-IN", { maximumFractionDigits: fractionDigits }).format(value);

describe("Indian digit grouping without Intl", () => {
  it.each([
    [0, 0, "0"],
    [999, 0, "999"],
    [1000, 0, "1,000"],
    [53_760, 0, "53,760"],
    [10_000_000, 0, "1,00,00,000"],
    [2.5, 1, "2.5"],
    [2.5, 0, "3"],
    [-2.5, 0, "-3"],
    [1.005, 2, "1.01"],
    [66_308.015, 2, "66,308.02"],
    [12.3456, 2, "12.35"],
    [-1_234_567.891, 2, "-12,34,567.89"],
  ])("writes %d with at most %d decimals as %s", (value, fractionDigits, text) => {
    expect(indianDigits(value, fractionDigits)).toBe(text);
  });

  it("writes every number as Intl's en-IN format does", () => {
    // A fixed sequence, so a failure names the same numbers on every run.
    let seed = 20_261_201;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const values = [-0, 0.5, 1.5, 0.125, 0.375, -0.4, 1e20, 9.99e20, 2e21, -3e22, Number.NaN, Infinity, -Infinity];
    for (let i = 0; i < 3000; i++) {
      const magnitude = 10 ** Math.floor(next() * 16 - 3);
      const value = (next() - 0.3) * magnitude;
      values.push(value, Math.round(value * 200) / 200);
    }
    for (const value of values) {
      for (const fractionDigits of [0, 1, 2]) {
        expect(indianDigits(value, fractionDigits), `${value} to ${fractionDigits} decimals`).toBe(
          intl(value, fractionDigits),
        );
      }
    }
  });
});
