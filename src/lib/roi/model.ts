// The fraud-loss and ROI model behind /roi-calculator: plain arithmetic on validated figures,
// with no rounding (formatting rounds) and no way to divide by zero.

/** Annual fraud losses are entered either as an amount or as a rate on the value transacted. */
export const lossBases = ["amount", "rate"] as const;
export type LossBasis = (typeof lossBases)[number];

/** What the visitor tells us about their institution. */
export interface RoiInputs {
  monthlyTransactions: number;
  /** Rupees. */
  averageTicket: number;
  lossBasis: LossBasis;
  /** Rupees a year; used when lossBasis is "amount". */
  annualFraudLosses: number;
  /** Basis points of the value transacted; used when lossBasis is "rate". */
  fraudLossRateBps: number;
  /** Analysts (full-time equivalents) reviewing fraud and compliance alerts by hand. */
  reviewAnalysts: number;
  /** Fully loaded cost of one analyst, in rupees lakh a year. */
  analystCostLakh: number;
  /** Percent of alerts that turn out to be false positives. */
  falsePositiveShare: number;
  /** Rupees, over the last three years. */
  penaltiesThreeYears: number;
}

/** The figures the model assumes; the page shows each with where it comes from. */
export interface RoiAssumptions {
  /** Percent of today's fraud losses prevented. */
  fraudLossReduction: number;
  /** Percent less manual review of false-positive alerts. */
  reviewReduction: number;
  /** Most the manual-review cost can fall, in percent. */
  costReductionCap: number;
  /** Percent of the yearly penalty exposure removed. */
  penaltyReduction: number;
  /** Hours one analyst works in a year. */
  hoursPerAnalyst: number;
  /** Rupees lakh a year. */
  platformCostLakh: number;
  /** Rupees lakh, once. */
  implementationCostLakh: number;
}

export type RoiValues = RoiInputs & RoiAssumptions;

export interface YearFigures {
  year: number;
  benefit: number;
  cost: number;
  net: number;
  cumulativeNet: number;
}

/** Every amount in rupees a year unless its name says otherwise. */
export interface RoiEstimate {
  /** Rupees transacted a year. */
  annualValue: number;
  fraudLossesToday: number;
  fraudLossRateBps: number;
  fraudLossesAvoided: number;
  reviewCostToday: number;
  reviewCostSaved: number;
  /** Percent of today's review cost saved: false positives times the review claim, capped. */
  reviewCutPercent: number;
  analystHoursSaved: number;
  /** Analysts' worth of time freed (full-time equivalents). */
  analystsFreed: number;
  penaltyExposureToday: number;
  penaltyExposureReduced: number;
  grossBenefit: number;
  platformCost: number;
  implementationCost: number;
  netAnnualBenefit: number;
  /** Months of net benefit that repay the one-time cost; null when the net benefit is not positive. */
  paybackMonths: number | null;
  years: readonly [YearFigures, YearFigures, YearFigures];
  threeYearNet: number;
  /** Net benefit over three years as a percentage of the three years' cost; null without cost. */
  threeYearRoiPercent: number | null;
  /** The yearly cost of fraud, manual review and penalties, today and with the product. */
  today: CostBreakdown;
  withProduct: CostBreakdown;
}

export interface CostBreakdown {
  fraudLosses: number;
  reviewCost: number;
  penalties: number;
  platform: number;
  total: number;
}

export const LAKH = 100_000;
export const CRORE = 10_000_000;
const BASIS_POINTS = 10_000;
const MONTHS = 12;

const share = (percent: number) => percent / 100;

/** Far beyond any field's limit, and small enough that no product of three figures overflows. */
const BOUND = 1e15;

/**
 * The figures the arithmetic may trust: a figure that is not a finite number counts as zero and
 * none exceeds BOUND, so NaN or Infinity cannot come out, whatever comes in.
 */
function bounded(values: RoiValues): RoiValues {
  const safe = { ...values };
  for (const key of Object.keys(safe) as (keyof RoiValues)[]) {
    const value = safe[key];
    if (typeof value === "number") {
      (safe as Record<keyof RoiValues, unknown>)[key] = Number.isFinite(value)
        ? Math.min(Math.max(value, -BOUND), BOUND)
        : 0;
    }
  }
  return safe;
}

export function estimate(input: RoiValues): RoiEstimate {
  const values = bounded(input);
  const annualValue = values.monthlyTransactions * values.averageTicket * MONTHS;
  const fraudLossesToday =
    values.lossBasis === "amount" ? values.annualFraudLosses : (annualValue * values.fraudLossRateBps) / BASIS_POINTS;
  const fraudLossRateBps = annualValue > 0 ? (fraudLossesToday / annualValue) * BASIS_POINTS : 0;
  const fraudLossesAvoided = fraudLossesToday * share(values.fraudLossReduction);

  // The review claim applies only to the time spent on false positives; the cost claim caps it.
  const reviewCut = Math.min(
    share(values.falsePositiveShare) * share(values.reviewReduction),
    share(values.costReductionCap),
  );
  const reviewCostToday = values.reviewAnalysts * values.analystCostLakh * LAKH;
  const reviewCostSaved = reviewCostToday * reviewCut;
  const analystsFreed = values.reviewAnalysts * reviewCut;
  const analystHoursSaved = analystsFreed * values.hoursPerAnalyst;

  const penaltyExposureToday = values.penaltiesThreeYears / 3;
  const penaltyExposureReduced = penaltyExposureToday * share(values.penaltyReduction);

  const grossBenefit = fraudLossesAvoided + reviewCostSaved + penaltyExposureReduced;
  const platformCost = values.platformCostLakh * LAKH;
  const implementationCost = values.implementationCostLakh * LAKH;
  const netAnnualBenefit = grossBenefit - platformCost;
  const paybackMonths = netAnnualBenefit > 0 ? implementationCost / (netAnnualBenefit / MONTHS) : null;

  const first = yearOf(1, grossBenefit, platformCost + implementationCost, 0);
  const second = yearOf(2, grossBenefit, platformCost, first.cumulativeNet);
  const third = yearOf(3, grossBenefit, platformCost, second.cumulativeNet);
  const threeYearCost = platformCost * 3 + implementationCost;
  const threeYearNet = third.cumulativeNet;

  const today = breakdown(fraudLossesToday, reviewCostToday, penaltyExposureToday, 0);
  const withProduct = breakdown(
    fraudLossesToday - fraudLossesAvoided,
    reviewCostToday - reviewCostSaved,
    penaltyExposureToday - penaltyExposureReduced,
    platformCost,
  );

  return {
    annualValue,
    fraudLossesToday,
    fraudLossRateBps,
    fraudLossesAvoided,
    reviewCostToday,
    reviewCostSaved,
    reviewCutPercent: reviewCut * 100,
    analystHoursSaved,
    analystsFreed,
    penaltyExposureToday,
    penaltyExposureReduced,
    grossBenefit,
    platformCost,
    implementationCost,
    netAnnualBenefit,
    paybackMonths,
    years: [first, second, third],
    threeYearNet,
    threeYearRoiPercent: threeYearCost > 0 ? (threeYearNet / threeYearCost) * 100 : null,
    today,
    withProduct,
  };
}

function breakdown(fraudLosses: number, reviewCost: number, penalties: number, platform: number): CostBreakdown {
  return { fraudLosses, reviewCost, penalties, platform, total: fraudLosses + reviewCost + penalties + platform };
}

function yearOf(year: number, benefit: number, cost: number, carried: number): YearFigures {
  const net = benefit - cost;
  return { year, benefit, cost, net, cumulativeNet: carried + net };
}
