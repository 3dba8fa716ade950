// A content file's text as the build reads it: the data the schemas and the cross-file rules check.
import { load } from "js-yaml";
import { parse } from "yaml";

import { frontmatterOf } from "#src/lib/frontmatter.ts";

import type { EditorKind } from "./editor-kinds.ts";
import { SaveRefused } from "./save-refused.ts";

export function splitMarkdown(text: string, file: string): { frontmatter: string; body: string } {
  const { frontmatter, body, found } = frontmatterOf(text);
  if (!found) throw new SaveRefused(400, `${file}: the page needs its frontmatter between --- lines`);
  return { frontmatter, body };
}

/**
 * The data of `kind`'s YAML text as the build reads it: a legal page's frontmatter as Astro's
 * Markdown reads it (a bare date is a date), every YAML file with the `yaml` package.
 */
export function readAsBuild(text: string, kind: EditorKind): unknown {
  return kind.body ? load(text) : parse(text);
}

/** The data of `kind`'s file written as `text`: a legal page's frontmatter, any other file whole. */
export const fileData = (kind: EditorKind, text: string) =>
  readAsBuild(kind.body ? splitMarkdown(text, kind.file).frontmatter : text, kind);
