import { industryCatalogue, solutionCatalogue } from "#src/content/catalogue.ts";
import { industryPath, solutionPath } from "#src/lib/paths.ts";

/** The five pages behind each header menu, from the catalogue: slug, name and path. */
export const menuPages = {
  solutions: solutionCatalogue.map((entry) => ({ ...entry, path: solutionPath(entry.slug) })),
  industries: industryCatalogue.map((entry) => ({ ...entry, path: industryPath(entry.slug) })),
};

export type MenuName = keyof typeof menuPages;
