// How the pages read the forms' words: one entry, read once; a missing one fails the build.
// Read as the module loads, so a page passes them to its island without
// awaiting in its markup, which would change the order its parts render in.
import { onlyEntry } from "./entries.ts";

/** What every form says (src/content/controls/forms.yaml). */
export const forms = await onlyEntry("forms");
