// Links to pages that exist: a link of the copy to this site opens one of the pages the build
// writes. Written once, for the tests and the editor's save.
import { globSync } from "node:fs";
import { join } from "node:path";

import { LINK_PAGES, pagePaths } from "./site-pages.ts";

/** A link of copy to this site ("/contact", "/#report"), not to another. */
export const isSiteLink = (value: string) => /^\/(?!\/)/.test(value);

/** The page a link opens: its path, without its anchor, query or trailing slash. */
export const linkedPage = (link: string) => new URL(link, "http://site").pathname.replace(/(.)\/$/, "$1");

/** The pages a link may open, from `root`'s page files and each parameter's slugs, the e-mailed link pages among them. */
export function pagesOfSite(root: string, slugs: Readonly<Record<string, readonly string[]>>): Set<string> {
  const files = globSync("**/*.astro", { cwd: join(root, "src/pages") });
  return new Set([...pagePaths(files, slugs), ...LINK_PAGES]);
}

/** The links of `links` that open no page of `pages`. */
export const linksToNoPage = (links: readonly string[], pages: ReadonlySet<string>) =>
  links.filter((link) => isSiteLink(link) && !pages.has(linkedPage(link)));
