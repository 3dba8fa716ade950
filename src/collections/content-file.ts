// A YAML file of src/content read when called, for what reads content outside the content layer
// (values-files.ts): the route table, the Markdown pipeline, scripts, the tests and the editor's
// server. The file is found through the project's import map (`#src/`), so the same module reads
// it under Node (scripts, Playwright) and Vite's module runner (astro.config.ts, the tests).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { z } from "astro/zod";
import { parse } from "yaml";

import { checked } from "#src/content/checked.ts";

const project = createRequire(import.meta.url);

/** The data of src/content/<name>, unchecked: throws, naming the file, when it is missing or does not parse. */
export function readContentData(name: string): unknown {
  try {
    return parse(readFileSync(project.resolve(`#src/content/${name}`), "utf8"));
  } catch (error) {
    throw new Error(`src/content/${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The data of src/content/<name> checked by `schema`; throws naming the file and each field at fault. */
export function readContentFile<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  return checked(`src/content/${name}`, readContentData(name), schema);
}
