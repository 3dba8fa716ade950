import { brand as identity } from "#shared/brand.ts";

import type { IndustrySlug } from "./catalogue.ts";
import type { Hero, PageSeo } from "./types.ts";

// Everything the ROI calculator says, in one place: its page, its figures and their examples,
// the estimate, the assumptions, the form that sends the estimate and the message it sends,
// and the call to action other pages carry to it.

/** The kinds of institution a visitor picks from, in the calculator's order. */
export const institutionTypes = ["bank", "nbfc", "fintech", "payment-processor", "digital-lender"] as const;
export type InstitutionType = (typeof institutionTypes)[number];

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
  /** The figure, as `fields` names it. */
  key: string;
  basis: AssumptionBasis;
  /** What the figure means and how the calculator uses it. */
  note: string;
}

const brand = identity.name;

/** Assumptions that do not depend on the kind of institution. */
const sharedAssumptions = {
  fraudLossReduction: 30,
  reviewReduction: 85,
  costReductionCap: 70,
  penaltyReduction: 50,
  hoursPerAnalyst: 1920,
} as const;

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
  } satisfies Record<string, RoiFieldCopy>,

  /**
   * What a figure out of its limits says: {label} is the figure's label, {name} the same in
   * lower case, {min} and {max} its limits.
   */
  figureErrors: {
    required: "{label} is required",
    notANumber: "Please enter {name} as a number",
    outOfRange: "{label} must be between {min} and {max}",
    notWhole: "{label} must be a whole number",
  },

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
  } as const satisfies Record<InstitutionType, object>,

  defaultInstitution: "bank" as InstitutionType,

  /** Read out once typing settles, and the payback's words when there is none. */
  announce: {
    sentence: "Estimate updated: net annual benefit {net}, payback {payback}.",
    noPayback: "Not on these figures",
  },

  /** The estimate: its headline figures, the cost chart, the three years and its buttons. */
  results: {
    title: "Your estimate",
    perYear: "Per year, once live",
    net: "Net annual benefit",
    netNote: "Savings below, less the annual platform cost.",
    payback: "Payback period",
    paybackNote: "One-time cost repaid from the monthly net benefit.",
    noPaybackNote: "The yearly savings do not exceed the platform cost.",
    threeYearNet: "3-year net benefit",
    threeYearRoi: "3-year ROI",
    noRoi: "No cost entered",
    fraudLossesAvoided: "Fraud losses avoided",
    fraudLossesOf: "of {amount} lost today",
    analystHours: "Analyst hours saved",
    analystsFreed: "{count} analysts' time",
    reviewCostSaved: "Manual review cost saved",
    reviewOf: "of {amount} a year",
    penaltyExposure: "Penalty exposure reduced",
    penaltyOf: "of {amount} a year on average",
    platformCost: "Annual platform cost",
    invalid: "The estimate keeps the last valid value of: {fields}. Correct the highlighted figures to update it.",
  },
  chart: {
    title: "Yearly cost of fraud, manual review and penalties",
    today: "Today",
    withProduct: `With ${brand}`,
    series: {
      fraudLosses: "Fraud losses",
      reviewCost: "Manual review",
      penalties: "Penalty exposure",
      platform: "Platform cost",
    },
    total: "Total",
    seriesHeader: "Cost",
  },
  years: {
    title: "Three years at a glance",
    caption: "Benefit, cost and net benefit by year; the one-time implementation cost falls in year 1.",
    columns: { year: "Year", benefit: "Benefit", cost: "Cost", net: "Net benefit", cumulative: "Cumulative" },
    year: "Year {year}",
  },
  actions: {
    copy: "Copy link to this estimate",
    copied: "Link copied. Anyone with it sees these figures.",
    copyFailed: "Copy the address from your browser's address bar instead.",
    print: "Print or save as PDF",
    reset: "Start again",
  },

  /** The assumptions the estimate rests on, each marked as the company's claim or an assumption. */
  assumptions: {
    title: "Assumptions",
    description: `The figures the estimate rests on. None is a published statistic: each is marked as a claim ${brand} makes about its product or as an assumption of this estimate. Change any of them to test your own view.`,
    badges: { claim: `${brand} claim`, assumption: `${brand} assumption` },
    /** The same, shorter, beside each figure on the printed page. */
    printBadges: { claim: "claim", assumption: "assumption" },
    items: [
      {
        key: "fraudLossReduction",
        basis: "assumption",
        note: "The share of today's fraud losses that continuous monitoring after onboarding prevents. A planning figure for this estimate, not a measured result: a pilot measures it on your own data.",
      },
      {
        key: "reviewReduction",
        basis: "claim",
        note: `${brand} claims 85% less manual review. The calculator applies it only to the share of alert work spent on false positives.`,
      },
      {
        key: "costReductionCap",
        basis: "claim",
        note: `${brand} claims up to 70% cost reduction, so the review cost saved is never more than this share of today's cost.`,
      },
      {
        key: "penaltyReduction",
        basis: "assumption",
        note: "The share of your average yearly penalties (three years' total divided by three) that continuous monitoring and audit-ready records avoid.",
      },
      {
        key: "hoursPerAnalyst",
        basis: "assumption",
        note: "240 working days of 8 hours. It only turns the saving into hours.",
      },
      {
        key: "platformCostLakh",
        basis: "assumption",
        note: "An indicative subscription for an institution of this type and size, so that the benefit shown is net of cost. Your quote depends on the modules and volumes you choose.",
      },
      {
        key: "implementationCostLakh",
        basis: "assumption",
        note: "Integration, configuration and training, paid once in year 1.",
      },
    ] as const satisfies readonly RoiAssumptionCopy[],
  },

  /** How the estimate is worked out, under the calculator. */
  method: {
    title: "How the estimate works",
    steps: [
      "Fraud losses avoided: today's annual fraud losses (or the loss rate times the value you transact in a year) times the share prevented.",
      "Manual review cost saved: analysts times their cost, times the smaller of the false-positive share times the review reduction, and the cost cap.",
      "Penalty exposure reduced: three years of penalties divided by three, times the share removed.",
      "Net annual benefit: the three savings less the annual platform cost. Payback: the one-time cost divided by the monthly net benefit.",
    ],
    disclaimer:
      "An estimate for planning, not an offer or a guarantee. It uses your figures and the assumptions above; a pilot on your own data replaces them with measured results.",
  },

  /** "Send me this estimate": the form's words. */
  send: {
    title: "Send me this estimate",
    description:
      "Leave your details and a specialist will e-mail you this estimate and go through it with you, with your own figures, within 24 hours.",
    labels: { name: "Full Name *", email: "Work Email *", company: "Company Name *" },
    placeholders: { name: "Your full name", email: "name@institution.com", company: "Bank, NBFC or fintech" },
    submit: "Send me this estimate",
    /** The other forms' words for the same fields. */
    errors: {
      nameRequired: "Full Name is required",
      emailRequired: "Work Email is required",
      emailInvalid: "Please enter a valid email address",
      companyRequired: "Company Name is required",
    },
  },

  /** What the stored message and the e-mail to the business call each part of the estimate. */
  message: {
    heading: "ROI estimate from the calculator",
    link: "Shareable link",
    inputs: "Inputs",
    results: "Results",
    assumptions: "Assumptions",
    lossBasis: { amount: "entered as an amount", rate: "entered as a rate" },
    invalid: "Fields the visitor left invalid (last valid value used)",
  },

  seo: {
    title: "Fraud Loss and ROI Calculator",
    description: `Estimate in rupees the fraud losses, analyst hours and penalties ${brand} could save your bank, NBFC or fintech, with every assumption shown.`,
  } satisfies PageSeo,
} as const;

/** The institution type an industry page's link to the calculator starts from. */
export const industryInstitution = {
  banking: "bank",
  fintech: "fintech",
  nbfcs: "nbfc",
  "payment-processors": "payment-processor",
  "digital-lending": "digital-lender",
} as const satisfies Record<IndustrySlug, InstitutionType>;

/** The short call to action on every solution and industry page. */
export const roiCta = {
  title: "What would it save you?",
  description: "Estimate fraud losses avoided, analyst hours saved and payback in rupees, from your own figures.",
  link: "Open the ROI calculator",
} as const;
