import type { IconName } from "#src/content/types.ts";

/** The catalogue's other entries, as the links at the foot of a detail page. */
export function siblingLinks<Entry extends { slug: string; icon: IconName; name: string; summary: string }>(
  entries: readonly Entry[],
  current: Entry,
  path: (slug: Entry["slug"]) => string,
) {
  return entries
    .filter((entry) => entry.slug !== current.slug)
    .map((entry) => ({ icon: entry.icon, name: entry.name, summary: entry.summary, href: path(entry.slug) }));
}
