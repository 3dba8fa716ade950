// The ROI calculator's example figures, one mid-sized institution of each kind: numbers and
// typed parameters, so they stay TypeScript, loaded by an inline loader (src/content.config.ts)
// and checked against the calculator's limits there. Illustrative, not statistics: the visitor
// replaces them.
import { z } from "astro/zod";

import { type InstitutionType, institutionTypes } from "./roi-calculator.ts";

/** The kind of institution the calculator starts from, and an address without one gets. */
export const defaultInstitution: InstitutionType = "bank";

/** Assumptions that do not depend on the kind of institution. */
const sharedAssumptions = {
  fraudLossReduction: 30,
  reviewReduction: 85,
  costReductionCap: 70,
  penaltyReduction: 50,
  hoursPerAnalyst: 1920,
} as const;

const examples = {
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
} as const satisfies Record<InstitutionType, object>;

/** The examples as the collection's entries, each named by its kind of institution. */
export const exampleEntries = () => institutionTypes.map((id) => ({ id, ...examples[id] }));

/** The figures whose loss amount and loss rate must agree. */
type LossFigure = "monthlyTransactions" | "averageTicket" | "annualFraudLosses" | "fraudLossRateBps";

/** A figure's limits, as the calculator reads it (lib/roi/fields.ts). */
export interface FigureLimits {
  min: number;
  max: number;
  whole?: boolean;
}

/**
 * An example: each figure within the limits the calculator accepts, so it never opens on an
 * error, and its loss amount and loss rate telling the same story (to 0.05 bps), so switching
 * between them does not change the estimate.
 */
export function roiExampleSchema<Field extends string>(limits: Readonly<Record<Field | LossFigure, FigureLimits>>) {
  const figure = (name: Field | LossFigure) => {
    const { min, max, whole } = limits[name];
    const number = z.number().min(min).max(max);
    return whole ? number.int() : number;
  };
  const fields = Object.keys(limits) as (Field | LossFigure)[];
  return z
    .strictObject({
      id: z.enum(institutionTypes),
      lossBasis: z.enum(["amount", "rate"]),
      ...(Object.fromEntries(fields.map((name) => [name, figure(name)])) as Record<Field | LossFigure, z.ZodNumber>),
    })
    .refine(
      (example) => {
        const { monthlyTransactions, averageTicket, annualFraudLosses, fraudLossRateBps } = example as Record<
          LossFigure,
          number
        >;
        const annualValue = monthlyTransactions * 12 * averageTicket;
        return annualValue > 0 && Math.abs((annualFraudLosses / annualValue) * 10_000 - fraudLossRateBps) < 0.05;
      },
      { path: ["fraudLossRateBps"], message: "the loss rate must match the annual fraud losses at this volume" },
    );
}

export type RoiExample<Field extends string = string> = Omit<
  z.output<ReturnType<typeof roiExampleSchema<Field>>>,
  "id"
>;
