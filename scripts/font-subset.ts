// The one font file every page preloads: Inter's upright variable font cut down to the
// characters the site's text uses, at the weights it uses (about 15 KB instead of the 48 KB
// Latin file plus a separate file for the rupee sign). Run by hand after the copy gains a
// character the subset lacks (`npm run fonts`; font-subset.test.ts names it); the woff2 is
// committed and served by Astro's fonts (astro.config.ts). Anything else, say a visitor's name
// typed into a form, is drawn in the fallback face drawn to Inter's metrics (app.css).
import { readFileSync, readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";

import subsetFont from "subset-font";
import { parse } from "yaml";

const root = join(import.meta.dirname, "..");

export const SUBSET_FILE = join(root, "src/styles/fonts/inter-core-wght.woff2");

/** Printable ASCII, the no-break space, and the typographic marks and currency the copy uses. */
export const SUBSET_CHARACTERS =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCodePoint(0x20 + index)).join("") +
  "\u00a0©–—‘’“”•…₹";

/** font-medium (500) to font-extrabold (800), with regular text at 400. */
export const SUBSET_WEIGHTS = { min: 400, max: 800 };

/** The CSS unicode-range that names exactly SUBSET_CHARACTERS. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

export async function makeSubset(): Promise<Buffer> {
  const source = await readFile(createRequire(import.meta.url).resolve("inter-ui/variable/InterVariable.woff2"));
  return subsetFont(source, SUBSET_CHARACTERS, {
    targetFormat: "woff2",
    // Optical size stays at text size, as in fontsource's "wght" files. No layout closure:
    // the alternates that features such as tabular figures would pull in are glyphs the
    // site never shows.
    variationAxes: { opsz: 14, wght: SUBSET_WEIGHTS },
    noLayoutClosure: true,
    // Kerning only: without their alternate glyphs the other features change nothing the
    // site draws, and their tables cost every page a kilobyte.
    keepFeatures: ["kern"],
  });
}

/**
 * The notice's language choice names each language in its own script ("हिन्दी") on every page
 * with a form, English ones too. Drawn from the full Devanagari face, that name alone would cost
 * an English page the face's 50 KB; this cut holds only the names' own letters (about 2 KB), and
 * app.css takes it only where the system has no Noto Sans Devanagari of its own.
 */
export const LANGUAGE_NAMES_FILE = join(root, "src/styles/fonts/noto-devanagari-language-names.woff2");

/** The characters of the languages' names that Inter has no glyph for, from each notice's file. */
export function languageNameCharacters(): string {
  const noticesDir = join(root, "src/content/notices");
  const names = readdirSync(noticesDir)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => String((parse(readFileSync(join(noticesDir, file), "utf8")) as { name: unknown }).name));
  return [...new Set([...names.join("")].filter((character) => !SUBSET_CHARACTERS.includes(character)))]
    .sort()
    .join("");
}

export async function makeLanguageNamesSubset(): Promise<Buffer> {
  const source = await readFile(
    createRequire(import.meta.url).resolve(
      "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2",
    ),
  );
  return subsetFont(source, languageNameCharacters(), { targetFormat: "woff2" });
}

if (import.meta.main) {
  const font = await makeSubset();
  await writeFile(SUBSET_FILE, font);
  console.log(`Wrote ${SUBSET_FILE} (${font.length} bytes) for ${unicodeRange(SUBSET_CHARACTERS)}`);
  const names = await makeLanguageNamesSubset();
  await writeFile(LANGUAGE_NAMES_FILE, names);
  console.log(`Wrote ${LANGUAGE_NAMES_FILE} (${names.length} bytes) for ${unicodeRange(languageNameCharacters())}`);
}
