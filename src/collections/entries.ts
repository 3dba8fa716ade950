// How the pages read content: from the content layer, checked with its kind's schema and its
// copy filled in with the values of this moment (values.ts), so that a page shows the
// figures as they are now, whichever file changed last.
import { getCollection } from "astro:content";
import type { z } from "astro/zod";

import { checked } from "#src/content/checked.ts";
import { type ContentKind, contentSchemas } from "./registry.ts";
import { loadContentValues } from "./values.ts";

/** A kind's content, as its page reads it. */
export type ContentOf<K extends ContentKind> = z.output<(typeof contentSchemas)[K]>;

/** An entry of a kind: its id (its file's name, or its id in its file's list) and its content. */
export interface ReadEntry<K extends ContentKind> {
  id: string;
  data: ContentOf<K>;
}

/** Every entry of `kind`, in no set order; throws naming the file and each field at fault. */
export async function entriesOf<K extends ContentKind>(kind: K): Promise<ReadEntry<K>[]> {
  await loadContentValues();
  const schema = contentSchemas[kind] as unknown as z.ZodType<ContentOf<K>>;
  return (await getCollection(kind)).map((entry) => ({
    id: entry.id,
    data: checked(entry.filePath ?? `the collection ${kind}`, entry.data, schema),
  }));
}

/**
 * The content of a kind written as one file (src/content.config.ts). Astro's glob() only warns
 * when the file is missing and leaves the collection empty, so the page would lose its words
 * without a failed build: this fails it instead.
 */
export async function onlyEntry<K extends ContentKind>(kind: K): Promise<ContentOf<K>> {
  const entries = await entriesOf(kind);
  const [entry] = entries;
  if (!entry || entries.length > 1)
    throw new Error(
      `The collection ${kind} needs exactly one file, and has ${entries.length}: see its file in src/content.config.ts`,
    );
  return entry.data;
}
