import { describe, expect, it } from "vitest";

import { industryPath, roiCalculatorPath, solutionPath } from "#src/lib/paths.ts";
import { notices } from "#tests/support/notices.ts";
import { dataRights, home } from "#tests/support/pages.ts";
import {
  detailPages,
  footer,
  headerCta,
  hiringBadge,
  industriesOverview,
  mainNav,
  solutionsOverview,
} from "#tests/support/layout.ts";

import { industries, solutions } from "./catalogue-files.ts";
import { sitePages } from "./site-pages.ts";

describe("the site's pages", () => {
  it("are the spec's eighteen, the ROI calculator and the data-rights page (DESIGN 5)", () => {
    expect(sitePages).toEqual(
      [
        "/",
        "/about",
        "/solutions",
        ...solutions.map(({ id }) => `/solutions/${id}`),
        "/industries",
        ...industries.map(({ id }) => `/industries/${id}`),
        "/contact",
        "/terms-of-service",
        "/privacy-policy",
        "/careers",
        "/roi-calculator",
        "/data-rights",
      ].sort(),
    );
    expect(sitePages).toHaveLength(20);
  });

  it("include every page the header, the footer and the copy link to", () => {
    const links = [
      ...mainNav.map((item) => item.path),
      hiringBadge.path,
      headerCta.path,
      ...footer.homeAnchors.map((link) => link.path),
      ...footer.companyLinks.map((link) => link.path),
      ...solutions.map(solutionPath),
      ...industries.map(industryPath),
      ...home.demoBanner.bullets.flatMap((bullet) => (bullet.link ? [bullet.link] : [])),
      solutionsOverview.help.action.path,
      industriesOverview.help.action.path,
      detailPages.buttons.contact.path,
      ...notices.flatMap((notice) => [notice.rights.link.path, notice.policy.path]),
      dataRights.policy.link.path,
      roiCalculatorPath("bank"),
    ];
    for (const link of links) expect(sitePages, link).toContain(new URL(link, "https://site.example").pathname);
  });

  it("link the header's five pages in the spec's order", () => {
    expect(mainNav.map((item) => item.path)).toEqual(["/", "/about", "/solutions", "/industries", "/contact"]);
  });
});
