import { describe, expect, it } from "vitest";

import { companyLinks, headerCta, hiringBadge, homeAnchors, mainNav } from "./content/navigation.ts";
import { industries } from "./content/industries.ts";
import { solutions } from "./content/solutions.ts";
import { notFoundPages, sitePages as pages, staticPaths } from "./pages.ts";
import routes from "./routes.ts";

describe("route table", () => {
  it("declares the spec's eighteen pages and the ROI calculator (DESIGN 5)", () => {
    expect([...pages].sort()).toEqual(
      [
        "/",
        "/about",
        "/solutions",
        ...solutions.map((s) => `/solutions/${s.slug}`),
        "/industries",
        ...industries.map((i) => `/industries/${i.slug}`),
        "/contact",
        "/terms-of-service",
        "/privacy-policy",
        "/careers",
        "/roi-calculator",
      ].sort(),
    );
    expect(pages).toHaveLength(19);
  });

  it("declares the detail pages as two parameterised routes, prerendered per slug", () => {
    expect(staticPaths(routes)).not.toContain("/solutions/customer-compliance");
    expect(pages.filter((path) => /^\/(solutions|industries)\/./.test(path))).toHaveLength(10);
  });

  it("prerenders a not-found page on each parameterised route, at a slug no entry has", () => {
    expect(notFoundPages).toEqual(["/404", "/solutions/404", "/industries/404"]);
    for (const path of notFoundPages) expect(pages).not.toContain(path);
  });

  it("sends every header and footer link to a page that exists", () => {
    const links = [...mainNav, hiringBadge, headerCta, ...homeAnchors, ...companyLinks].map(
      (link) => link.path.split("#")[0],
    );
    for (const path of links) expect(pages, path).toContain(path);
  });

  it("links the header's five pages in the spec's order", () => {
    expect(mainNav.map((item) => item.path)).toEqual(["/", "/about", "/solutions", "/industries", "/contact"]);
  });
});
