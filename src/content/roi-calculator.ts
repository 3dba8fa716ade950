import { brand as identity } from "#shared/brand.ts";

import type { Hero, PageSeo } from "./types.ts";
import type { InstitutionType, RoiAssumptions, RoiValues } from "#src/lib/roi/model.ts";

type NumberKey = Exclude<keyof RoiValues, "institution" | "lossBasis">;

/** How a figure is entered and shown: the unit decides formatting, the hint says what to enter. */
export interface RoiFieldCopy {
  label: string;
  /** Shown before the box, e.g. the rupee sign. */
  prefix?: string;
  /** Shown after the box, e.g. "a month". */
  suffix?: string;
  /** What to enter; assumptions carry a note instead. */
  hint?: string;
}

/**
 * Whose figure an assumption is. Each is the company's own: a claim it makes about the product,
 * or an assumption of this estimate. A published statistic would need its publisher's source.
 */
export type AssumptionBasis = "claim" | "assumption";

export interface RoiAssumptionCopy {
  key: keyof RoiAssumptions;
  basis: AssumptionBasis;
  /** What the figure means and how the calculator uses it. */
  note: string;
}

export type RoiDefaults = Omit<RoiValues, "institution">;

const brand = identity.name;

/** Assumptions that do not depend on the kind of institution. */
const sharedAssumptions = {
  fraudLossReduction: 30,
  reviewReduction: 85,
  costReductionCap: 70,
  penaltyReduction: 50,
  hoursPerAnalyst: 1920,
} as const satisfies Partial<RoiAssumptions>;

