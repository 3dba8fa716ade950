// The values copy is filled from, as the content layer holds figures.yaml and sources.yaml
// when a page renders: under `astro dev`, an edit to either reaches the next render.
import { getEntry } from "astro:content";

import { type ContentValues, contentValues, setContentValues } from "#src/content/values.ts";

let last: { figures: unknown; sources: unknown; values: ContentValues } | undefined;

/** Reads the values and puts them in use; the same data gives the same values, not checked again. */
export async function loadContentValues(): Promise<ContentValues> {
  const [figures, sources] = await Promise.all([getEntry("figures", "figures"), getEntry("sources", "sources")]);
  if (!figures || !sources) throw new Error("src/content/figures.yaml and src/content/sources.yaml are both needed");
  if (!last || last.figures !== figures.data || last.sources !== sources.data) {
    const files = { figures: figures.data, sources: sources.data };
    last = { ...files, values: contentValues(files) };
  }
  return setContentValues(last.values);
}
