import type { RouteConfigEntry } from "@react-router/dev/routes";
import { href } from "react-router";

import { industryCatalogue, solutionCatalogue } from "./content/catalogue.ts";
import routes from "./routes.ts";

/** The paths of a route config that have no parameter: "/", "/about" ..., without the catch-all. */
export function staticPaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const concrete = entry.path !== undefined && !/[*:]/.test(entry.path);
    const own = entry.index ? [parent || "/"] : concrete ? [path || "/"] : [];
    return [...own, ...staticPaths(entry.children ?? [], path)];
  });
}

/** The ten detail pages, one per slug of the catalogue. */
export const detailPaths = [
  ...solutionCatalogue.map(({ slug }) => href("/solutions/:slug", { slug })),
  ...industryCatalogue.map(({ slug }) => href("/industries/:slug", { slug })),
];

/**
 * Every page of the site: what the build prerenders (react-router.config.ts), the sitemap
 * lists and the end-to-end tests visit.
 */
export const sitePages: readonly string[] = [...staticPaths(routes), ...detailPaths];

/**
 * The not-found pages, moved to 404.html files by the build. A host serves the nearest one to
 * an unknown address (Cloudflare Pages does; so does server/), and each is prerendered on the
 * route such an address matches: an unknown slug under /solutions/ hydrates on the solution
 * route, which shows the not-found page for a slug the catalogue lacks.
 */
export const notFoundPages = [
  "/404",
  href("/solutions/:slug", { slug: "404" }),
  href("/industries/:slug", { slug: "404" }),
];
