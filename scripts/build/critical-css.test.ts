import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { inlineCriticalCss } from "./critical-css.ts";

const stylesheet = [
  ":where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}",
  ":where(.space-y-6>:not(:last-child)){margin-block-end:1.5rem}",
  ".hero{padding:2rem}",
  ".later{padding:3rem}",
].join("");

const page = `<!doctype html><html><head><link rel="stylesheet" href="/assets/site.css"></head><body><section data-beasties-container class="hero"><ul class="space-y-2"><li>a</li><li>b</li></ul></section><section class="later"><ul class="space-y-6"><li>c</li><li>d</li></ul></section></body></html>`;

let dir = "";
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("inlineCriticalCss", () => {
  it("inlines the first screen's rules, those written wholly in :where() too, and leaves the rest to the linked file", async () => {
    dir = await mkdtemp(join(tmpdir(), "critical-css-"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "assets", "site.css"), stylesheet);
    await writeFile(join(dir, "index.html"), page);

    expect(await inlineCriticalCss(dir)).toBe(1);
    const html = await readFile(join(dir, "index.html"), "utf8");
    const inline = [...html.matchAll(/<style>([^]*?)<\/style>/g)].map(([, css]) => css).join("");
    expect(inline).toContain(".hero{");
    expect(inline).toContain(":where(.space-y-2>:not(:last-child))");
    expect(inline).not.toContain(".later");
    expect(inline).not.toContain("space-y-6");
    expect(html).toContain(
      '</section><link rel="stylesheet" href="/assets/site.css" id="fold"><section class="later">',
    );
    expect(html).toContain('<link rel="expect" href="#fold" blocking="render"></head>');
  });
});
