// What the build refuses in a legal document's numbered sections, in words the build
// (numbered-sections.ts, on the rendered page) and the editor (on the Markdown source) share.

/** What is wrong with a document's sections, in the words of the build and of the editor. */
export const sectionProblem = {
  noAnchor: (title: string) => `the heading "## ${title}" needs an anchor: "## ${title} {#anchor}"`,
  twice: (id: string) => `the anchor {#${id}} is used twice`,
  count: (found: number, expected: number) =>
    `${found} numbered sections ("## " headings), where the specification has ${expected}`,
};

/**
 * The first thing the build would refuse in the sections of Markdown source, read from its
 * `## ` lines: for the editor, which checks a body before it is saved and rendered.
 */
export function sourceSectionProblem(markdown: string, expected: number): string | undefined {
  const ids: string[] = [];
  for (const line of markdown.split("\n")) {
    const heading = /^## +(.*?)\s*$/.exec(line);
    if (!heading) continue;
    const anchored = /^(.*?)\s*\{#([^}\s]+)\}$/.exec(heading[1] ?? "");
    if (!anchored) return sectionProblem.noAnchor(heading[1] ?? "");
    const id = anchored[2] ?? "";
    if (ids.includes(id)) return sectionProblem.twice(id);
    ids.push(id);
  }
  return ids.length === expected ? undefined : sectionProblem.count(ids.length, expected);
}
