import { globSync } from "node:fs";
import { join } from "node:path";

import { pagePaths } from "#src/lib/site-pages.ts";

import { industries, solutions } from "./catalogue-files.ts";

const pagesDir = join(import.meta.dirname, "../../src/pages");

/**
 * Every page of the site, from the pages' folder and the solutions' and industries' files: what
 * the build writes, the sitemap lists and the end-to-end tests visit. The not-found page is not
 * one of them.
 */
export const sitePages: readonly string[] = pagePaths(globSync("**/*.astro", { cwd: pagesDir }), {
  solutions: solutions.map((entry) => entry.id),
  industries: industries.map((entry) => entry.id),
});
