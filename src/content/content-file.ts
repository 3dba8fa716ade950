// A YAML file of src/content read as a module loads, for the code that needs its values then:
// the tokens copy names, the figures and their sources, the site's addresses, the product
// pictures. The file is found through the project's import map (`#src/`), so the same module
// reads it under Node (scripts, Playwright), Vite's module runner (astro.config.ts, the content
// layer, the tests) and in the built pages, which Astro prerenders inside the project
// (shared/build.ts). A change to one is read again when the module is (scripts/build/yaml-modules.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { z } from "astro/zod";
import { parse } from "yaml";

import { issueText, valueAt } from "#src/lib/issue-text.ts";

const project = createRequire(import.meta.url);

/** The data of src/content/<name>, unchecked: throws, naming the file, when it is missing or does not parse. */
export function readContentData(name: string): unknown {
  try {
    return parse(readFileSync(project.resolve(`#src/content/${name}`), "utf8"));
  } catch (error) {
    throw new Error(`src/content/${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

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

/** The data of src/content/<name> checked by `schema`; throws naming the file and each field at fault. */
export function readContentFile<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  const data = readContentData(name);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map(
    (issue) => `${fieldPath(data, issue.path)}: ${issueText(issue, valueAt(data, issue.path))}`,
  );
  throw new Error(`src/content/${name}: ${fields.join("; ")}`);
}
