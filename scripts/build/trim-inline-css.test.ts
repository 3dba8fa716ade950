import { describe, expect, it } from "vitest";

import { trimInlineCss } from "./trim-inline-css.ts";

const page = (css: string) => `<head><style>${css}</style></head>`;

describe("trimInlineCss", () => {
  it("keeps the theme variables and @property rules that a rule reads, directly or through another variable", () => {
    const css =
      "@layer theme{:root{--color-a:red;--color-b:blue;--shadow:0 0 var(--color-a)}}" +
      "@layer utilities{.s{box-shadow:var(--shadow)}}@property --shadow{syntax:\"*\";inherits:false}@property --unused{syntax:\"*\";inherits:false}";
    const trimmed = trimInlineCss(page(css));
    expect(trimmed).toContain("--color-a:red");
    expect(trimmed).toContain("--shadow:0 0 var(--color-a)");
    expect(trimmed).not.toContain("--color-b");
    expect(trimmed).toContain("@property --shadow");
    expect(trimmed).not.toContain("@property --unused");
  });

  it("reads variables across the page's style elements", () => {
    const trimmed = trimInlineCss(
      `<style>:root{--font-inter:Inter}</style>${page("@layer theme{:root{--font-sans:var(--font-inter)}}body{font-family:var(--font-sans)}")}`,
    );
    expect(trimmed).toContain("--font-sans:var(--font-inter)");
  });

  it("leaves the name of the properties layer first, without its fallback rules", () => {
    const trimmed = trimInlineCss(page("@layer properties{*{--tw-x:0}}@layer theme{:root{}}"));
    expect(trimmed).toBe(page("@layer properties;@layer theme{:root{}}"));
  });

  it("writes a colour Tailwind gives twice once, as its color-mix(), and leaves other @supports blocks alone", () => {
    const css =
      "@layer theme{:root{--color-ink:#123456}}" +
      "@layer utilities{.bg-ink\\/70{background-color:#123456b3}@supports (color:color-mix(in lab, red, red)){.bg-ink\\/70{background-color:color-mix(in oklab, var(--color-ink) 70%, transparent)}}" +
      "@supports (display:grid){.g{display:grid}}}";
    expect(trimInlineCss(page(css))).toBe(
      page(
        "@layer theme{:root{--color-ink:#123456}}" +
          "@layer utilities{.bg-ink\\/70{background-color:color-mix(in oklab, var(--color-ink) 70%, transparent)}" +
          "@supports (display:grid){.g{display:grid}}}",
      ),
    );
  });
});
