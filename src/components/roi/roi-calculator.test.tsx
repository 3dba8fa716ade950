import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { formatRupees } from "#src/lib/roi/format.ts";
import { LINKED_ATTRIBUTE } from "#src/lib/roi/linked-estimate.ts";

import { roiCalculatorProps } from "#tests/support/roi-calculator.ts";

import { roiCalculatorOf } from "./calculator.ts";
import { linkedBlank, linkedPlaceholder } from "./card.ts";
import { RoiCalculator } from "./roi-calculator.tsx";

const html = renderToString(<RoiCalculator {...roiCalculatorProps} />);
const { exampleState } = roiCalculatorOf(roiCalculatorProps);

/** The class attribute of every element carrying this class list. */
const carrying = (classes: string) => {
  const escaped = classes.replaceAll("&", "&amp;").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return html.match(new RegExp(`class="[^"]*${escaped}[^"]*"`, "g")) ?? [];
};

describe("the prerendered calculator", () => {
  it("shows the complete default example", () => {
    expect(html).toMatch(
      new RegExp(`data-testid="roi-net"[^>]*>${formatRupees(exampleState.result.netAnnualBenefit)}<`),
    );
    expect(html).toMatch(
      new RegExp(`id="roi-monthlyTransactions"[^>]*value="${exampleState.raw.monthlyTransactions}"`),
    );
  });

  it("draws its figures as placeholders while <html> says the address links to another estimate", () => {
    for (const classes of [linkedPlaceholder, linkedBlank]) expect(classes).toContain(`[${LINKED_ATTRIBUTE}]`);
    // Each figure box, each choice of pills, and the estimate's three blocks (summary, chart, years).
    const boxes = html.match(/<input[^>]*id="roi-\w+"/g) ?? [];
    const choices = html.match(/<fieldset/g) ?? [];
    expect(boxes.length).toBeGreaterThan(10);
    expect(carrying(linkedPlaceholder)).toHaveLength(boxes.length + choices.length + 3);
    // What a box reads as ("₹12 crore a year"), drawn beside it, is a figure too.
    expect(carrying(linkedBlank).length).toBe((html.match(/id="roi-\w+-words"/g) ?? []).length);
  });
});
