// How the pages read the ROI calculator's collections: the words, one entry, and the example
// figures in the calculator's order. A missing entry fails the build, naming its file.
import { getCollection, getEntry } from "astro:content";

import { type InstitutionType, institutionTypes } from "./roi-calculator.ts";
import type { RoiExample } from "./roi-examples.ts";

/** Everything the calculator says (src/content/roi-calculator.yaml). */
export async function roiCalculatorCopy() {
  const entry = await getEntry("roiCalculator", "roi-calculator");
  if (!entry) throw new Error("src/content/roi-calculator.yaml: the ROI calculator's words are missing");
  return entry.data;
}

/** The example figures of each kind of institution, in the order the calculator offers them. */
export async function roiExamples(): Promise<Record<InstitutionType, RoiExample>> {
  const byKind = new Map((await getCollection("roiExamples")).map(({ data: { id, ...example } }) => [id, example]));
  return Object.fromEntries(
    institutionTypes.map((kind) => {
      const example = byKind.get(kind);
      if (!example) throw new Error(`src/content/roi-examples.ts: no example figures for ${kind}`);
      return [kind, example];
    }),
  ) as Record<InstitutionType, RoiExample>;
}
