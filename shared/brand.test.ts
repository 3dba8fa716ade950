import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { colors } from "./brand.ts";
import { channels } from "./colour.ts";

const root = join(import.meta.dirname, "..");

/**
 * Every file a colour could be written in by hand: code, styles, data and docs. The brand's
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

/** A palette colour in hex, in either case, or as the channels of CSS rgb() or rgba(), after commas or spaces. */
const written = Object.values(colors)
  .flatMap((group) => Object.values(group))
  .flatMap((hex) => {
    const [red, green, blue] = channels(hex);
    return [hex, `rgba?\\(\\s*${red}[\\s,]+${green}[\\s,]+${blue}\\b`];
  });
const pattern = new RegExp(written.join("|"), "gi");

describe("the brand's colours", () => {
  it("are written in shared/brand.ts only: everything else reads them from there", () => {
    const repeats = sources.flatMap((file) =>
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => [...line.matchAll(pattern)].map(([colour]) => `${file}:${index + 1} ${colour}`)),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(repeats).toEqual([]);
  });
});
