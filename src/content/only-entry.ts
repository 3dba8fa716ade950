import { type CollectionEntry, type CollectionKey, getCollection } from "astro:content";

/**
 * The data of a collection written as one file (src/content.config.ts). Astro's glob() only
 * warns when the file is missing and leaves the collection empty, so the page would lose its
 * words without a failed build: this fails it instead.
 */
export async function onlyEntry<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>["data"]> {
  const entries = await getCollection(collection);
  const [entry] = entries;
  if (!entry || entries.length > 1)
    throw new Error(
      `The collection ${collection} needs exactly one file, and has ${entries.length}: see its file in src/content.config.ts`,
    );
  return entry.data;
}
