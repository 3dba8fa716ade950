import { readFile, writeFile } from "node:fs/promises";

import Beasties from "beasties";

import { filesUnder } from "./files.ts";
import { firstScreenView, withFirstScreenStyle } from "./first-screen-view.ts";
import { islandEntries, staticModuleGraph, withIslandPreloads } from "./preload-islands.ts";
import { withoutSvgNamespace } from "./inline-svg.ts";
import { stylesheetAfterFirstScreen } from "./stylesheet-after-first-screen.ts";
import { trimInlineCss } from "./trim-inline-css.ts";

const WHOLLY_WHERE = /^:where\((.+)\)$/;

/**
 * Beasties strips a selector's pseudo-classes, arguments and all, before it looks for the
 * elements it matches, so a rule whose whole selector sits in `:where()`, as Tailwind writes
 * `space-y-*` and `divide-*`, matched nothing and was left out: its margins came late and moved
 * what was below. Unwrapped, `:where(.space-y-2>:not(:last-child))` counts where `.space-y-2`
 * has children. The method is Beasties' own, undeclared in its types (decision 030).
 */
const beastiesNormalize = (Beasties.prototype as unknown as { normalizeCssSelector(selector: string): string })
  .normalizeCssSelector;

class FirstScreenCss extends Beasties {
  normalizeCssSelector(selector: string): string {
    return beastiesNormalize.call(this, selector.replace(WHOLLY_WHERE, "$1"));
  }
}

/**
 * Inlines into every built page the site stylesheet's rules that its first screen uses, the
 * elements marked `data-beasties-container`, links the whole stylesheet right after them, and
 * names its islands' modules in the head (decision 030). The file stays whole: every page links
 * the same one, cached for a year. Returns how many pages.
 */
export async function inlineCriticalCss(dir: string): Promise<number> {
  const beasties = new FirstScreenCss({
    path: dir,
    publicPath: "/",
    // Only the style Beasties writes is kept (first-screen-view.ts), and the link is moved by
    // stylesheet-after-first-screen.ts: the mode that adds nothing else to the page.
    preload: "body",
    // Astro's own <style> for the font face stays as it is.
    reduceInlineStyles: false,
    // The font the first screen draws is preloaded by Astro already.
    fonts: false,
    logLevel: "warn",
  });
  const pages = (await filesUnder(dir)).filter((file) => file.endsWith(".html"));
  for (const page of pages) {
    const built = await readFile(page, "utf8");
    const modules = await staticModuleGraph(dir, islandEntries(built));
    const view = firstScreenView(built);
    const split = stylesheetAfterFirstScreen(trimInlineCss(withFirstScreenStyle(built, view, await beasties.process(view))));
    await writeFile(page, withoutSvgNamespace(withIslandPreloads(split, modules)));
  }
  return pages.length;
}
