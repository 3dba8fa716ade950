// The solutions and industries as the build reads them, for what runs outside Astro (the route
// table, the tests), which cannot use astro:content: the same files, the same schemas. The
// route table is read as the build starts, so a broken entry is reported here first.
import { join } from "node:path";

import { z } from "astro/zod";

import { checked } from "#src/content/checked.ts";
import { industrySchema } from "#src/content/industries.ts";
import { solutionSchema } from "#src/content/solutions.ts";
import { readFilledContent, takeValuesOfFiles } from "#src/collections/values-files.ts";
import { industryPicturesSchema, solutionPicturesSchema } from "#src/content/visuals/schema.ts";
import { readFolder } from "#src/lib/list-loader.ts";

/** The folder's entries, each checked by `schema`, in their `order`; throws naming the file and each field at fault. */
function read<Schema extends z.ZodType<{ order: number }>>(folder: string, schema: Schema): z.output<Schema>[] {
  takeValuesOfFiles();
  return readFolder(join(import.meta.dirname, "..", ".."), `src/content/${folder}`)
    .map(({ data, filePath }) => checked(filePath, data, schema))
    .sort((a, b) => a.order - b.order);
}

const solutionVisuals = readFilledContent("visuals/solutions.yaml", solutionPicturesSchema);
const industryVisuals = readFilledContent("visuals/industries.yaml", industryPicturesSchema);

/** The solutions, in the file's order, with their product pictures; each names its collection, as an entry does. */
export const solutions = read("solutions", solutionSchema).map((solution) => ({
  ...solution,
  visual: solutionVisuals[solution.id],
  collection: "solutions" as const,
}));

// The build checks an industry's solutions with reference("solutions"); here, against the file.
const solutionLink = z
  .string()
  .refine((id) => solutions.some((solution) => solution.id === id), "no such solution in src/content/solutions/")
  .transform((id) => ({ collection: "solutions" as const, id }));

/** The industries, in the file's order, with their product pictures. */
export const industries = read("industries", industrySchema(solutionLink)).map((industry) => ({
  ...industry,
  visual: industryVisuals[industry.id],
  collection: "industries" as const,
}));
