import { describe, expect, it } from "vitest";

import { forms } from "#tests/support/forms.ts";
import { about, careers, contact, dataRights, home, notFound } from "#tests/support/pages.ts";

import { readYamlFile } from "#src/lib/yaml-file.ts";

import { countriesSchema } from "./countries.ts";
import { repeatedValues } from "./rules/repeated-values.ts";
import { industriesOverview, solutionsOverview } from "#tests/support/layout.ts";
import { site } from "#tests/support/site.ts";
import { apiLinkUrl, apiOverviewUrl } from "./site.ts";
import { industries, solutions } from "#tests/support/catalogue.ts";

const { countries } = readYamlFile("src/content/countries.yaml", countriesSchema);
const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("home content", () => {
  it("gives the spec's headline figures, signal inputs and demo bullets, word for word", () => {
    expect(home.hero.stats.map((stat) => stat.value)).toEqual(["₹22,845 Cr", "206%", "82%"]);
    expect(home.fraudSignals.inputs.map((input) => input.title)).toEqual([
      "Transaction Analysis",
      "Identity Verification",
      "Merchant Monitoring",
      "Device Intelligence",
    ]);
    expect(home.demoBanner.bullets.map((bullet) => bullet.text)).toEqual([
      "See live fraud detection",
      "Custom implementation plan",
      "ROI calculator included",
      "Same-day setup possible",
    ]);
  });

  it("offers the report by the title the spec gives it", () => {
    expect(forms.reportOffer.title).toContain("2025 Global Cyber Fraud Trends Report");
  });
});

describe("detail pages", () => {
  it("are the five solutions and five industries of the route table, in order", () => {
    expect(solutions.map((s) => s.id)).toEqual([
      "customer-compliance",
      "vendor-management",
      "merchant-monitoring",
      "risk-assessment",
      "regulatory-compliance",
    ]);
    expect(industries.map((i) => i.id)).toEqual([
      "banking",
      "fintech",
      "nbfcs",
      "payment-processors",
      "digital-lending",
    ]);
  });
});

describe("page metadata", () => {
  // The pages' copy is checked for lengths by its schema as it is read (content/copy-parts.ts).
  const typedSeo = [
    solutionsOverview.seo,
    industriesOverview.seo,
    ...solutions.map((s) => s.seo),
    ...industries.map((i) => i.seo),
  ];
  const seo = [
    home.seo,
    about.seo,
    careers.seo,
    contact.seo,
    notFound.seo,
    dataRights.seo,
    dataRights.confirm.seo,
    dataRights.withdraw.seo,
    ...typedSeo,
  ];

  it("keeps titles to 5-60 characters and descriptions to 15-160", () => {
    for (const { title, description } of typedSeo) {
      expect(title.length, title).toBeGreaterThanOrEqual(5);
      expect(title.length, title).toBeLessThanOrEqual(60);
      expect(description.length, description).toBeGreaterThanOrEqual(15);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });

  it("never repeats a title or a description", () => {
    expect(repeatedValues(seo, (s) => s.title)).toEqual([]);
    expect(repeatedValues(seo, (s) => s.description)).toEqual([]);
  });
});

describe("footer", () => {
  it("links the API overview and the ten API pages on the API site", () => {
    const { apiSite } = site;
    expect(apiOverviewUrl(site)).toBe(`${apiSite.baseUrl}/apis`);
    const urls = apiSite.groups.flatMap((group) => group.links.map((link) => apiLinkUrl(site, group.id, link.id)));
    expect(urls).toHaveLength(10);
    for (const url of [apiOverviewUrl(site), ...urls]) {
      expect(new URL(url).protocol).toBe("https:");
      expect(url).toMatch(/\/apis(\/(kyc|kyb|aml)\/[a-z-]+)?$/);
    }
    expect(urls).toContain(`${apiSite.baseUrl}/apis/kyb/ultimate-beneficial-owner`);
  });

  it("has two offices, four social profiles, a business e-mail and the 2025 copyright", () => {
    expect(site.offices.map((office) => office.city)).toEqual(["Noida", "New Delhi"]);
    expect(site.socials).toHaveLength(4);
    for (const social of site.socials) expect(new URL(social.href).protocol).toBe("https:");
    expect(site.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    expect(site.copyrightYear).toBe(2025);
  });
});

describe("countries", () => {
  it("lists about 195 countries alphabetically, ending with Other", () => {
    expect(countries.at(-1)).toBe("Other");
    const named = countries.slice(0, -1);
    expect(named.length).toBeGreaterThanOrEqual(190);
    expect(unique(countries)).toBe(true);
    expect([...named].sort((a, b) => a.localeCompare(b))).toEqual(named);
    expect(named).toContain("India");
  });
});
