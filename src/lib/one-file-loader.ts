import { glob, type Loader } from "astro/loaders";

/** The collections written as one YAML file each, and their files. */
export const oneFiles = {
  solutionsOverview: "src/content/solutions-overview.yaml",
  industriesOverview: "src/content/industries-overview.yaml",
  detailPages: "src/content/detail-pages.yaml",
  header: "src/content/header.yaml",
  footer: "src/content/footer.yaml",
} as const;

export type OneFileCollection = keyof typeof oneFiles;

/**
 * Loads a collection's one file as its one entry. glob() only warns about a missing file, so
 * the pages read it with `onlyEntry`, which fails the build instead.
 */
export function oneFileLoader(collection: OneFileCollection): Loader {
  const path = oneFiles[collection];
  const slash = path.lastIndexOf("/");
  return glob({ pattern: path.slice(slash + 1), base: `./${path.slice(0, slash)}` });
}
