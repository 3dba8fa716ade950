import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { colors } from "#shared/brand.ts";

import { brandCss, brandCssPath } from "./brand-css.ts";

const hexes = (css: string) => css.match(/#[0-9a-f]{6}\b/gi) ?? [];
const values = (...groups: (keyof typeof colors)[]) => groups.flatMap((group) => Object.values(colors[group]));

describe("the stylesheet's colour tokens", () => {
  it("are committed as shared/brand.ts makes them (npm run build rewrites src/styles/brand.css)", () => {
    expect(readFileSync(brandCssPath, "utf8")).toBe(brandCss());
  });

  it("put ink and the gradient's stops on the page as variables, the lighter and darker tones inline", () => {
    const [variables = "", inline = ""] = brandCss().split("@theme inline");
    expect(hexes(variables)).toEqual(values("ink", "brand"));
    expect(hexes(inline)).toEqual(values("brandLight", "brandDark"));
    expect(variables).toContain(`--color-ink-900: ${colors.ink[900]};`);
    expect(variables).toContain(`--color-brand-purple: ${colors.brand.purple};`);
  });
});
