// The site's pages as Astro builds them: the route table (pagePaths) over the page files Vite
// finds and the catalogue's entries, so a new page file or entry is listed without more code.
import { getCollection } from "astro:content";

import { pagePaths } from "#src/lib/site-pages.ts";

const PAGES_DIR = "../pages/";
// Only the names are read: the loaders Vite writes for them are never called.
const pageFiles = Object.keys(import.meta.glob("../pages/**/*.astro")).map((file) => file.slice(PAGES_DIR.length));

const idsOf = async (collection: "solutions" | "industries") =>
  (await getCollection(collection)).map((entry) => entry.id);

/** Every page of the site's list (src/lib/site-pages.ts): not the not-found page nor the link pages. */
export async function listPagePaths(): Promise<string[]> {
  return pagePaths(pageFiles, { solutions: await idsOf("solutions"), industries: await idsOf("industries") });
}
