import { formsSchema } from "#src/content/controls/forms.ts";
import { readYamlFile } from "#src/lib/yaml-file.ts";

/** What the forms say, read and checked as the build reads it. */
export const forms = readYamlFile("src/content/controls/forms.yaml", formsSchema);
