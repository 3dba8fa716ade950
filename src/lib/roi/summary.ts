import { type NumberField, numberFields } from "./fields.ts";
import { formatBps, formatCount, formatLakh, formatMonths, formatPercent, formatRupees } from "./format.ts";
import type { RoiAssumptions, RoiEstimate } from "./model.ts";

// How the calculator words its figures, on the page and in the estimate it sends
// (./estimate-message.ts).

/** A figure with its unit, as the message and the page word it. */
export function describeField(field: NumberField, value: number): string {
  switch (field) {
    case "monthlyTransactions":
      return `${formatCount(value)} a month`;
    case "averageTicket":
    case "annualFraudLosses":
    case "penaltiesThreeYears":
      return formatRupees(value);
    case "fraudLossRateBps":
      return `${formatBps(value)} of value`;
    case "reviewAnalysts":
      return `${formatCount(value, 2)} FTE`;
    case "analystCostLakh":
    case "platformCostLakh":
      return `${formatLakh(value)} a year`;
    case "implementationCostLakh":
      return formatLakh(value);
    case "hoursPerAnalyst":
      return `${formatCount(value)} hours a year`;
    default:
      return formatPercent(value, 2);
  }
}

/** "Under 1 month", or the copy's words for an estimate that never pays back ("Not on these figures"). */
export const paybackText = (result: RoiEstimate, noPayback: string) =>
  result.paybackMonths === null ? noPayback : formatMonths(result.paybackMonths);

/** The visitor's own figures, in the order the page asks for them. */
export const inputFields = [
  "monthlyTransactions",
  "averageTicket",
  "annualFraudLosses",
  "fraudLossRateBps",
  "reviewAnalysts",
  "analystCostLakh",
  "falsePositiveShare",
  "penaltiesThreeYears",
] as const satisfies readonly NumberField[];

export type AssumptionField = keyof RoiAssumptions;

/** The figures the estimate assumes: every one that is not the visitor's own, in the model's order. */
export const assumptionFields = numberFields.filter(
  (field): field is AssumptionField => !(inputFields as readonly NumberField[]).includes(field),
) as [AssumptionField, ...AssumptionField[]];
