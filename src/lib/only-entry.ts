import { type CollectionEntry, getCollection } from "astro:content";

/** The collections written as one file each (src/content.config.ts). */
type OneFileCollection = "solutionsOverview" | "industriesOverview" | "detailPages" | "header" | "footer";

/**
 * The data of a collection written as one file. Astro's glob() only warns when the file is
 * missing and leaves the collection empty, so the page would lose its words without a failed
 * build: this fails it instead.
 */
export async function onlyEntry<Collection extends OneFileCollection>(
  collection: Collection,
): Promise<CollectionEntry<Collection>["data"]> {
  const entries = await getCollection(collection);
  const [entry] = entries;
  if (!entry || entries.length > 1)
    throw new Error(`the ${collection} collection needs exactly one file in src/content/, it has ${entries.length}`);
  return entry.data;
}
