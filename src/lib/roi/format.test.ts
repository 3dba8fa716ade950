import { describe, expect, it } from "vitest";

import { NO_FIGURE, formatBps, formatCount, formatMonths, formatPercent, formatRupees } from "./format.ts";

describe("Indian notation", () => {
  it.each([
    [0, "₹0"],
    [999.6, "₹1,000"],
    [45_000, "₹45,000"],
    [99_999, "₹99,999"],
    [100_000, "₹1 lakh"],
    [360_000, "₹3.6 lakh"],
    [3_333_333.33, "₹33.33 lakh"],
    [10_000_000, "₹1 crore"],
    [123_456_789, "₹12.35 crore"],
    [1.2e19, "₹12,00,00,00,00,000 crore"],
    [-25_000_000, "-₹2.5 crore"],
  ])("writes %d rupees as %s", (value, text) => {
    expect(formatRupees(value)).toBe(text);
  });

  it("groups counts in lakh and crore", () => {
    expect(formatCount(10_000_000)).toBe("1,00,00,000");
    expect(formatCount(53_760)).toBe("53,760");
    expect(formatCount(2.5, 1)).toBe("2.5");
  });

  it("words payback periods", () => {
    expect(formatMonths(0)).toBe("Under 1 month");
    expect(formatMonths(1)).toBe("1 month");
    expect(formatMonths(1.4173)).toBe("1.4 months");
    expect(formatMonths(14.2)).toBe("14 months");
  });

  it("never prints NaN or Infinity", () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatRupees(value)).toBe(NO_FIGURE);
      expect(formatCount(value)).toBe(NO_FIGURE);
      expect(formatPercent(value)).toBe(NO_FIGURE);
      expect(formatBps(value)).toBe(NO_FIGURE);
      expect(formatMonths(value)).toBe(NO_FIGURE);
    }
  });
});
