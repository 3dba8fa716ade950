import type { roiAssumptions } from "#src/content/controls/roi-assumptions.ts";
import type { roiEstimate } from "#src/content/controls/roi-estimate.ts";
import type { roiEstimateWords } from "#src/content/controls/roi-estimate-words.ts";
import type { roiCalculator } from "#src/content/roi-calculator.ts";

import { type FieldErrors, type NumberField, unusedLossField } from "./fields.ts";
import { formatCount, formatPercent, formatRupees } from "./format.ts";
import type { RoiEstimate, RoiValues } from "./model.ts";
import { describeField, inputFields, paybackText } from "./summary.ts";

// The estimate as plain text: what the "Send me this estimate" row carries in its message, so
// sales reads the visitor's own figures. Sections are separated by a blank line; each starts
// with its heading and lists "- Label: value" lines (server/delivery/messages.ts lays them out).

/** The copy the message is written in: the calculator's, its assumptions', its results' and its own. */
export interface EstimateMessageCopy {
  calculator: Pick<typeof roiCalculator, "fields" | "institutions" | "inputs" | "announce">;
  assumptions: Pick<typeof roiAssumptions, "items" | "badges">;
  results: (typeof roiEstimateWords)["results"];
  message: (typeof roiEstimate)["message"];
}

const line = (label: string, value: string) => `- ${label}: ${value}`;

export function estimateSummary(
  {
    values,
    result,
    url,
    errors,
  }: {
    values: RoiValues;
    result: RoiEstimate;
    url: string;
    errors: FieldErrors;
  },
  { calculator, assumptions, results, message }: EstimateMessageCopy,
): string {
  const { fields, institutions } = calculator;
  const unused = unusedLossField(values.lossBasis);
  const inputs = [
    line(calculator.inputs.institution.label, institutions[values.institution]),
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
    line(results.payback, paybackText(result, calculator.announce.noPayback)),
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
