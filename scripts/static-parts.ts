// A page's static parts (docs/decisions/012) are in its HTML twice: once as the page shows them,
// and once in the data React Router writes into the page for hydration, the loader's data that
// carries their markup to a move between pages in the browser. In the page itself that copy is
// never read: a static part keeps its prerendered DOM, which React leaves alone as long as the
// markup it hydrates with is empty (app/components/layout/static-part.tsx). This empties it, so
// a page carries each part once. The `.data` files keep the markup.

const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

/** React Router's escaping of the script's argument (escapeHtml in react-router's markup.js). */
const ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

const STATIC_PART_TAG = /^<[a-z][\w-]*\s[^<>]*\bdata-static-part=""[^<>]*>$/;

/** Whether `markup` is, somewhere in the page, the whole content of an element marked data-static-part. */
function isStaticPartIn(html: string, markup: string): boolean {
  for (let at = html.indexOf(markup); at !== -1; at = html.indexOf(markup, at + 1)) {
    const open = html.lastIndexOf("<", at - 1);
    if (open !== -1 && STATIC_PART_TAG.test(html.slice(open, at)) && html.startsWith("</", at + markup.length)) {
      return true;
    }
  }
  return false;
}

/** Where the content of each static part with content begins, in the page. */
function staticPartContents(html: string): number[] {
  const starts: number[] = [];
  for (const match of html.matchAll(/<([a-z][\w-]*)\s[^<>]*\bdata-static-part=""[^<>]*>/g)) {
    const start = (match.index ?? 0) + match[0].length;
    if (!html.startsWith(`</${match[1]}>`, start)) starts.push(start);
  }
  return starts;
}

/**
 * One line of React Router's turbo-stream data: the flat array of values the first line holds,
 * or a later line's value after its "P1:"-style label. Strings are the array's own elements.
 */
function emptyPartsInLine(line: string, html: string, emptied: Set<string>): string {
  const label = /^[A-Z]\d+:/.exec(line)?.[0] ?? "";
  const value: unknown = JSON.parse(line.slice(label.length));
  if (!Array.isArray(value)) return line;
  const values = value.map((element: unknown) => {
    if (typeof element !== "string" || element === "" || !isStaticPartIn(html, element)) return element;
    emptied.add(element);
    return "";
  });
  return label + JSON.stringify(values);
}

/**
 * Empties, in the hydration data of a prerendered page, every string that the page already
 * shows as a static part. Fails when a static part with content is not in the data, since a
 * part set from anywhere else would not stay as the build drew it.
 */
export function emptyStaticPartsInHydrationData(html: string): string {
  const emptied = new Set<string>();
  const rewritten = html.replace(ENQUEUE, (_script, literal: string) => {
    const text: unknown = JSON.parse(literal);
    if (typeof text !== "string" || !text.endsWith("\n")) {
      throw new Error("React Router's hydration data is not whole lines of turbo-stream");
    }
    const lines = text
      .slice(0, -1)
      .split("\n")
      .map((line) => emptyPartsInLine(line, html, emptied));
    const argument = JSON.stringify(`${lines.join("\n")}\n`).replace(
      /[&><\u2028\u2029]/g,
      (char) => ESCAPES[char] ?? char,
    );
    return `<script>window.__reactRouterContext.streamController.enqueue(${argument});</script>`;
  });
  for (const start of staticPartContents(html)) {
    const found = [...emptied].some(
      (markup) => html.startsWith(markup, start) && html.startsWith("</", start + markup.length),
    );
    if (!found) {
      throw new Error(
        `a static part is not in the page's hydration data (${html.slice(start, start + 80)}…): render it in the route's loader`,
      );
    }
  }
  return rewritten;
}
