import { formsSchema } from "#src/content/controls/forms.ts";
import { readFilledContent } from "#src/collections/values-files.ts";

/** What the forms say, read and checked as the build reads it. */
export const forms = readFilledContent("controls/forms.yaml", formsSchema);
