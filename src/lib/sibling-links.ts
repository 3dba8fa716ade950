/** A link at the foot of a detail page, with the icon its entry names. */
export interface SiblingLink<Icon extends string> {
  icon: Icon;
  name: string;
  summary: string;
  href: string;
}

/** The collection's other entries, as the links at the foot of a detail page. */
export function siblingLinks<Entry extends { id: string; icon: string; name: string; summary: string; path: string }>(
  entries: readonly Entry[],
  current: Entry,
): SiblingLink<Entry["icon"]>[] {
  return entries
    .filter((entry) => entry.id !== current.id)
    .map((entry) => ({ icon: entry.icon, name: entry.name, summary: entry.summary, href: entry.path }));
}
