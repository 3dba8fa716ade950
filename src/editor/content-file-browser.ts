// src/collections/content-file.ts for the editor's page in the browser, where the disk cannot be
// read: the content's YAML files come bundled (scripts/build/yaml-modules.ts parses each), so
// the schemas the editor checks with find the figures and values their tokens name.
import type { z } from "astro/zod";

import { issueText, valueAt } from "#src/content/issue-text.ts";

const files = import.meta.glob<{ default: unknown }>("/src/content/**/*.{yaml,yml}", { eager: true });

export function readContentData(name: string): unknown {
  const file = files[`/src/content/${name}`];
  if (!file) throw new Error(`src/content/${name}: no such file`);
  return file.default;
}

export function readContentFile<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  const data = readContentData(name);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map(
    (issue) => `${issue.path.join(".")}: ${issueText(issue, valueAt(data, issue.path))}`,
  );
  throw new Error(`src/content/${name}: ${fields.join("; ")}`);
}

// A saved file changes the data here, not the editor's form: the page is not reloaded under the marketer.
if (import.meta.hot) import.meta.hot.accept();
