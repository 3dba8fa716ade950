import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { paintFirst } from "./paint-first.ts";

/** The head and scripts React Router 8 prerenders, trimmed to what the rewrite touches. */
const page = [
  "<!DOCTYPE html><html><head><title>Home</title>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/framework-3.js"/>',
  '<link rel="modulepreload" href="/assets/root-4.js"/>',
  '<link rel="modulepreload" href="/assets/home-5.js"/>',
  '<link rel="stylesheet" href="/assets/root-6.css"/>',
  '<link rel="manifest" href="/site.webmanifest"/>',
  "</head><body><main><h1>Sentinel AI</h1></main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-4.js";\n',
  'import * as route1 from "/assets/home-5.js";\n',
  "  \n",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");

/** Runs the rewritten loader with stand-ins for the browser and for import(). */
function runLoader(html: string) {
  const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const imported: string[] = [];
  const preloaded: string[] = [];
  const timers: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  let reportPaint: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: (entries: unknown, observer: PerformanceObserver) => void) {
      reportPaint = (entries) => callback(entries, this);
    }
    observe() {}
    disconnect() {
      reportPaint = undefined;
    }
  }
  const context: Record<string, unknown> = {
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => timers.push(callback),
    document: {
      createElement: () => ({}),
      head: { append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
    },
    loadModule: (specifier: string) => {
      imported.push(specifier);
      return Promise.resolve({ specifier });
    },
  };
  context.window = context;
  runInNewContext(loader.replaceAll("import(", "loadModule("), context);
  const settle = async () => {
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      for (const timer of timers.splice(0)) timer();
    }
  };
  const paint = (...names: string[]) =>
    reportPaint?.({ getEntriesByName: (name: string) => (names.includes(name) ? [{ name }] : []) });
  return { imported, preloaded, listeners, context, settle, paint };
}

describe("paint first", () => {
  it("takes the module preloads out of the page and hands them to the loader", () => {
    const html = paintFirst(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('async=""');
    expect(html).toContain('"/assets/framework-3.js"');
    expect(html).toContain("<h1>Sentinel AI</h1>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-6.css"/>');
  });

  it("loads nothing before the first contentful paint, then the routes, then the entry", async () => {
    const loader = runLoader(paintFirst(page));
    await loader.settle();
    expect(loader.imported).toEqual([]);
    expect(loader.preloaded).toEqual([]);

    loader.paint("first-paint");
    await loader.settle();
    expect(loader.imported).toEqual([]);
    expect(loader.preloaded).toEqual([]);

    loader.paint("first-paint", "first-contentful-paint");
    await loader.settle();
    expect(loader.imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
      "/assets/entry.client-2.js",
    ]);
    expect(loader.context.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-4.js" },
      "routes/home": { specifier: "/assets/home-5.js" },
    });
    // Modules imported outright are not preloaded a second time.
    expect(loader.preloaded).toEqual([
      "manifest /site.webmanifest",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/framework-3.js",
    ]);
  });

  it("takes the manifest link out of the page and adds it after the first paint", () => {
    const html = paintFirst(page);
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain('{ rel: "manifest", href: "/site.webmanifest" }');
    expect(() =>
      paintFirst(
        page.replace(
          '<link rel="manifest" href="/site.webmanifest"/>',
          '<link rel="manifest" href="/site.webmanifest" crossorigin="use-credentials"/>',
        ),
      ),
    ).toThrow(/manifest/);
  });

  it("still loads, once, a few seconds after load when no paint is ever reported", async () => {
    const loader = runLoader(paintFirst(page));
    loader.listeners.load?.();
    await loader.settle();
    expect(loader.imported).toHaveLength(4);
    loader.paint("first-contentful-paint");
    await loader.settle();
    expect(loader.imported).toHaveLength(4);
  });

  it("refuses pages whose scripts it does not recognise", () => {
    expect(() => paintFirst(page.replace(/<script type="module"[\s\S]*?<\/script>/, ""))).toThrow(
      /no React Router scripts/,
    );
    expect(() =>
      paintFirst(
        page.replace(
          '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
          '<link rel="modulepreload" href="/assets/manifest-1.js" crossorigin=""/>',
        ),
      ),
    ).toThrow(/modulepreload/);
    expect(() => paintFirst(page.replace('import("/assets/entry.client-2.js");', ""))).toThrow(
      /unexpected module script/,
    );
  });
});
