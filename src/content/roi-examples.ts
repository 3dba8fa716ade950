// The ROI calculator's example figures, one mid-sized institution of each kind
// (src/content/roi-examples.yaml), checked against the calculator's limits, which
// lib/roi/fields.ts gives (src/collections/registry.ts). Illustrative, not statistics: the
// visitor replaces them.
import { z } from "astro/zod";

import { type InstitutionType, institutionTypes } from "./roi-calculator.ts";

/** The assumptions that do not depend on the kind of institution, written once under `shared`. */
const sharedAssumptions = [
  "fraudLossReduction",
  "reviewReduction",
  "costReductionCap",
  "penaltyReduction",
  "hoursPerAnalyst",
] as const;

/**
 * The file as it is read before the calculator's limits are known; each example is then
 * checked whole, its kind's own figures with those every kind shares, by roiExampleSchema.
 */
export const roiExamplesFileSchema = z.strictObject({
  defaultInstitution: z
    .enum(institutionTypes)
    .describe("The kind of institution the calculator starts from, and an address without one gets."),
  shared: z
    .strictObject(Object.fromEntries(sharedAssumptions.map((name) => [name, z.number()])))
    .describe("Assumptions that do not depend on the kind of institution, the same in every example."),
  examples: z
    .array(z.looseObject({ id: z.enum(institutionTypes) }))
    .length(institutionTypes.length)
    .refine(
      (examples) => institutionTypes.every((kind) => examples.some((example) => example.id === kind)),
      `one example of each kind of institution: ${institutionTypes.join(", ")}`,
    ),
});

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

/**
 * The file as the calculator reads it: the kind of institution it starts from (and an address
 * without one gets), and each kind's example with the shared assumptions, checked within
 * `limits`, in the calculator's order.
 */
export function roiExamplesSchema<Field extends string>(limits: Readonly<Record<Field | LossFigure, FigureLimits>>) {
  const example = roiExampleSchema(limits);
  return roiExamplesFileSchema.transform(({ defaultInstitution, shared, examples }, context) => {
    const byKind = new Map<InstitutionType, RoiExample<Field>>();
    for (const [index, item] of examples.entries()) {
      const checked = example.safeParse({ ...shared, ...item });
      if (checked.success) {
        const { id, ...figures } = checked.data as { id: InstitutionType };
        byKind.set(id, figures as RoiExample<Field>);
      } else
        for (const { message, path } of checked.error.issues)
          context.addIssue({ code: "custom", message, path: ["examples", index, ...path] });
    }
    const inOrder = institutionTypes.map((kind) => [kind, byKind.get(kind)]);
    return { defaultInstitution, examples: Object.fromEntries(inOrder) as Record<InstitutionType, RoiExample<Field>> };
  });
}
