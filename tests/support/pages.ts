import { aboutCopySchema } from "#src/content/pages/about.ts";
import { careersCopySchema } from "#src/content/pages/careers.ts";
import { contactCopySchema } from "#src/content/pages/contact.ts";
import { dataRightsCopySchema } from "#src/content/pages/data-rights.ts";
import { homeCopySchema } from "#src/content/pages/home.ts";
import { notFoundCopySchema } from "#src/content/pages/not-found.ts";
import { readYamlFile } from "#src/lib/yaml-file.ts";

// The pages' copy, read and checked as the build reads it (src/content/pages/*.yaml).
export const home = readYamlFile("src/content/pages/home.yaml", homeCopySchema);
export const about = readYamlFile("src/content/pages/about.yaml", aboutCopySchema);
export const careers = readYamlFile("src/content/pages/careers.yaml", careersCopySchema);
export const contact = readYamlFile("src/content/pages/contact.yaml", contactCopySchema);
export const notFound = readYamlFile("src/content/pages/not-found.yaml", notFoundCopySchema);
export const dataRights = readYamlFile("src/content/pages/data-rights.yaml", dataRightsCopySchema);
