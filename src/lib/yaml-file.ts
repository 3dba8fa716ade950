import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { z } from "astro/zod";
import { parse } from "yaml";

/** The data of YAML text; throws, naming `path`, on YAML that does not parse. */
export function parseYaml(text: string, path: string): unknown {
  try {
    return parse(text);
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * A YAML file of the project (`path` from its root) checked against `schema`, as the build
 * checks it, its copy filled in with the figures as the files give them now: for the tests and
 * scripts, which run outside Astro's content layer.
 */
export function readYamlFile<S extends z.ZodType>(path: string, schema: S): z.output<S> {
  return schema.parse(parseYaml(readFileSync(join(import.meta.dirname, "..", "..", path), "utf8"), path));
}
