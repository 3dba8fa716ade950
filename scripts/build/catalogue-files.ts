// The solutions and industries as the build reads them, for what runs outside Astro (the route
// table, the tests), which cannot use astro:content: the same files, the same schemas.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { z } from "astro/zod";

import { CATALOGUE_COUNT } from "#src/content/catalogue.ts";
import { industrySchema } from "#src/content/industries.ts";
import { solutionSchema } from "#src/content/solutions.ts";
import { parseList } from "#src/lib/list-loader.ts";

const read = (path: string) =>
  parseList(readFileSync(join(import.meta.dirname, "..", "..", path), "utf8"), path, CATALOGUE_COUNT);

/** The solutions, read and checked as the build reads them, in the file's order; each names its collection, as an entry does. */
export const solutions = read("src/content/solutions.yaml").map((item) => ({
  ...solutionSchema.parse(item),
  collection: "solutions" as const,
}));

// The build checks an industry's solutions with reference("solutions"); here, against the file.
const solutionLink = z
  .string()
  .refine((id) => solutions.some((solution) => solution.id === id), "no such solution")
  .transform((id) => ({ collection: "solutions" as const, id }));

/** The industries, read and checked as the build reads them, in the file's order. */
export const industries = read("src/content/industries.yaml").map((item) => ({
  ...industrySchema(solutionLink).parse(item),
  collection: "industries" as const,
}));
