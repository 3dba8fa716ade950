// How the pages read the forms' words: one entry, read once; a missing one fails the build,
// naming its file. Read as the module loads, so a page passes them to its island without
// awaiting in its markup, which would change the order its parts render in.
import { getEntry } from "astro:content";

const entry = await getEntry("forms", "forms");
if (!entry) throw new Error("src/content/controls/forms.yaml: the forms' words are missing");

/** What every form says (src/content/controls/forms.yaml). */
export const forms = entry.data;
