import { readFileSync } from "node:fs";
import { join } from "node:path";

import { parse } from "yaml";

import { formsSchema } from "#src/content/controls/forms.ts";

const path = "src/content/controls/forms.yaml";

/** What the forms say, read and checked as the build reads it. */
export const forms = formsSchema.parse(parse(readFileSync(join(import.meta.dirname, "..", "..", path), "utf8")));
