// How the pages read the ROI calculator's collections: the words, and the example figures of
// each kind of institution with the kind it starts from. A missing file fails the build. Read as
// the module loads, so a page passes them on without awaiting in its markup, which would
// change the order its parts render in.
import { onlyEntry } from "./entries.ts";

/** Everything the calculator says (src/content/roi-calculator.yaml). */
export const roiCalculator = await onlyEntry("roiCalculator");

/** The example figures of each kind of institution, in the order the calculator offers them, and the kind it starts from. */
export const { examples: roiExamples, defaultInstitution } = await onlyEntry("roiExamples");
