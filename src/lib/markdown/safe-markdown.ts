import { readFileSync } from "node:fs";

import { type Features, markdownToHtml, type MdastPluginDefinition, type MdastPluginEntry } from "satteri";

import { rawHtmlProblem, shortTag, unsafeAddress, unsafeAddressProblem } from "#shared/safe-content.ts";

import { documentName } from "./document-name.ts";

/**
 * How the site's Markdown is parsed (astro.config.ts): anchors written `## Title {#anchor}`,
 * quotes as typed, GFM as Astro sets it. The editor parses a body with the same features, so it
 * finds what the build would render.
 */
export const MARKDOWN_FEATURES = { gfm: true, headingAttributes: true, smartPunctuation: false } satisfies Features;

/** One thing the site will not render, at a line of its document. */
export interface MarkdownProblem {
  line: number | undefined;
  problem: string;
}

const HTML_FIX = "write Markdown";

/**
 * Visits what reaches the page as HTML or as an address: raw HTML (block, inline, comments),
 * links (inline, autolinks, GFM's bare addresses), images and reference definitions. Each
 * problem goes to `report` with its line in the parsed text.
 */
function visitor(report: (found: MarkdownProblem) => void): MdastPluginDefinition {
  const address = (what: string) => (node: { url: string; position?: { start: { line: number } } | undefined }) => {
    const why = unsafeAddress(node.url);
    if (why) report({ line: node.position?.start.line, problem: unsafeAddressProblem(what, node.url, why) });
  };
  return {
    name: "safe-markdown",
    options: { position: true },
    html(node) {
      report({ line: node.position?.start.line, problem: rawHtmlProblem(shortTag(node.value), HTML_FIX) });
    },
    link: address("the link"),
    definition: address("the link"),
    image: address("the image"),
  };
}

/** Lines in `text`, as a position counts them. */
const lineCount = (text: string) => text.split("\n").length;

/**
 * The build's check: rendering a document with raw HTML or a link the site refuses fails,
 * naming the file and line, as `src/content/legal/privacy.md:42: raw HTML (<img …>) is not
 * allowed: write Markdown`. Astro renders a body with its frontmatter blanked or cut; the lines
 * the body lacks are counted back from the file.
 */
export function safeMarkdown(): MdastPluginEntry {
  return ({ fileURL, source }) => {
    let offset = 0;
    if (fileURL) {
      try {
        offset = Math.max(0, lineCount(readFileSync(fileURL, "utf8")) - lineCount(source));
      } catch {
        // A document rendered from memory: its own lines are the ones to name.
      }
    }
    return visitor(({ line, problem }) => {
      throw new Error(`${documentName(fileURL)}${line === undefined ? "" : `:${line + offset}`}: ${problem}`);
    });
  };
}

/**
 * What the build would refuse in `markdown` (a legal page's file, frontmatter included, so the
 * lines are the file's), parsed as the build parses it: for the editor's save.
 */
export function markdownProblems(markdown: string): MarkdownProblem[] {
  const found: MarkdownProblem[] = [];
  markdownToHtml(markdown, { features: MARKDOWN_FEATURES, mdastPlugins: [visitor((problem) => found.push(problem))] });
  return found;
}
