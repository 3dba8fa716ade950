// The solutions and industries as the build reads them, for what runs outside Astro (the route
// table, the tests), which cannot use astro:content: the same files, the same schemas. The
// route table is read as the build starts, so a broken entry is reported here first.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { z } from "astro/zod";

import { CATALOGUE_COUNT } from "#src/content/catalogue.ts";
import { industrySchema } from "#src/content/industries.ts";
import { solutionSchema } from "#src/content/solutions.ts";
import { takeValuesOfFiles } from "#src/content/values-files.ts";
import { issueText, valueAt } from "#src/lib/issue-text.ts";
import { parseList } from "#src/lib/list-loader.ts";

/** The file's entries, each checked by `schema`; throws naming the file, the entry and each field at fault. */
function read<Schema extends z.ZodType>(key: string, schema: Schema): z.output<Schema>[] {
  takeValuesOfFiles();
  const path = `src/content/${key}.yaml`;
  const items = parseList(readFileSync(join(import.meta.dirname, "..", "..", path), "utf8"), path, {
    key,
    count: CATALOGUE_COUNT,
  });
  return items.map((item) => {
    const result = schema.safeParse(item);
    if (result.success) return result.data;
    const fields = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issueText(issue, valueAt(item, issue.path))}`,
    );
    throw new Error(`${path}, entry "${item.id}": ${fields.join("; ")}`);
  });
}

/** The solutions, in the file's order; each names its collection, as an entry does. */
export const solutions = read("solutions", solutionSchema).map((solution) => ({
  ...solution,
  collection: "solutions" as const,
}));

// The build checks an industry's solutions with reference("solutions"); here, against the file.
const solutionLink = z
  .string()
  .refine((id) => solutions.some((solution) => solution.id === id), "no such solution in src/content/solutions.yaml")
  .transform((id) => ({ collection: "solutions" as const, id }));

/** The industries, in the file's order. */
export const industries = read("industries", industrySchema(solutionLink)).map((industry) => ({
  ...industry,
  collection: "industries" as const,
}));
