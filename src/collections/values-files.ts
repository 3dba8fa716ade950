// The values copy is filled from, read from figures.yaml, sources.yaml and site.yaml when called:
// for what reads content outside the pages' content layer (the route table, the Markdown
// pipeline, scripts, the tests, the editor).
import type { z } from "astro/zod";

import { readContentData, readContentFile } from "./content-file.ts";
import { markdownValuesOf, siteOf, siteSchema } from "#src/content/site.ts";
import { type ContentValues, contentValues, setContentValues } from "#src/content/values.ts";

let last: { key: string; values: ContentValues } | undefined;

/** Reads the values from the files and puts them in use; files as they were give the same values, figure for figure. */
export function takeValuesOfFiles(): ContentValues {
  const files = {
    figures: readContentData("figures.yaml"),
    sources: readContentData("sources.yaml"),
    site: readContentData("site.yaml"),
  };
  const key = JSON.stringify(files);
  if (last?.key !== key) last = { key, values: contentValues(files) };
  return setContentValues(last.values);
}

/** src/content/<name> checked by `schema`, its copy filled in with the values the files give now: for scripts and tests. */
export function readFilledContent<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  takeValuesOfFiles();
  return readContentFile(name, schema);
}

/** What Markdown content names as `{{token}}`, from site.yaml as it is now: for the Markdown pipeline, which renders outside the pages' modules. */
export function markdownValuesOfFiles(): Readonly<Record<string, string>> {
  return markdownValuesOf(siteOf(readContentFile("site.yaml", siteSchema)));
}
