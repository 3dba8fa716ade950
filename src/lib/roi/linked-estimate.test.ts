import { describe, expect, it } from "vitest";

import { LINKED_ATTRIBUTE, carriesEstimate, linkedEstimateScript } from "./linked-estimate.ts";

/** Runs the inline script as a browser would, against an address; says whether it marked the page. */
function marks(search: string): boolean {
  const attributes = new Map<string, string>();
  const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  new Function("location", "document", linkedEstimateScript)({ search }, document);
  return attributes.has(LINKED_ATTRIBUTE);
}

const addresses = [
  ["", false],
  ["?utm_source=newsletter", false],
  ["?type=nbfc", true],
  ["?basis=rate", true],
  ["?tx=987654", true],
  ["?utm_source=newsletter&setup=20", true],
  ["?type=bank&basis=amount&tx=987654&ticket=2500", true],
] as const;

describe("a linked estimate", () => {
  it.each(addresses)("is an address with the calculator's figures: %j -> %s", (search, linked) => {
    expect(carriesEstimate(search)).toBe(linked);
  });

  it.each(addresses)("is marked by the inline script before the calculator paints: %j -> %s", (search, linked) => {
    expect(marks(search)).toBe(linked);
  });
});
