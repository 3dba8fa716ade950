import { describe, expect, it } from "vitest";

import { roiFigureCopy as copy } from "#tests/support/roi-calculator.ts";

import { estimateSummary } from "./estimate-message.ts";
import { figureRules } from "./fields.ts";
import { estimate } from "./model.ts";

const { defaultValues } = figureRules(copy);

const url = "https://www.sentinelai.example/roi-calculator?type=bank";

describe("estimate summary", () => {
  it("lists the link, the inputs, the results and the assumptions with their basis", () => {
    const values = defaultValues("bank");
    const text = estimateSummary({ values, result: estimate(values), url, errors: {} }, copy);
    expect(text.split("\n\n").map((section) => section.split("\n")[0])).toEqual([
      "ROI estimate from the calculator",
      "Inputs",
      "Results",
      "Assumptions",
    ]);
    for (const line of [
      `- Shareable link: ${url}`,
      "- Institution type: Bank",
      "- Monthly transactions: 1,00,00,000 a month",
      "- Average ticket size: ₹5,000",
      "- Annual fraud losses: ₹12 crore (entered as an amount)",
      "- Cost per analyst: ₹10 lakh a year",
      "- False positives: 95%",
      "- Net annual benefit: ₹4.23 crore a year",
      "- Payback period: 1.4 months",
      "- 3-year net benefit: ₹12.2 crore",
      "- 3-year ROI: 153%",
      "- Analyst hours saved: 53,760 a year (28 analysts' time)",
      `- Less manual review of false positives: 85% (${copy.assumptions.badges.claim})`,
      `- Fraud losses prevented: 30% (${copy.assumptions.badges.assumption})`,
    ])
      expect(text).toContain(line);
    expect(text).not.toContain("Fraud loss rate");
    expect(text).not.toMatch(/NaN|Infinity/);
    expect(text.length).toBeLessThan(5000);
  });

  it("names the figures left invalid and says no payback when there is none", () => {
    const values = { ...defaultValues("fintech"), platformCostLakh: 10_000 };
    const text = estimateSummary(
      {
        values,
        result: estimate(values),
        url,
        errors: { reviewAnalysts: "Analysts on manual review must be between 0 and 1,00,000" },
      },
      copy,
    );
    expect(text).toContain("- Fraud loss rate: 3 bps of value (entered as a rate)");
    expect(text).toContain("- Payback period: Not on these figures");
    expect(text).toMatch(/invalid[^\n]*\n- Analysts on manual review: Analysts on manual review must be between/);
  });
});
