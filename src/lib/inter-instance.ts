// Inter as the build draws it outside the browser (the report PDF, the share cards): static
// TrueType instances holding only the characters drawn, since neither pdf-lib nor Satori reads
// woff2 or a variable font's axes. The PDF embeds a few kilobytes per weight, and every glyph
// maps back to its character for text extraction.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import subsetFont from "subset-font";

export type InterWeight = 400 | 700 | 800;

let source: Promise<Buffer> | undefined;

/** A static TrueType Inter at one weight, holding exactly `characters`. */
export async function interInstance(weight: InterWeight, characters: string): Promise<Uint8Array> {
  source ??= readFile(createRequire(import.meta.url).resolve("inter-ui/variable/InterVariable.woff2"));
  const font = await subsetFont(await source, characters, {
    targetFormat: "sfnt",
    // Pinning both axes leaves a static instance, which PDF viewers draw without variation support.
    variationAxes: { opsz: 14, wght: weight },
    // Plain text only: no ligatures or alternates to carry, and without the layout tables
    // pdf-lib's fontkit measures and encodes each string in microseconds, not milliseconds.
    noLayoutClosure: true,
    dropTables: ["GSUB", "GPOS", "GDEF"],
  });
  return new Uint8Array(font);
}
