import { type CollectionEntry, getCollection } from "astro:content";

import { type OneFileCollection, oneFiles } from "./one-file-loader.ts";

/**
 * The data of a collection written as one file. Astro's glob() only warns when the file is
 * missing and leaves the collection empty, so the page would lose its words without a failed
 * build: this fails it instead, naming the file.
 */
export async function onlyEntry<Collection extends OneFileCollection>(
  collection: Collection,
): Promise<CollectionEntry<Collection>["data"]> {
  const [entry] = await getCollection(collection);
  if (!entry) throw new Error(`${oneFiles[collection]} is missing: every page needs it`);
  return entry.data;
}
