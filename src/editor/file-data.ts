// A content file's text as the build reads it: the data the schemas and the cross-file rules check.
import { load } from "js-yaml";
import { parse } from "yaml";

import { FRONTMATTER } from "#src/lib/content-problems.ts";

import type { EditorKind } from "./kinds.ts";
import { SaveRefused } from "./save-refused.ts";

export function splitMarkdown(text: string, file: string): { frontmatter: string; body: string } {
  const match = FRONTMATTER.exec(text);
  if (!match) throw new SaveRefused(400, `${file}: the page needs its frontmatter between --- lines`);
  return { frontmatter: match[1] ?? "", body: text.slice(match[0].length) };
}

/** The data of YAML text as `reader` reads it when the site is built. */
export function readAsBuild(text: string, reader: EditorKind["reader"]): unknown {
  return reader === "astro" ? load(text) : parse(text);
}

/** The data of `kind`'s file written as `text`: a legal page's frontmatter, any other file whole. */
export const fileData = (kind: EditorKind, text: string) =>
  readAsBuild(kind.body ? splitMarkdown(text, kind.file).frontmatter : text, kind.reader);
