import { describe, expect, it } from "vitest";

import { isLinkPage, pagePaths } from "./site-pages.ts";

describe("pagePaths", () => {
  it("names a page file by the address it is served at", () => {
    expect(pagePaths(["index.astro", "about.astro", "solutions/index.astro"], {})).toEqual([
      "/",
      "/about",
      "/solutions",
    ]);
  });

  it("writes a parameterised page once per slug of its folder, and leaves out the not-found page", () => {
    expect(pagePaths(["404.astro", "solutions/[slug].astro"], { solutions: ["a", "b"] })).toEqual([
      "/solutions/a",
      "/solutions/b",
    ]);
  });

  it("leaves out the pages only an e-mailed link opens", () => {
    expect(pagePaths(["data-rights.astro", "data-rights/confirm.astro", "data-rights/withdraw.astro"], {})).toEqual([
      "/data-rights",
    ]);
  });

  it("refuses a parameter it has no slugs for", () => {
    expect(() => pagePaths(["industries/[slug].astro"], {})).toThrow(/no slugs/);
  });
});

describe("isLinkPage", () => {
  it("knows a link page by its path, with or without a trailing slash, and no other", () => {
    expect(isLinkPage("/data-rights/confirm")).toBe(true);
    expect(isLinkPage("/data-rights/withdraw/")).toBe(true);
    expect(isLinkPage("/data-rights")).toBe(false);
    expect(isLinkPage("/")).toBe(false);
  });
});
