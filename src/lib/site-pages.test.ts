import { describe, expect, it } from "vitest";

import { pagePaths } from "./site-pages.ts";

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

  it("refuses a parameter it has no slugs for", () => {
    expect(() => pagePaths(["industries/[slug].astro"], {})).toThrow(/no slugs/);
  });
});
