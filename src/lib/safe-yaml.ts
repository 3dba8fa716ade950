// What the build and the editor refuse in a content file's YAML, whatever its schema: HTML in
// any text, and a link field whose address is not a web page, an e-mail, a phone number or a
// place on this site. Each problem names its line and field.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit } from "yaml";

import { htmlTagIn, rawHtmlProblem, unsafeAddress, unsafeAddressProblem } from "#shared/safe-content.ts";

/** A field a page makes a link or an image of: `path`, `href`, `url`, `src`, `link`, `schedulerUrl`, `overviewPath`. */
const LINK_FIELD = /^(?:path|href|url|src|link)$|(?:Url|Path|Href)$/;

export interface YamlProblem {
  line: number;
  /** The field's path, each list item by its place: "hero.bullets.2.link". */
  field: string;
  problem: string;
}

/** The problems of YAML `text` whose first line is line `firstLine` of its file (a frontmatter starts at 2). */
export function yamlProblems(text: string, firstLine = 1): YamlProblem[] {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const problems: YamlProblem[] = [];
  visit(document, {
    Scalar(_key, node, path) {
      if (typeof node.value !== "string" || !node.range) return;
      const keys: string[] = [];
      for (const [index, parent] of path.entries()) {
        const child = path[index + 1] ?? node;
        if (isPair(parent) && isScalar(parent.key)) {
          if (parent.key === node) return;
          keys.push(String(parent.key.value));
        } else if (isSeq(parent)) keys.push(String(parent.items.indexOf(child as never)));
        else if (isMap(parent)) continue;
      }
      const line = lines.linePos(node.range[0]).line + firstLine - 1;
      const field = keys.join(".");
      const name = keys.at(-1) ?? "";
      const why = LINK_FIELD.test(name) ? unsafeAddress(node.value) : undefined;
      if (why) problems.push({ line, field, problem: unsafeAddressProblem("the link", node.value, why) });
      const tag = htmlTagIn(node.value);
      if (tag) problems.push({ line, field, problem: rawHtmlProblem(tag, "write plain text") });
    },
  });
  return problems;
}

/** A problem as the build and the editor say it: `src/content/pages/home.yaml:12: hero.title: raw HTML (<b>) …`. */
export const yamlProblemText = (file: string, { line, field, problem }: YamlProblem) =>
  `${file}:${line}: ${field ? `${field}: ` : ""}${problem}`;
