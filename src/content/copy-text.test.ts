import { describe, expect, it } from "vitest";

import { freeReport, REPORT_TITLE } from "#shared/free-report.ts";

import { copyText, metricSchema, statisticSchema } from "./copy-text.ts";
import { figureOf } from "./values.ts";
import { site } from "#tests/support/site.ts";

describe("copy text", () => {
  it("fills the site's values and the figures' values", () => {
    expect(copyText.parse("{{name}} cuts review by {{figure.manualReview}}")).toBe(
      `${site.name} cuts review by ${figureOf("manualReview").value}`,
    );
    expect(copyText.parse("costs fall by {{figure.costReduction.lowercase}}")).toBe("costs fall by up to 70%");
  });

  it("fills the free report's title, name and edition, and a figure that opens with a word as it reads within a sentence", () => {
    expect(copyText.parse("{{report.title}}: decisions in {{figure.responseTime.lowercase}}")).toBe(
      `${REPORT_TITLE}: decisions in under 1 s`,
    );
    expect(copyText.parse("the {{report.edition}} {{report.name}}")).toBe(
      `the ${freeReport.edition} ${freeReport.name}`,
    );
    expect(copyText.safeParse("{{figure.accuracy.lowercase}}").success).toBe(false);
  });

  it("fills the year the company was founded, the reply promise and the forms a sentence needs of a figure", () => {
    expect(copyText.parse("Founded in {{foundedYear}}. {{responsePromise}}.")).toBe(
      `Founded in ${site.foundedYear}. ${site.responsePromise}.`,
    );
    expect(copyText.parse("in {{figure.responseTime.lowercase}}")).toBe(
      `in ${figureOf("responseTime").value.toLowerCase()}`,
    );
    expect(figureOf("undetectedLosses").value).toMatch(/\+$/);
    expect(copyText.parse("over {{figure.undetectedLosses.withoutPlus}}")).toBe(
      `over ${figureOf("undetectedLosses").value.slice(0, -1)}`,
    );
  });

  it("offers a form of a figure only where it applies", () => {
    expect(figureOf("accuracy").value).not.toMatch(/\+$|^\p{Lu}/u);
    expect(copyText.safeParse("{{figure.accuracy.withoutPlus}}").success).toBe(false);
    expect(copyText.safeParse("{{figure.accuracy.lowercase}}").success).toBe(false);
  });

  it("refuses a token it does not know, naming it", () => {
    const result = copyText.safeParse("{{figure.noSuchFigure}}");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/unknown value \{\{figure\.noSuchFigure\}\}/);
  });

  it("turns a figure's id into the metric and statistic the pages cite", () => {
    expect(metricSchema.parse({ figure: "accuracy", label: "Screening accuracy" })).toEqual({
      value: figureOf("accuracy").value,
      label: "Screening accuracy",
      figure: figureOf("accuracy"),
    });
    expect(metricSchema.parse({ figure: "accuracy" }).label).toBe(figureOf("accuracy").label);
    expect(statisticSchema.safeParse({ figure: "nothing", label: "a", sublabel: "b" }).success).toBe(false);
  });
});
