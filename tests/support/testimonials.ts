import { readFileSync } from "node:fs";
import { join } from "node:path";

import { testimonialList, testimonialSchema } from "#src/content/testimonials.ts";
import { takeValuesOfFiles } from "#src/collections/values-files.ts";
import { parseList } from "#src/lib/list-loader.ts";

const path = "src/content/testimonials.yaml";

// The quotes name figures, filled in from the files' table as the pages fill them.
takeValuesOfFiles();

/** The home page's testimonials, read and checked as the build reads them, in the file's order. */
export const testimonials = parseList(readFileSync(join(import.meta.dirname, "..", "..", path), "utf8"), path, {
  key: "testimonials",
  min: testimonialList.min,
}).map((item) => testimonialSchema.parse(item));
