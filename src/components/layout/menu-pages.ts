import { href } from "react-router";

import { industryCatalogue, solutionCatalogue } from "#src/content/catalogue.ts";

/** The five pages behind each header menu, from the catalogue: slug, name and path. */
export const menuPages = {
  solutions: solutionCatalogue.map((entry) => ({ ...entry, path: href("/solutions/:slug", { slug: entry.slug }) })),
  industries: industryCatalogue.map((entry) => ({ ...entry, path: href("/industries/:slug", { slug: entry.slug }) })),
};

export type MenuName = keyof typeof menuPages;
