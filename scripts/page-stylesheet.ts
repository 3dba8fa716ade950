// Each page carries only the part of the stylesheet it can use: the rules whose classes are in
// its HTML or in the JavaScript it loads (which holds every class a control can take on once
// it runs), and every rule that names no class. On the mobile preset's link that is the
// round trip the home page was over (docs/decisions/011). The whole stylesheet follows once
// the page has hydrated, for the pages a visitor moves to (app/lib/full-stylesheet.ts).
import { type SelectorComponent, transform } from "lightningcss";

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const STRING_LITERAL = /"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (text: string) => text.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** The page's scripts and, through their dynamic imports, every script they may load later. */
function scriptsOf(html: string, readScript: (href: string) => string): string[] {
  const pending = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const seen = new Map<string, string>();
  while (pending.length) {
    const href = pending.pop() ?? "";
    if (seen.has(href)) continue;
    const source = readScript(href);
    seen.set(href, source);
    for (const match of source.matchAll(DYNAMIC_IMPORT))
      pending.push(new URL(match[1] ?? "", `http://x${href}`).pathname);
  }
  return [...seen.values()];
}

/** Every class the page's HTML uses, and every word of its scripts' strings that could be one. */
export function classesOf(html: string, scripts: readonly string[]): Set<string> {
  const classes = new Set<string>();
  const add = (text: string) => {
    for (const word of text.split(/\s+/)) if (word) classes.add(word);
  };
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) add(decode(match[1] ?? ""));
  for (const script of scripts) {
    for (const match of script.matchAll(STRING_LITERAL)) add(match[1] ?? match[2] ?? match[3] ?? "");
  }
  return classes;
}

/** True unless the selector needs a class the page never uses. */
const mayMatch = (selector: SelectorComponent[], classes: ReadonlySet<string>) =>
  selector.every((component) => component.type !== "class" || classes.has(component.name));

/** The browsers Tailwind 4 supports, so that rewriting the stylesheet keeps to what they read. */
const TARGETS = { chrome: 111 << 16, firefox: 128 << 16, safari: (16 << 16) | (4 << 8) };

/** The stylesheet without the rules none of whose selectors can match anything on the page. */
export function pruneStylesheet(css: string, classes: ReadonlySet<string>): string {
  const { code } = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    targets: TARGETS,
    visitor: {
      Rule: {
        // Dropping a rule is all this does: rewriting one would have lightningcss re-serialise it.
        style: (rule) => (rule.value.selectors.some((selector) => mayMatch(selector, classes)) ? undefined : []),
      },
    },
  });
  return code.toString();
}

/** The part of `css` a prerendered page can use, from its HTML as React Router wrote it. */
export function pageStylesheet(css: string, html: string, readScript: (href: string) => string): string {
  const scripts = scriptsOf(html, readScript);
  if (!scripts.length) throw new Error("a prerendered page preloads no scripts: cannot tell which classes it uses");
  return pruneStylesheet(css, classesOf(html, scripts));
}
