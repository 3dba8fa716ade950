// What the build refuses in a content file before it renders anything, and the editor before it
// writes one: HTML and unsafe links in its YAML or frontmatter, and in a Markdown body.
import { frontmatterOf } from "./frontmatter.ts";
import { markdownProblems } from "./markdown/safe-markdown.ts";
import { yamlProblems, yamlProblemText } from "./safe-yaml.ts";

/** Each problem of `text`, the content of `file` (from the project's root), as `file:line: …`. */
export function contentProblems(file: string, text: string): string[] {
  if (!file.endsWith(".md")) return yamlProblems(text).map((problem) => yamlProblemText(file, problem));
  // The frontmatter's first line is the file's second, after `---`.
  const frontmatter = yamlProblems(frontmatterOf(text).frontmatter, 2);
  return [
    ...frontmatter.map((problem) => yamlProblemText(file, problem)),
    ...markdownProblems(text).map(({ line, problem }) => `${file}:${line ?? 1}: ${problem}`),
  ];
}
