// How the pages read the ROI calculator's collections: the words, one entry, and the example
// figures in the calculator's order. A missing entry fails the build. Read as
// the module loads, so a page passes them on without awaiting in its markup, which would
// change the order its parts render in.
import { entriesOf, onlyEntry } from "./entries.ts";
import { type InstitutionType, institutionTypes } from "#src/content/roi-calculator.ts";

/** Everything the calculator says (src/content/roi-calculator.yaml). */
export const roiCalculator = await onlyEntry("roiCalculator");

const byKind = new Map((await entriesOf("roiExamples")).map(({ data: { id, ...example } }) => [id, example]));
type Example = typeof byKind extends Map<string, infer Figures> ? Figures : never;

/** The example figures of each kind of institution, in the order the calculator offers them. */
export const roiExamples = Object.fromEntries(
  institutionTypes.map((kind) => {
    const example = byKind.get(kind);
    if (!example) throw new Error(`src/content/roi-examples.yaml: no example figures for ${kind}`);
    return [kind, example];
  }),
) as Record<InstitutionType, Example>;
