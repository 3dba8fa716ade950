import { brand } from "#shared/brand.ts";

import type { RoiAssumptionCopy } from "#src/content/roi-calculator.ts";

/**
 * The assumptions the estimate rests on, each marked as the company's claim or an assumption
 * of the estimate (ROI calculator page). Apart from the rest of the page's copy, so the
 * calculator's island carries only what it shows.
 */
export const roiAssumptions = {
  title: "Assumptions",
  description: `The figures the estimate rests on. None is a published statistic: each is marked as a claim ${brand.name} makes about its product or as an assumption of this estimate. Change any of them to test your own view.`,
  badges: { claim: `${brand.name} claim`, assumption: `${brand.name} assumption` },
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
      note: `${brand.name} claims 85% less manual review. The calculator applies it only to the share of alert work spent on false positives.`,
    },
    {
      key: "costReductionCap",
      basis: "claim",
      note: `${brand.name} claims up to 70% cost reduction, so the review cost saved is never more than this share of today's cost.`,
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
  ] satisfies readonly RoiAssumptionCopy[],
} as const;
