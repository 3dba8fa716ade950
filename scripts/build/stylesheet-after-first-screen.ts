import { parseDocument } from "htmlparser2";

type ChildNode = ReturnType<typeof parseDocument>["children"][number];
type Element = Extract<ChildNode, { attribs: unknown }>;

const FIRST_SCREEN = "data-beasties-container";
/** The moved link's id, which the head's `rel="expect"` link waits for. */
export const FIRST_SCREEN_END = "fold";
/** The marks, with the space before them: no browser reads them once the link is placed. */
const MARKS = new RegExp(` ${FIRST_SCREEN}(="")?(?=[\\s/>])`, "g");

function* elementsOf(nodes: readonly ChildNode[]): Generator<Element> {
  for (const node of nodes) {
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
    yield node;
    yield* elementsOf(node.children);
  }
}

/**
 * Moves the page's link to the site stylesheet, from the head, to just after the last element
 * of its first screen (decision 030). A browser paints what comes before a stylesheet linked in the body and
 * parses what follows once it has arrived: the first screen is drawn with the inline rules, and
 * nothing below it is ever drawn without its styles, so nothing moves when they come.
 *
 * The head then asks the browser to draw nothing until the parser has reached that link
 * (`<link rel="expect" blocking="render">`): when the HTML arrives in parts, as on a slow phone
 * network, a first screen drawn half parsed would move as its other half came (decision 038).
 */
export function stylesheetAfterFirstScreen(html: string): string {
  const elements = [...elementsOf(parseDocument(html, { withStartIndices: true, withEndIndices: true }).children)];
  const links = elements.filter((element) => element.name === "link" && element.attribs.rel === "stylesheet");
  const last = elements.filter((element) => FIRST_SCREEN in element.attribs).at(-1);
  if (!links.length || !last?.endIndex) return html;
  const at = last.endIndex + 1;
  const tags = links.map((link) => html.slice(link.startIndex ?? 0, (link.endIndex ?? 0) + 1));
  let [before, after] = [html.slice(0, at), html.slice(at)];
  for (const tag of tags) [before, after] = [before.replace(tag, ""), after.replace(tag, "")];
  const moved = tags.join("").replace(/\s*\/?>/, ` id="${FIRST_SCREEN_END}">`);
  before = before.replace("</head>", `<link rel="expect" href="#${FIRST_SCREEN_END}" blocking="render"></head>`);
  return `${before}${moved}${after}`.replace(MARKS, "");
}
