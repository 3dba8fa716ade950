import { describe, expect, it } from "vitest";

import { pagePaths } from "../scripts/route-paths";

import { companyLinks, headerCta, hiringBadge, homeAnchors, mainNav } from "./content/navigation";
import { industries } from "./content/industries";
import { solutions } from "./content/solutions";
import routes from "./routes";

const pages = pagePaths(routes);

describe("route table", () => {
  it("declares exactly the spec's eighteen pages", () => {
    expect(pages.sort()).toEqual(
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
      ].sort(),
    );
    expect(pages).toHaveLength(18);
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
