import { describe, expect, it } from "vitest";

import { institutionTypes } from "#src/content/roi-calculator.ts";
import { roiExamples } from "#tests/support/roi-calculator.ts";

import { fieldLimits, numberFields } from "./fields.ts";
import { type RoiEstimate, type RoiValues, estimate } from "./model.ts";

const bank: RoiValues = { ...roiExamples.bank };

/** Every number in an estimate, however deeply nested. */
function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

const allFinite = (result: RoiEstimate) => numbersIn(result).every(Number.isFinite);

describe("ROI model", () => {
  it("works the default bank example through to payback and three years", () => {
    const result = estimate(bank);
    expect(result.annualValue).toBe(600_000_000_000);
    expect(result.fraudLossesToday).toBe(120_000_000);
    expect(result.fraudLossRateBps).toBeCloseTo(2, 10);
    expect(result.fraudLossesAvoided).toBeCloseTo(36_000_000, 4);
    // 95% false positives x 85% less review = 80.75%, capped at the 70% cost claim.
    expect(result.reviewCostToday).toBe(40_000_000);
    expect(result.reviewCostSaved).toBeCloseTo(28_000_000, 4);
    expect(result.analystsFreed).toBeCloseTo(28, 10);
    expect(result.analystHoursSaved).toBeCloseTo(53_760, 6);
    expect(result.penaltyExposureToday).toBeCloseTo(6_666_666.67, 1);
    expect(result.penaltyExposureReduced).toBeCloseTo(3_333_333.33, 1);
    expect(result.grossBenefit).toBeCloseTo(67_333_333.33, 1);
    expect(result.platformCost).toBe(25_000_000);
    expect(result.implementationCost).toBe(5_000_000);
    expect(result.netAnnualBenefit).toBeCloseTo(42_333_333.33, 1);
    expect(result.paybackMonths).toBeCloseTo(1.4173, 4);
    expect(result.years.map((year) => Math.round(year.net))).toEqual([37_333_333, 42_333_333, 42_333_333]);
    expect(result.years.map((year) => Math.round(year.cumulativeNet))).toEqual([37_333_333, 79_666_667, 122_000_000]);
    expect(result.threeYearNet).toBeCloseTo(122_000_000, 1);
    expect(result.threeYearRoiPercent).toBeCloseTo(152.5, 6);
    expect(result.today.total).toBeCloseTo(120_000_000 + 40_000_000 + 6_666_666.67, 1);
    expect(result.withProduct.total).toBeCloseTo(result.today.total - result.netAnnualBenefit, 4);
  });

  it("takes losses as a rate on the value transacted, and applies the review claim below its cap", () => {
    const result = estimate({
      ...bank,
      monthlyTransactions: 1_000_000,
      averageTicket: 1_000,
      lossBasis: "rate",
      annualFraudLosses: 999_999_999,
      fraudLossRateBps: 5,
      reviewAnalysts: 10,
      analystCostLakh: 10,
      falsePositiveShare: 50,
      penaltiesThreeYears: 0,
      hoursPerAnalyst: 2_000,
      platformCostLakh: 60,
      implementationCostLakh: 0,
    });
    expect(result.fraudLossesToday).toBeCloseTo(6_000_000, 6);
    expect(result.fraudLossesAvoided).toBeCloseTo(1_800_000, 6);
    expect(result.reviewCostSaved).toBeCloseTo(4_250_000, 6);
    expect(result.analystHoursSaved).toBeCloseTo(8_500, 6);
    expect(result.penaltyExposureReduced).toBe(0);
    expect(result.netAnnualBenefit).toBeCloseTo(50_000, 4);
    expect(result.paybackMonths).toBe(0);
  });

  it("reports no payback when the savings do not cover the platform cost", () => {
    const result = estimate({ ...bank, annualFraudLosses: 0, reviewAnalysts: 0, penaltiesThreeYears: 0 });
    expect(result.netAnnualBenefit).toBe(-25_000_000);
    expect(result.paybackMonths).toBeNull();
    expect(result.threeYearNet).toBe(-80_000_000);
  });

  it("stays finite with zero transactions, zero staff and zero cost", () => {
    const result = estimate({
      ...bank,
      monthlyTransactions: 0,
      lossBasis: "rate",
      reviewAnalysts: 0,
      penaltiesThreeYears: 0,
      platformCostLakh: 0,
      implementationCostLakh: 0,
    });
    expect(result.annualValue).toBe(0);
    expect(result.fraudLossesToday).toBe(0);
    expect(result.fraudLossRateBps).toBe(0);
    expect(result.netAnnualBenefit).toBe(0);
    expect(result.paybackMonths).toBeNull();
    expect(result.threeYearRoiPercent).toBeNull();
    expect(allFinite(result)).toBe(true);
  });

  it("keeps losses entered as an amount when nothing is transacted", () => {
    const result = estimate({ ...bank, monthlyTransactions: 0 });
    expect(result.fraudLossesToday).toBe(120_000_000);
    expect(result.fraudLossRateBps).toBe(0);
    expect(allFinite(result)).toBe(true);
  });

  it("stays finite at the largest and smallest figures every field allows", () => {
    for (const pick of ["max", "min"] as const) {
      for (const lossBasis of ["amount", "rate"] as const) {
        const values = { ...bank, lossBasis };
        for (const field of numberFields) values[field] = fieldLimits[field][pick];
        const result = estimate(values);
        expect(allFinite(result), `${pick} ${lossBasis}`).toBe(true);
      }
    }
    const huge = estimate({
      ...bank,
      lossBasis: "rate",
      monthlyTransactions: 1e10,
      averageTicket: 1e8,
      fraudLossRateBps: 1000,
    });
    expect(huge.annualValue).toBe(1.2e19);
    expect(huge.fraudLossesToday).toBe(1.2e18);
  });

  it("treats a figure that is not a finite number as zero, and never returns NaN or Infinity", () => {
    const broken = { ...bank };
    const wild = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_VALUE, -Number.MAX_VALUE];
    for (const value of wild) {
      for (const lossBasis of ["amount", "rate"] as const) {
        for (const field of numberFields) (broken as Record<string, unknown>)[field] = value;
        expect(allFinite(estimate({ ...broken, lossBasis })), `${value} ${lossBasis}`).toBe(true);
      }
    }
    expect(estimate({ ...bank, monthlyTransactions: Number.NaN }).annualValue).toBe(0);
  });

  it("has a positive net benefit for every institution type's example", () => {
    for (const institution of institutionTypes) {
      const result = estimate(roiExamples[institution]);
      expect(result.netAnnualBenefit, institution).toBeGreaterThan(0);
      expect(result.paybackMonths, institution).toBeLessThan(12);
    }
  });
});
