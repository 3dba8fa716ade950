// How content is checked against its schema, wherever it is read: the error names the file and
// each field at fault, an item of a list by its id where it has one, in plain words (issue-text.ts).
import type { z } from "astro/zod";

import { issueText, valueAt } from "#src/content/issue-text.ts";

/** A field's path in `data`, each item of a list named by its id where it has one: "figures.accuracy.value". */
function fieldPath(data: unknown, path: readonly PropertyKey[]): string {
  let at = data;
  return path
    .map((key) => {
      at = at !== null && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[key] : undefined;
      const id = at !== null && typeof at === "object" ? (at as { id?: unknown }).id : undefined;
      return typeof key === "number" && typeof id === "string" ? id : String(key);
    })
    .join(".");
}

/** `data` checked by `schema`; throws naming `file` and each field at fault. */
export function checked<S extends z.ZodType>(file: string, data: unknown, schema: S): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map(
    (issue) => `${fieldPath(data, issue.path)}: ${issueText(issue, valueAt(data, issue.path))}`,
  );
  throw new Error(`${file}: ${fields.join("; ")}`);
}
