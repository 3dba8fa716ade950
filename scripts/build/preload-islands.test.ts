import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { islandEntries, staticModuleGraph, withIslandPreloads } from "./preload-islands.ts";

let dir = "";
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("islandEntries", () => {
  it("lists each island's component and renderer once, in the page's order", () => {
    const html =
      '<astro-island uid="a" component-url="/assets/form.1.js" renderer-url="/assets/client.2.js" props="{&quot;x&quot;:[0,&quot;&gt;&quot;]}"></astro-island>' +
      '<astro-island uid="b" component-url="/assets/dialog.3.js" renderer-url="/assets/client.2.js"></astro-island>';
    expect(islandEntries(html)).toEqual(["/assets/form.1.js", "/assets/client.2.js", "/assets/dialog.3.js"]);
  });

  it("finds none on a page without islands", () => {
    expect(islandEntries("<main>text</main>")).toEqual([]);
  });
});

describe("staticModuleGraph", () => {
  it("follows static imports, each module once, and leaves out what is imported on demand", async () => {
    dir = await mkdtemp(join(tmpdir(), "preload-islands-"));
    await mkdir(join(dir, "assets"));
    const onDemand = `import("./${"toaster"}.js")`;
    await writeFile(join(dir, "assets", "form.js"), `import{a}from"./react.js";import"./button.js";export const f=()=>${onDemand};`);
    await writeFile(join(dir, "assets", "button.js"), 'import{a}from"./react.js";export const b=a;');
    await writeFile(join(dir, "assets", "react.js"), "export const a=1;");
    expect(await staticModuleGraph(dir, ["/assets/form.js"])).toEqual(["/assets/form.js", "/assets/react.js", "/assets/button.js"]);
  });
});

describe("withIslandPreloads", () => {
  it("names the modules in the head", () => {
    expect(withIslandPreloads("<head><title>t</title></head><body></body>", ["/assets/a.js", "/assets/b.js"])).toBe(
      '<head><title>t</title><link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js"></head><body></body>',
    );
  });

  it("leaves a page without islands as it is", () => {
    expect(withIslandPreloads("<head></head>", [])).toBe("<head></head>");
  });
});
