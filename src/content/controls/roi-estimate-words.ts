import { brand } from "#shared/brand.ts";

/**
 * The words of the calculator's estimate (ROI calculator page): its headline figures, the cost
 * chart, the three years and its buttons. Apart from the rest of the page's copy, so the
 * calculator's island carries only what it shows.
 */
export const roiEstimateWords = {
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
    withProduct: `With ${brand.name}`,
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
} as const;