export const roiCalculator = {
  hero: {
    eyebrow: "ROI calculator",
    title: "Fraud loss and ROI calculator",
    description: `Estimate in rupees what fraud, manual alert review and regulatory penalties cost your institution today, and what ${brand} would save. Every assumption is shown and editable.`,
  } satisfies Hero,

  inputs: {
    title: "Your institution",
    description: "Start from a typical institution of your type, then replace any figure with your own.",
    institution: {
      label: "Institution type",
      hint: "Choosing a type fills in figures typical of a mid-sized institution of that kind; figures you have changed stay.",
    },
    lossBasis: {
      legend: "Enter annual fraud losses as",
      amount: "An amount in rupees",
      rate: "A loss rate in basis points",
    },
    /** The other way of reading the loss figure, under its box. */
    lossEquivalent: { amount: "{bps} of the value you transact", rate: "{amount} a year at today's volume" },
  },

  institutions: {
    bank: "Bank",
    nbfc: "NBFC",
    fintech: "Fintech",
    "payment-processor": "Payment processor",
    "digital-lender": "Digital lender",
  } satisfies Record<InstitutionType, string>,

  fields: {
    monthlyTransactions: {
      label: "Monthly transactions",
      suffix: "a month",
      hint: "Payments, transfers or loan disbursals your systems process in a month.",
    },
    averageTicket: { label: "Average ticket size", prefix: "₹", hint: "The average value of one transaction." },
    annualFraudLosses: {
      label: "Annual fraud losses",
      prefix: "₹",
      suffix: "a year",
      hint: "Losses to fraud in the last 12 months, after recoveries.",
    },
    fraudLossRateBps: {
      label: "Fraud loss rate",
      suffix: "bps",
      hint: "Basis points of the value transacted: 1 bps is ₹1 lost for every ₹10,000.",
    },
    reviewAnalysts: {
      label: "Analysts on manual review",
      suffix: "FTE",
      hint: "Fraud and compliance analysts who work alerts by hand, as full-time equivalents.",
    },
    analystCostLakh: {
      label: "Cost per analyst",
      prefix: "₹",
      suffix: "lakh a year",
      hint: "Fully loaded: salary, benefits, tools and office space.",
    },
    falsePositiveShare: {
      label: "False positives",
      suffix: "% of alerts",
      hint: "The share of alerts your team closes as not suspicious.",
    },
    penaltiesThreeYears: {
      label: "Regulatory penalties, last 3 years",
      prefix: "₹",
      hint: "Monetary penalties from RBI, SEBI, FIU-IND or other regulators, in total.",
    },
    fraudLossReduction: { label: "Fraud losses prevented", suffix: "%" },
    reviewReduction: { label: "Less manual review of false positives", suffix: "%" },
    costReductionCap: { label: "Largest cut in review cost", suffix: "%" },
    penaltyReduction: { label: "Penalty exposure removed", suffix: "%" },
    hoursPerAnalyst: { label: "Working hours per analyst", suffix: "hours a year" },
    platformCostLakh: { label: "Annual platform cost", prefix: "₹", suffix: "lakh a year" },
    implementationCostLakh: { label: "One-time implementation cost", prefix: "₹", suffix: "lakh" },
  } satisfies Record<NumberKey, RoiFieldCopy>,

  /** Illustrative mid-sized institutions, not statistics: the visitor replaces them. */
  defaults: {
    bank: {
      monthlyTransactions: 10_000_000,
      averageTicket: 5_000,
      lossBasis: "amount",
      annualFraudLosses: 120_000_000,
      fraudLossRateBps: 2,
      reviewAnalysts: 40,
      analystCostLakh: 10,
      falsePositiveShare: 95,
      penaltiesThreeYears: 20_000_000,
      ...sharedAssumptions,
      platformCostLakh: 250,
      implementationCostLakh: 50,
    },
    nbfc: {
      monthlyTransactions: 500_000,
      averageTicket: 25_000,
      lossBasis: "amount",
      annualFraudLosses: 40_000_000,
      fraudLossRateBps: 2.67,
      reviewAnalysts: 15,
      analystCostLakh: 9,
      falsePositiveShare: 90,
      penaltiesThreeYears: 5_000_000,
      ...sharedAssumptions,
      platformCostLakh: 90,
      implementationCostLakh: 20,
    },
    fintech: {
      monthlyTransactions: 5_000_000,
      averageTicket: 800,
      lossBasis: "rate",
      annualFraudLosses: 14_400_000,
      fraudLossRateBps: 3,
      reviewAnalysts: 12,
      analystCostLakh: 8,
      falsePositiveShare: 92,
      penaltiesThreeYears: 2_500_000,
      ...sharedAssumptions,
      platformCostLakh: 60,
      implementationCostLakh: 15,
    },
    "payment-processor": {
      monthlyTransactions: 200_000_000,
      averageTicket: 600,
      lossBasis: "rate",
      annualFraudLosses: 216_000_000,
      fraudLossRateBps: 1.5,
      reviewAnalysts: 50,
      analystCostLakh: 9,
      falsePositiveShare: 95,
      penaltiesThreeYears: 10_000_000,
      ...sharedAssumptions,
      platformCostLakh: 300,
      implementationCostLakh: 60,
    },
    "digital-lender": {
      monthlyTransactions: 200_000,
      averageTicket: 15_000,
      lossBasis: "amount",
      annualFraudLosses: 30_000_000,
      fraudLossRateBps: 8.33,
      reviewAnalysts: 10,
      analystCostLakh: 8,
      falsePositiveShare: 88,
      penaltiesThreeYears: 4_000_000,
      ...sharedAssumptions,
      platformCostLakh: 50,
      implementationCostLakh: 12,
    },
  } satisfies Record<InstitutionType, RoiDefaults>,

  defaultInstitution: "bank" as InstitutionType,

  /** Read out once typing settles, and the payback's words when there is none. */
  announce: {
    sentence: "Estimate updated: net annual benefit {net}, payback {payback}.",
    noPayback: "Not on these figures",
  },

  seo: {
    title: "Fraud Loss and ROI Calculator",
    description: `Estimate in rupees the fraud losses, analyst hours and penalties ${brand} could save your bank, NBFC or fintech, with every assumption shown.`,
  } satisfies PageSeo,
} as const;

/** How the estimate is worked out, under the calculator: words only, drawn by the build. */
export const roiMethod = {
  title: "How the estimate works",
  steps: [
    "Fraud losses avoided: today's annual fraud losses (or the loss rate times the value you transact in a year) times the share prevented.",
    "Manual review cost saved: analysts times their cost, times the smaller of the false-positive share times the review reduction, and the cost cap.",
    "Penalty exposure reduced: three years of penalties divided by three, times the share removed.",
    "Net annual benefit: the three savings less the annual platform cost. Payback: the one-time cost divided by the monthly net benefit.",
  ],
  disclaimer:
    "An estimate for planning, not an offer or a guarantee. It uses your figures and the assumptions above; a pilot on your own data replaces them with measured results.",
} as const;
