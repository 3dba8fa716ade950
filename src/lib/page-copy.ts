import { type CollectionEntry, type CollectionKey, getCollection } from "astro:content";

/**
 * The copy of a page, from its collection of one file (src/content.config.ts). A missing file
 * leaves the collection empty, which Astro only warns about; throwing here fails the build instead.
 */
export async function pageCopy<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>["data"]> {
  const entries = await getCollection(collection);
  const [entry] = entries;
  if (!entry || entries.length > 1)
    throw new Error(
      `The collection ${collection} needs exactly one file of copy, and has ${entries.length}: see its file in src/content.config.ts`,
    );
  return entry.data;
}
