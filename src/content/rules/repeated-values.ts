// Unique page titles and descriptions in search results: written once, for the tests and the editor's save.

/** Each item whose value an earlier item already has, with that earlier item. */
export function repeatedValues<T>(items: readonly T[], valueOf: (item: T) => string): { first: T; again: T }[] {
  const seen = new Map<string, T>();
  return items.flatMap((item) => {
    const first = seen.get(valueOf(item));
    if (first) return [{ first, again: item }];
    seen.set(valueOf(item), item);
    return [];
  });
}
