import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { brand, colors } from "./brand.ts";
import { channels } from "./colour.ts";

const root = join(import.meta.dirname, "..");

/**
 * Every file a value could be written in by hand: code, styles, data and docs. The brand's
 * home is left out, and so is the stylesheet the build writes from it. Pictures (SVG, PNG) are
 * drawings, not values anything reads.
 */
const sources = globSync(
  [
    "{src,server,scripts,shared,tests,public,docs,supabase}/**/*.{ts,tsx,astro,css,js,mjs,cjs,json,webmanifest,html,md,sql}",
    "*.{ts,js,md}",
  ],
  { cwd: root, exclude: ["shared/brand.ts", "src/styles/brand.css"] },
);
/** Docs speak of the product by name; code takes the name from the brand. */
const code = sources.filter((file) => !file.endsWith(".md"));

/** Each match of `pattern` in `files`, as "file:line match". */
function occurrences(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .flatMap((line, index) => [...line.matchAll(pattern)].map(([match]) => `${file}:${index + 1} ${match}`)),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A palette colour in hex, in either case, or as the channels of CSS rgb() or rgba(), after commas or spaces. */
const colour = new RegExp(
  Object.values(colors)
    .flatMap((group) => Object.values(group))
    .flatMap((hex) => {
      const [red, green, blue] = channels(hex);
      return [hex, `rgba?\\(\\s*${red}[\\s,]+${green}[\\s,]+${blue}\\b`];
    })
    .join("|"),
  "gi",
);

describe("the brand", () => {
  it("has its colours written in shared/brand.ts only: everything else reads them from there", () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(occurrences(sources, colour)).toEqual([]);
  });

  it("is named, and its e-mail address given, by code that reads them from shared/brand.ts", () => {
    expect(code.length).toBeGreaterThan(100);
    expect(occurrences(code, new RegExp([brand.name, brand.email].map(escape).join("|"), "g"))).toEqual([]);
  });
});
