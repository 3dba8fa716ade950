import { describe, expect, it } from "vitest";

import { classesOf, pageStylesheet, pruneStylesheet } from "./page-stylesheet.ts";

const css = [
  ":root{--ink:#0b1026}",
  "body{margin:0}",
  ".flex{display:flex}",
  ".grid{display:grid}",
  ".hidden,.sr-only{display:none}",
  "@media (min-width:768px){.md\\:grid{display:grid}.md\\:flex{display:flex}}",
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
  ".group:hover .group-hover\\:text-white{color:#fff}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

describe("page stylesheet", () => {
  it("keeps the rules for the classes a page uses, and every rule that names no class", () => {
    const kept = pruneStylesheet(css, new Set(["flex", "md:grid", "sr-only"]));
    for (const rule of [":root{--ink:#0b1026}", "body{margin:0}", ".flex{display:flex}", ".hidden,.sr-only{"]) {
      expect(kept).toContain(rule);
    }
    expect(kept).toMatch(/@media \([^)]*768px\)\{\.md\\:grid\{display:grid\}\}/);
    expect(kept).toContain("@keyframes spin");
    for (const dropped of [".grid{", "md\\:flex", "size-4", "group-hover"]) expect(kept).not.toContain(dropped);
  });

  it("keeps a rule only when the page has every class one of its selectors needs", () => {
    expect(pruneStylesheet(css, new Set(["group-hover:text-white"]))).not.toContain("group-hover");
    expect(pruneStylesheet(css, new Set(["group", "group-hover:text-white"]))).toContain("group-hover");
  });

  it("reads classes from the HTML as React escapes them and from every string in the scripts", () => {
    const html = '<div class="flex [&amp;&gt;svg]:size-4"><p class=" grid  ">x</p></div>';
    const classes = classesOf(html, ['const a="md:flex hidden",b=`group-hover:text-white`;']);
    expect([...classes].sort()).toEqual(
      ["[&>svg]:size-4", "flex", "grid", "group-hover:text-white", "hidden", "md:flex"].sort(),
    );
  });

  it("follows the page's preloaded scripts and the ones they import later", () => {
    const html = '<link rel="modulepreload" href="/assets/route-1.js"/><div class="flex"></div>';
    const scripts: Record<string, string> = {
      "/assets/route-1.js": 'const lazy=()=>import(`./toast-2.js`);const c="md:grid";',
      "/assets/toast-2.js": 'const c="grid";',
    };
    const read: string[] = [];
    const kept = pageStylesheet(css, html, (href) => (read.push(href), scripts[href] ?? ""));
    expect(read.sort()).toEqual(["/assets/route-1.js", "/assets/toast-2.js"]);
    expect(kept).toContain(".grid{display:grid}");
    expect(kept).toContain(".md\\:grid{display:grid}");
    expect(kept).not.toContain("md\\:flex");
  });

  it("refuses a page that preloads no scripts, whose classes it could not know", () => {
    expect(() => pageStylesheet(css, '<div class="flex"></div>', () => "")).toThrow(/preloads no scripts/);
  });
});
