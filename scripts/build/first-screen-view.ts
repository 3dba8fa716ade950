import { parseDocument } from "htmlparser2";

type ChildNode = ReturnType<typeof parseDocument>["children"][number];

const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)(")/g;

/** A class attribute's value with its entities decoded by the HTML parser, quotes aside. */
function asRead(names: string): string {
  if (!names.includes("&")) return names;
  const [element] = parseDocument(`<i class="${names}">`).children;
  const decoded = element && "attribs" in element ? (element.attribs.class ?? names) : names;
  return decoded.replaceAll('"', "&quot;");
}

function* outermostPopovers(nodes: readonly ChildNode[]): Generator<{ start: number; end: number }> {
  for (const node of nodes) {
    if (node.type !== "tag") continue;
    if ("popover" in node.attribs && node.startIndex !== null && node.endIndex !== null) {
      yield { start: node.startIndex, end: node.endIndex + 1 };
      continue;
    }
    yield* outermostPopovers(node.children);
  }
}

/**
 * The page as Beasties should read it to find the rules its first screen uses (decision 030),
 * never published:
 * - without its popovers: a closed menu is not on a visitor's first screen, and Beasties counts
 *   every element under a marked one;
 * - with its class names as a browser reads them: Beasties leaves entities as they are, so a
 *   Tailwind class Astro wrote as `[&amp;:has(&gt;a[aria-current])]:bg-white/10` matched no rule.
 */
export function firstScreenView(html: string): string {
  const parts: string[] = [];
  let from = 0;
  for (const { start, end } of outermostPopovers(parseDocument(html, { withStartIndices: true, withEndIndices: true }).children)) {
    parts.push(html.slice(from, start));
    from = end;
  }
  parts.push(html.slice(from));
  return parts.join("").replace(CLASS_ATTRIBUTE, (_, open: string, names: string, close: string) => `${open}${asRead(names)}${close}`);
}

const STYLE = /<style\b[^>]*>[^]*?<\/style>/g;

/**
 * Puts into the published page the `<style>` Beasties wrote into the view of it (the one style
 * element the view gained), right before the page's stylesheet link, where Beasties put it.
 */
export function withFirstScreenStyle(page: string, view: string, processedView: string): string {
  const existing = new Set(view.match(STYLE));
  const added = (processedView.match(STYLE) ?? []).filter((style) => !existing.has(style));
  if (added.length !== 1) throw new Error(`expected one inline style from Beasties, found ${added.length}`);
  const link = page.match(/<link rel="stylesheet"[^>]*>/)?.[0];
  if (!link) throw new Error("a page links no stylesheet");
  return page.replace(link, `${added[0]}${link}`);
}
