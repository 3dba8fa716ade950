import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { init, parse } from "es-module-lexer";
import { parseDocument } from "htmlparser2";

const ISLAND = /<astro-island\b[^>]*>/g;
const URL_ATTRIBUTES = ["component-url", "renderer-url"] as const;

/** The site-relative URLs of the modules a page's islands start from, in the page's order. */
export function islandEntries(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(ISLAND)) {
    const island = parseDocument(`${tag}</astro-island>`).children[0];
    if (!island || !("attribs" in island)) continue;
    for (const name of URL_ATTRIBUTES) {
      const url = island.attribs[name];
      if (url?.startsWith("/")) urls.add(url);
    }
  }
  return [...urls];
}

/**
 * Every module a browser will fetch to run the given entries, found by following their static
 * imports (`import … from`, never `import()`), each once, entries first. Files are read from
 * the built site's directory.
 */
export async function staticModuleGraph(dir: string, entries: readonly string[]): Promise<string[]> {
  await init;
  const seen = new Set<string>();
  const pending = [...entries];
  for (let url = pending.shift(); url !== undefined; url = pending.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const [imports] = parse(await readFile(join(dir, url), "utf8"));
    for (const { n: specifier, d: dynamic } of imports) {
      // d is -1 for a static import, the position of `import(` for a dynamic one.
      if (dynamic !== -1 || !specifier) continue;
      pending.push(new URL(specifier, `https://site${url}`).pathname);
    }
  }
  return [...seen];
}

/**
 * Names in the head, as `modulepreload` links, every module the page's islands will run
 * (decision 030). Without them a browser learns of an island's modules only when it reaches
 * the island, below the linked stylesheet, which it parses only once that file has arrived; with
 * them the modules download beside the stylesheet from the start.
 */
export function withIslandPreloads(html: string, modules: readonly string[]): string {
  if (!modules.length) return html;
  const links = modules.map((url) => `<link rel="modulepreload" href="${url}">`).join("");
  const at = html.indexOf("</head>");
  if (at === -1) throw new Error("a page has no </head> to name its islands' modules in");
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}
