import { fileURLToPath } from "node:url";

import type { SatteriAstroData } from "@astrojs/markdown-satteri";
import type { HastNode, HastPluginEntry } from "satteri";

import { documentName } from "./document-name.ts";
import { sectionProblem } from "./section-problems.ts";

type Element = Extract<HastNode, { type: "element" }>;
type Content = Extract<HastNode, { type: "root" }>["children"][number];

/** One numbered section of a document, as its table of contents links to it. */
export interface NumberedSection {
  /** The section's anchor: `#id` on the page. */
  id: string;
  title: string;
}

/** The document among `counts` that `fileURL` names, by its path from the project's root. */
function listedDocument(fileURL: URL | undefined, counts: Readonly<Record<string, number>>) {
  if (!fileURL) return undefined;
  const path = fileURLToPath(fileURL).replaceAll("\\", "/");
  return Object.keys(counts).find((listed) => path.endsWith(`/${listed}`));
}

/**
 * In the documents listed (path from the project's root: how many sections it must have), each
 * `## Title {#anchor}` opens a numbered section that runs to the next one:
 * `<section id="anchor" aria-labelledby="anchor-title"><h2 id="anchor-title">1. Title</h2>…</section>`.
 * What comes before the first heading stays outside, as the document's introduction. The
 * sections reach the page as `remarkPluginFrontmatter.sections` (see `numberedSectionsOf`).
 * A heading without an anchor, an anchor used twice or another count fails the build: anchors
 * are linked to from elsewhere, and the count is the specification's.
 */
export function numberedSections(counts: Readonly<Record<string, number>>): HastPluginEntry {
  return ({ fileURL }) => {
    const listed = listedDocument(fileURL, counts);
    if (listed === undefined) return null;
    function fail(problem: string): never {
      throw new Error(`${documentName(fileURL)}: ${problem}`);
    }
    return {
      name: "numbered-sections",
      after(root, context) {
        const sections: NumberedSection[] = [];
        const children: Content[] = [];
        let section: Element | undefined;
        for (const child of root.children) {
          if (child.type !== "element" || child.tagName !== "h2") {
            (section?.children ?? children).push(child);
            continue;
          }
          const title = context.textContent(child);
          const id = child.properties.id;
          if (typeof id !== "string") fail(sectionProblem.noAnchor(title));
          if (sections.some((known) => known.id === id)) fail(sectionProblem.twice(id));
          sections.push({ id, title });
          const heading: Element = {
            ...child,
            properties: { ...child.properties, id: `${id}-title` },
            children: [{ type: "text", value: `${sections.length}. ` }, ...child.children],
          };
          section = {
            type: "element",
            tagName: "section",
            properties: { id, ariaLabelledBy: [`${id}-title`] },
            children: [heading],
          };
          children.push(section);
        }
        const expected = counts[listed];
        if (sections.length !== expected) fail(sectionProblem.count(sections.length, expected ?? 0));
        context.replaceNode(root, { type: "root", children });
        const astro: SatteriAstroData | undefined = context.data.astro;
        if (astro) astro.frontmatter.sections = sections;
      },
    };
  };
}

/** The sections `numberedSections` found in a rendered document, from `render(entry).remarkPluginFrontmatter`. */
export function numberedSectionsOf(frontmatter: Record<string, unknown>): readonly NumberedSection[] {
  const { sections } = frontmatter;
  if (!Array.isArray(sections)) {
    throw new Error("This document has no numbered sections: list it in numberedSections (astro.config.ts).");
  }
  return sections as NumberedSection[];
}
