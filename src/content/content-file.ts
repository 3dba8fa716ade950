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

import { checked } from "./checked.ts";

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
