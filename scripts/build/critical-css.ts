import { readFile, writeFile } from "node:fs/promises";

import Beasties from "beasties";

import { filesUnder } from "./files.ts";
import { stylesheetAfterFirstScreen } from "./stylesheet-after-first-screen.ts";
import { trimInlineCss } from "./trim-inline-css.ts";

/**
 * Inlines into every built page the site stylesheet's rules that its first screen uses, the
 * elements marked `data-beasties-container`, and links the whole stylesheet right after them
 * (decision 029). The file stays whole: every page links the same one, cached
 * for a year. Returns how many pages.
 */
export async function inlineCriticalCss(dir: string): Promise<number> {
  const beasties = new Beasties({
    path: dir,
    publicPath: "/",
    // A plain <link rel="stylesheet">, moved out of the head: the policy allows no inline handler
    // to swap one in.
    preload: "body",
    // Astro's own <style> for the font face stays as it is.
    reduceInlineStyles: false,
    // The font the first screen draws is preloaded by Astro already.
    fonts: false,
    logLevel: "warn",
  });
  const pages = (await filesUnder(dir)).filter((file) => file.endsWith(".html"));
  for (const page of pages) await writeFile(page, stylesheetAfterFirstScreen(trimInlineCss(await beasties.process(await readFile(page, "utf8")))));
  return pages.length;
}
