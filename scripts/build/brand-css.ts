import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { AstroIntegration } from "astro";

import { colors } from "#shared/brand.ts";

/** The stylesheet's colour tokens, which src/styles/app.css imports into Tailwind's theme. */
export const brandCssPath = join(import.meta.dirname, "../../src/styles/brand.css");

type Group = keyof typeof colors;

/** Tones the stylesheet writes into its rules with `--theme()`: they put no variable on the page. */
const inlineGroups: readonly Group[] = ["brandLight", "brandDark"];

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(groups: readonly Group[]): string {
  return groups
    .flatMap((group) =>
      Object.entries(colors[group]).map(([tone, value]) => `  --color-${kebab(group)}-${tone}: ${value};\n`),
    )
    .join("");
}

/** src/styles/brand.css as shared/brand.ts's colours make it. */
export function brandCss(): string {
  const groups = Object.keys(colors) as Group[];
  const variables = groups.filter((group) => !inlineGroups.includes(group));
  return `/* Written by the build from shared/brand.ts (scripts/build/brand-css.ts): change the colours there. */
@theme {
${declarations(variables)}}

/* Written into the rules that use them, with --theme(). */
@theme inline {
${declarations(inlineGroups)}}
`;
}

/**
 * Writes src/styles/brand.css before Vite reads any stylesheet, when the colours changed. The
 * file is committed, so editors and a fresh checkout see the tokens; brand-css.test.ts fails
 * while the committed copy is stale.
 */
export function brandStylesheet(): AstroIntegration {
  return {
    name: "sentinel-brand-stylesheet",
    hooks: {
      "astro:config:setup": ({ logger }) => {
        const css = brandCss();
        if (existsSync(brandCssPath) && readFileSync(brandCssPath, "utf8") === css) return;
        writeFileSync(brandCssPath, css);
        logger.info("src/styles/brand.css written from shared/brand.ts");
      },
    },
  };
}
