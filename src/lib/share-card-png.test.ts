import { describe, expect, it } from "vitest";

import { brand } from "#shared/brand.ts";
import { pngSize } from "#shared/png-size.ts";
import { solutions } from "#tests/support/catalogue.ts";
import { about } from "#tests/support/pages.ts";

import { shareCardPng } from "./share-card-png.ts";

const card = (seo: { title: string; description: string }) =>
  shareCardPng({ siteName: brand.name, host: new URL(brand.url).hostname, ...seo });

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(b);

describe("a share card", () => {
  it("is a 1200 x 630 PNG, its own for each page and title, the same for the same words", async () => {
    const riskAssessment = solutions.find(({ id }) => id === "risk-assessment");
    if (!riskAssessment) throw new Error("src/content/solutions.yaml has no risk-assessment");
    const [aboutCard, riskCard, aboutAgain, riskTitleOnly] = await Promise.all([
      card(about.seo),
      card(riskAssessment.seo),
      card(about.seo),
      card({ ...about.seo, title: riskAssessment.seo.title }),
    ]);
    expect(pngSize(aboutCard)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(riskCard)).toEqual({ width: 1200, height: 630 });
    expect(same(aboutCard, riskCard)).toBe(false);
    expect(same(aboutCard, riskTitleOnly), "the title is drawn").toBe(false);
    expect(same(aboutCard, aboutAgain)).toBe(true);
  });
});
