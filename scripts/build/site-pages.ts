import { globSync } from "node:fs";
import { join } from "node:path";

import { industryCatalogue, solutionCatalogue } from "#src/content/catalogue.ts";
import { pagePaths } from "#src/lib/site-pages.ts";

const pagesDir = join(import.meta.dirname, "../../src/pages");

/**
 * Every page of the site, from the pages' folder and the catalogue: what the build writes, the
 * sitemap lists and the end-to-end tests visit. The not-found page is not one of them.
 */
export const sitePages: readonly string[] = pagePaths(globSync("**/*.astro", { cwd: pagesDir }), {
  solutions: solutionCatalogue.map((entry) => entry.slug),
  industries: industryCatalogue.map((entry) => entry.slug),
});
