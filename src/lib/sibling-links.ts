/** A link at the foot of a detail page, with the icon its entry names. */
export interface SiblingLink<Icon extends string> {
  icon: Icon;
  name: string;
  summary: string;
  href: string;
}

/** The catalogue's other entries, as the links at the foot of a detail page. */
export function siblingLinks<Entry extends { slug: string; icon: string; name: string; summary: string }>(
  entries: readonly Entry[],
  current: Entry,
  path: (slug: Entry["slug"]) => string,
): SiblingLink<Entry["icon"]>[] {
  return entries
    .filter((entry) => entry.slug !== current.slug)
    .map((entry) => ({ icon: entry.icon, name: entry.name, summary: entry.summary, href: path(entry.slug) }));
}
