/** The entry a detail route's slug names, if the catalogue has one. */
export function entryFor<Entry extends { slug: string }>(entries: readonly Entry[], slug: string | undefined) {
  return entries.find((entry) => entry.slug === slug);
}
