import type { LucideIcon } from "lucide-react";

/** The entry a detail route's slug names, if the catalogue has one. */
export function entryFor<Entry extends { slug: string }>(entries: readonly Entry[], slug: string | undefined) {
  return entries.find((entry) => entry.slug === slug);
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
