// The report's typeface: Inter, cut to static TrueType instances holding only the characters
// the report draws (the rupee sign among them), so the PDF embeds a few kilobytes per weight
// and every glyph maps back to its character for text extraction.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import subsetFont from "subset-font";

export type ReportWeight = 400 | 700 | 800;

let source: Promise<Buffer> | undefined;

/** A static TrueType Inter at one weight, holding exactly `characters`. */
export async function reportFont(weight: ReportWeight, characters: string): Promise<Uint8Array> {
  source ??= readFile(createRequire(import.meta.url).resolve("inter-ui/variable/InterVariable.woff2"));
  const font = await subsetFont(await source, characters, {
    targetFormat: "sfnt",
    // Pinning both axes leaves a static instance, which PDF viewers draw without variation support.
    variationAxes: { opsz: 14, wght: weight },
    // The report sets plain text: no ligatures or alternates to carry, and without the layout
    // tables pdf-lib's fontkit measures and encodes each string in microseconds, not milliseconds.
    noLayoutClosure: true,
    dropTables: ["GSUB", "GPOS", "GDEF"],
  });
  return new Uint8Array(font);
}
