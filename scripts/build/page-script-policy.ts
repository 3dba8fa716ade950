import { readFile, writeFile } from "node:fs/promises";

import { parseDocument } from "htmlparser2";

import { filesUnder } from "./files.ts";
import { scriptHash } from "./security-headers.ts";

// Astro writes into every page's policy the hash of each inline script the site carries on any
// page: the islands' loaders, React's script beside a form, the calculator's check. A page then
// allows scripts it never runs, and the hashes, which do not compress, cost a page without an
// island about 350 bytes of brotli. Each page's policy names only the scripts it carries.

type ChildNode = ReturnType<typeof parseDocument>["children"][number];

const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
/** A script element that holds data, such as structured data for search engines: no policy governs it. */
const DATA = /^application\/(?:[\w.+-]+\+)?json$/i;
const HASH_SOURCE = /^(?:'|&#39;)sha(?:256|384|512)-/;

function* inlineScripts(nodes: readonly ChildNode[]): Generator<string> {
  for (const node of nodes) {
    if (node.type === "script" && node.attribs.src === undefined && !DATA.test(node.attribs.type ?? "")) {
      yield node.children.map((child) => (child.type === "text" ? child.data : "")).join("");
    } else if ("children" in node) {
      yield* inlineScripts(node.children);
    }
  }
}

/** The CSP sources of the inline scripts a page runs, in the order they come, each once. */
export function inlineScriptSources(html: string): string[] {
  const bodies = inlineScripts(parseDocument(html, { decodeEntities: false }).children);
  return [...new Set([...bodies].map((body) => `'${scriptHash(body)}'`))];
}

/** The page, its policy's script-src allowing by hash exactly the inline scripts it carries. */
export function withOwnScriptHashes(html: string): string {
  const match = POLICY.exec(html);
  if (!match) throw new Error("a built page carries no content-security-policy <meta>");
  const [, open = "", policy = "", close = ""] = match;
  const own = inlineScriptSources(html);
  const narrowed = policy.replace(/\bscript-src\b([^;]*)/, (_, sources: string) => {
    const others = sources.trim().split(/\s+/).filter((source) => source && !HASH_SOURCE.test(source));
    return ["script-src", ...others, ...own].join(" ");
  });
  return html.replace(POLICY, () => `${open}${narrowed}${close}`);
}

/** Narrows the policy of every page under `dir`; returns how many pages it rewrote. */
export async function ownScriptHashesOnEveryPage(dir: string): Promise<number> {
  const pages = (await filesUnder(dir)).filter((file) => file.endsWith(".html"));
  for (const page of pages) await writeFile(page, withOwnScriptHashes(await readFile(page, "utf8")));
  return pages.length;
}
