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

/** A stand-in for a <button> the visitor presses. */
class Button {
  type: string;
  disabled = false;
  isConnected = true;
  presses = 0;
  private readonly attributes: Set<string>;
  constructor(type = "button", ...attributes: string[]) {
    this.type = type;
    this.attributes = new Set(attributes);
  }
  /** Itself as the button; an ancestor only for a button with "data-prerendered" among its attributes. */
  closest(selector: string) {
    if (selector === "button") return this;
    return selector === "[data-prerendered]" && this.attributes.has("data-prerendered") ? {} : null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  click() {
    this.presses += 1;
  }
}

/** Runs the rewritten loader with stand-ins for the browser and for import(). */
function runLoader(html: string) {
  const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const imported: string[] = [];
  const preloaded: string[] = [];
  const timers: (() => void)[] = [];
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  let reportPaint: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let reportMutation: (() => void) | undefined;
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
  class MutationObserver {
    constructor(callback: (records: unknown[], observer: MutationObserver) => void) {
      reportMutation = () => callback([], this);
    }
    observe() {}
    disconnect() {
      reportMutation = undefined;
    }
  }
  const root = { dataset: {} as Record<string, string> };
  const context: Record<string, unknown> = {
    PerformanceObserver,
    MutationObserver,
    Element: Button,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: (event: unknown) => void) => listeners.get(type)?.delete(listener),
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => timers.push(callback),
    document: {
      documentElement: root,
      getElementById: () => null,
      querySelector: () => null,
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
  const fire = (type: string, target: unknown = {}) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener({ type, target });
  };
  const hydrate = () => {
    root.dataset.hydrated = "";
    reportMutation?.();
  };
  return { imported, preloaded, context, settle, paint, fire, hydrate };
}

const modules = [
  "/assets/manifest-1.js",
  "/assets/root-4.js",
  "/assets/home-5.js",
  "/assets/entry.client-2.js",
  "/assets/framework-3.js",
];

describe("paint first", () => {
  it("takes the module preloads out of the page and hands them to the loader", () => {
    const html = paintFirst(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('async=""');
    expect(html).toContain('"/assets/framework-3.js"');
    expect(html).toContain("<h1>Sentinel AI</h1>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-6.css"/>');
  });

  it("fetches the modules after the first contentful paint, and runs them at the visitor's first intent", async () => {
    const loader = runLoader(paintFirst(page));
    await loader.settle();
    expect(loader.imported).toEqual([]);
    expect(loader.preloaded).toEqual([]);

    loader.paint("first-paint");
    await loader.settle();
    expect(loader.preloaded).toEqual([]);

    loader.paint("first-paint", "first-contentful-paint");
    await loader.settle();
    expect(loader.preloaded).toEqual(["manifest /site.webmanifest", ...modules.map((href) => `prefetch ${href}`)]);
    expect(loader.imported).toEqual([]);

    loader.fire("pointermove");
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
    expect(loader.preloaded.slice(1 + modules.length)).toEqual([
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/framework-3.js",
    ]);

    loader.fire("keydown");
    await loader.settle();
    expect(loader.imported).toHaveLength(4);
  });

  it("runs nothing at an intent before the first paint until the page has painted", async () => {
    const loader = runLoader(paintFirst(page));
    loader.fire("touchstart");
    await loader.settle();
    expect(loader.imported).toEqual([]);
    loader.paint("first-contentful-paint");
    await loader.settle();
    expect(loader.imported).toHaveLength(4);
  });

  for (const kind of ["pointerdown", "keydown", "wheel", "scroll", "focusin", "click"]) {
    it(`takes a ${kind} for the visitor's first intent`, async () => {
      const loader = runLoader(paintFirst(page));
      loader.paint("first-contentful-paint");
      loader.fire(kind);
      await loader.settle();
      expect(loader.imported).toHaveLength(4);
    });
  }

  it("presses a button pressed before hydration again once the page has hydrated, and only that one", async () => {
    const loader = runLoader(paintFirst(page));
    const menu = new Button("button", "popovertarget");
    const dialog = new Button("button", "commandfor");
    const submit = new Button("submit");
    const toTop = new Button("button", "data-prerendered");
    const pause = new Button();
    loader.paint("first-contentful-paint");
    for (const button of [pause, menu, dialog, submit, toTop]) loader.fire("click", button);
    await loader.settle();
    expect(loader.imported).toHaveLength(4);

    // Pressed once React Router has started, React sees the press itself.
    const late = new Button();
    loader.fire("click", late);
    expect(pause.presses).toBe(0);
    loader.hydrate();
    expect([pause, menu, dialog, submit, toTop, late].map((button) => button.presses)).toEqual([1, 0, 0, 0, 0, 0]);
    loader.hydrate();
    expect(pause.presses).toBe(1);
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

  it("still fetches, once, a few seconds after load when no paint is ever reported", async () => {
    const loader = runLoader(paintFirst(page));
    loader.fire("load");
    await loader.settle();
    expect(loader.preloaded).toHaveLength(1 + modules.length);
    loader.paint("first-contentful-paint");
    loader.fire("pointerdown");
    await loader.settle();
    expect(loader.imported).toHaveLength(4);
    expect(loader.preloaded).toHaveLength(1 + modules.length + 2);
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
