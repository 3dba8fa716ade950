import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

import { convert } from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";

import {
  LANGUAGE_NAMES_FILE,
  SUBSET_CHARACTERS,
  SUBSET_FILE,
  SUBSET_WEIGHTS,
  languageNameCharacters,
  unicodeRange,
} from "./font-subset.ts";

const root = join(import.meta.dirname, "..");
const src = join(root, "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.(ts|tsx|astro|md|yaml)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("font subset", () => {
  it("has a glyph for every character the site's copy and components use", () => {
    const missing = new Map<string, string>();
    // The editor is no page of the site: it carries Inter whole (src/editor/editor-fonts.css).
    for (const file of sourceFiles(src).filter((path) => !path.startsWith(join(src, "editor")))) {
      for (const character of readFileSync(file, "utf8")) {
        if (/\s/.test(character) && character !== "\u00a0") continue;
        // Hindi notices are drawn in Noto Sans Devanagari (src/styles/devanagari.css).
        if (/[\u0900-\u097f]/.test(character)) continue;
        if (!SUBSET_CHARACTERS.includes(character)) missing.set(character, file);
      }
    }
    // Add any character listed here to SUBSET_CHARACTERS, then run `npm run fonts`.
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it("is a file with exactly the declared characters and weights, and kerning as its one feature", async () => {
    const face = new Face(new Blob(await convert(readFileSync(SUBSET_FILE), "sfnt")));
    const characters = [...face.collectUnicodes()].sort((a, b) => a - b).map((point) => String.fromCodePoint(point));
    expect(characters.join("")).toBe([...SUBSET_CHARACTERS].sort().join(""));
    expect(face.getAxisInfos().wght).toMatchObject({ min: SUBSET_WEIGHTS.min, max: SUBSET_WEIGHTS.max });
    expect(face.getAxisInfos().opsz).toBeUndefined();
    expect(new Set(face.getTableFeatureTags("GPOS"))).toEqual(new Set(["kern"]));
    expect(face.getTableFeatureTags("GSUB")).toEqual([]);
  });

  it("is the font Astro serves and preloads, at every weight the site draws", () => {
    const config = readFileSync(join(root, "astro.config.ts"), "utf8");
    expect(config).toContain(`src: ["./${relative(root, SUBSET_FILE)}"], weight: "100 900"`);
  });
});

describe("the language names' cut", () => {
  it("has exactly the letters of the languages' names that Inter lacks", async () => {
    const face = new Face(new Blob(await convert(readFileSync(LANGUAGE_NAMES_FILE), "sfnt")));
    const characters = [...face.collectUnicodes()].map((point) => String.fromCodePoint(point)).sort();
    expect(languageNameCharacters()).toContain("ह");
    expect(characters.join("")).toBe(languageNameCharacters());
  });

  it("is declared for exactly those letters", () => {
    const css = readFileSync(join(src, "styles/devanagari.css"), "utf8");
    expect(css).toContain(`unicode-range: ${unicodeRange(languageNameCharacters())};`);
  });
});

describe("unicode-range", () => {
  it("joins neighbouring code points into ranges", () => {
    expect(unicodeRange("cab₹ –—")).toBe("U+0020, U+0061-0063, U+2013-2014, U+20B9");
  });
});
