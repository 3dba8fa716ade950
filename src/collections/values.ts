// The values copy is filled from, as the content layer holds figures.yaml, sources.yaml and
// site.yaml when a page renders: under `astro dev`, an edit to any reaches the next render.
import { getEntry } from "astro:content";

import { type ContentValues, contentValues, setContentValues } from "#src/content/values.ts";

let last: { figures: unknown; sources: unknown; site: unknown; values: ContentValues } | undefined;

/** Reads the values and puts them in use; the same data gives the same values, not checked again. */
export async function loadContentValues(): Promise<ContentValues> {
  const [figures, sources, site] = await Promise.all([
    getEntry("figures", "figures"),
    getEntry("sources", "sources"),
    getEntry("site", "site"),
  ]);
  if (!figures || !sources || !site)
    throw new Error("src/content/figures.yaml, src/content/sources.yaml and src/content/site.yaml are all needed");
  if (!last || last.figures !== figures.data || last.sources !== sources.data || last.site !== site.data) {
    const files = { figures: figures.data, sources: sources.data, site: site.data };
    last = { ...files, values: contentValues(files) };
  }
  return setContentValues(last.values);
}
