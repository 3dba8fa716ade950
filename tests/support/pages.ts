import { aboutCopySchema } from "#src/content/pages/about.ts";
import { careersCopySchema } from "#src/content/pages/careers.ts";
import { contactCopySchema } from "#src/content/pages/contact.ts";
import { dataRightsCopySchema } from "#src/content/pages/data-rights.ts";
import { homeCopySchema } from "#src/content/pages/home.ts";
import { notFoundCopySchema } from "#src/content/pages/not-found.ts";
import { readFilledContent } from "#src/collections/values-files.ts";

// The pages' copy, read and checked as the build reads it (src/content/pages/*.yaml).
export const home = readFilledContent("pages/home.yaml", homeCopySchema);
export const about = readFilledContent("pages/about.yaml", aboutCopySchema);
export const careers = readFilledContent("pages/careers.yaml", careersCopySchema);
export const contact = readFilledContent("pages/contact.yaml", contactCopySchema);
export const notFound = readFilledContent("pages/not-found.yaml", notFoundCopySchema);
export const dataRights = readFilledContent("pages/data-rights.yaml", dataRightsCopySchema);
