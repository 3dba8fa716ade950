import { type CalculatorValues, type FieldErrors, type NumberField, unusedLossField } from "./fields.ts";
import { formatCount, formatPercent, formatRupees } from "./format.ts";
import type { LossBasis, RoiAssumptions, RoiEstimate } from "./model.ts";
import { describeField, inputFields, paybackText } from "./summary.ts";

// The estimate as plain text: what the "Send me this estimate" row carries in its message, so
// sales reads the visitor's own figures. Sections are separated by a blank line; each starts
// with its heading and lists "- Label: value" lines (server/delivery/messages.ts lays them out).

type Words<Key extends string> = Readonly<Record<Key, string>>;

/**
 * The calculator's copy the message is written in: the page's names for the institution and
 * the figures, the estimate's headings, whose figure each assumption is, and the message's own.
 */
export interface EstimateMessageCopy<Institution extends string, Basis extends string> {
  inputs: { institution: { label: string } };
  institutions: Words<Institution>;
  fields: Readonly<Record<NumberField, { label: string }>>;
  announce: { noPayback: string };
  results: Words<
    | "net"
    | "payback"
    | "threeYearNet"
    | "threeYearRoi"
    | "noRoi"
    | "fraudLossesAvoided"
    | "analystHours"
    | "analystsFreed"
    | "reviewCostSaved"
    | "penaltyExposure"
    | "platformCost"
  >;
  assumptions: { items: readonly { key: keyof RoiAssumptions; basis: Basis }[]; badges: Words<Basis> };
  message: Words<"heading" | "link" | "inputs" | "results" | "assumptions" | "invalid"> & {
    lossBasis: Words<LossBasis>;
  };
}

const line = (label: string, value: string) => `- ${label}: ${value}`;

export function estimateSummary<Institution extends string, Basis extends string>(
  {
    values,
    result,
    url,
    errors,
  }: {
    values: CalculatorValues<Institution>;
    result: RoiEstimate;
    url: string;
    errors: FieldErrors;
  },
  copy: EstimateMessageCopy<Institution, Basis>,
): string {
  const { fields, institutions, assumptions, results, message } = copy;
  const unused = unusedLossField(values.lossBasis);
  const inputs = [
    line(copy.inputs.institution.label, institutions[values.institution]),
    ...inputFields
      .filter((field) => field !== unused)
      .map((field) =>
        line(
          fields[field].label,
          field === "annualFraudLosses" || field === "fraudLossRateBps"
            ? `${describeField(field, values[field])} (${message.lossBasis[values.lossBasis]})`
            : describeField(field, values[field]),
        ),
      ),
  ];
  const outcome = [
    line(results.net, `${formatRupees(result.netAnnualBenefit)} a year`),
    line(results.payback, paybackText(result, copy.announce.noPayback)),
    line(results.threeYearNet, formatRupees(result.threeYearNet)),
    line(
      results.threeYearRoi,
      result.threeYearRoiPercent === null ? results.noRoi : formatPercent(result.threeYearRoiPercent),
    ),
    line(results.fraudLossesAvoided, `${formatRupees(result.fraudLossesAvoided)} a year`),
    line(
      results.analystHours,
      `${formatCount(result.analystHoursSaved)} a year (${results.analystsFreed.replace("{count}", formatCount(result.analystsFreed, 1))})`,
    ),
    line(results.reviewCostSaved, `${formatRupees(result.reviewCostSaved)} a year`),
    line(results.penaltyExposure, `${formatRupees(result.penaltyExposureReduced)} a year`),
    line(results.platformCost, formatRupees(result.platformCost)),
  ];
  const assumed = assumptions.items.map(({ key, basis }) =>
    line(fields[key].label, `${describeField(key, values[key])} (${assumptions.badges[basis]})`),
  );
  const invalid = Object.keys(errors) as NumberField[];
  return [
    [message.heading, line(message.link, url)],
    [message.inputs, ...inputs],
    [message.results, ...outcome],
    [message.assumptions, ...assumed],
    ...(invalid.length
      ? [[message.invalid, ...invalid.map((field) => line(fields[field].label, errors[field] ?? ""))]]
      : []),
  ]
    .map((section) => section.join("\n"))
    .join("\n\n");
}
