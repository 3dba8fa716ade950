import { describe, expect, it } from "vitest";

import { buildMeta } from "./meta.ts";

const site = { name: "Example Co" };
const siteUrl = "https://www.site.example";
const seo = { title: "Dynamic Customer Risk Assessment", description: "Explainable, dynamic risk scoring." };

describe("a page's share card", () => {
  it("is the card drawn from the page's title, at an address made from its path", () => {
    expect(buildMeta({ site, siteUrl, seo, path: "/solutions/risk-assessment" }).share?.image).toEqual({
      url: "https://www.site.example/og/solutions/risk-assessment.png",
      width: 1200,
      height: 630,
      alt: "Example Co: Dynamic Customer Risk Assessment",
    });
    expect(buildMeta({ site, siteUrl, seo, path: "/" }).share?.image.url).toBe("https://www.site.example/og/index.png");
  });

  it("is the page's own image when its copy names one", () => {
    const own = { ...seo, image: "/images/share/risk.png" };
    expect(buildMeta({ site, siteUrl, seo: own, path: "/solutions/risk-assessment" }).share?.image.url).toBe(
      "https://www.site.example/images/share/risk.png",
    );
  });
});
