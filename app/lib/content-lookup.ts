import type { LucideIcon } from "lucide-react";
import { isRouteErrorResponse } from "react-router";

/**
 * The entry a detail route's slug names. Any other slug throws a 404 response, which the
 * route's error boundary shows as the not-found page. (The build prerenders the catalogue's
 * slugs only, so this happens on a client navigation or on 404.html at an unknown slug.)
 */
export function entryFor<Entry extends { slug: string }>(entries: readonly Entry[], slug: string | undefined): Entry {
  const entry = entries.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Response(null, { status: 404, statusText: "Not Found" });
  return entry;
}

/** The catalogue's other entries, as the links at the foot of a detail page. */
export function siblingLinks<Entry extends { slug: string; icon: LucideIcon; name: string; summary: string }>(
  entries: readonly Entry[],
  current: Entry,
  path: (slug: Entry["slug"]) => string,
) {
  return entries
    .filter((entry) => entry.slug !== current.slug)
    .map((entry) => ({ icon: entry.icon, name: entry.name, summary: entry.summary, href: path(entry.slug) }));
}

/** Whether a route error is a 404, thrown as a response while rendering or by React Router. */
export function isNotFound(error: unknown): boolean {
  return (isRouteErrorResponse(error) || error instanceof Response) && error.status === 404;
}
