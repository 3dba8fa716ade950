import { siteOf, siteSchema } from "#src/content/site.ts";
import { readYamlFile } from "#src/lib/yaml-file.ts";

/** The site's contacts and addresses with the brand, read and checked as the build reads them. */
export const site = siteOf(readYamlFile("src/content/site.yaml", siteSchema));
