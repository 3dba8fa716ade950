// Prerendered pages paint, and respond, before their JavaScript runs. React Router's <Scripts>
// puts a modulepreload link for every module in the head and imports them from an inline module
// script, so on a slow link the page's ~130 KB of JavaScript shares the bandwidth with the font
// that the first paint waits on, and a phone's main thread then spends a second or more
// compiling, evaluating and hydrating it while the visitor reads. This rewrites each page: the
// preload links go; once the page has painted, the inline script fetches the modules into the
// cache without running them; and it runs them when the visitor first reaches for the page (a
// pointer, a key, a touch, a wheel, a scroll, focus or a click). What the page shows works
// before that: links, menus and dialogs open without script (docs/decisions/006, 013), and the
// loader itself marks scrolling (app/lib/scroll-marks.ts). A button pressed before React has
// taken over is pressed again once it has, so the press is not lost.
//
// The web app manifest waits for the first paint too: Chromium fetches it while the page is
// parsed, and nothing about the first view needs it; the loader adds its link once the page
// has painted.

import { markScrolling, scrollThresholds } from "#src/lib/scroll-marks.ts";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const MANIFEST = /<link rel="manifest" href="([^"]+)"\/>/g;

/**
 * Calls back once, at the first contentful paint. A browser that cannot report paints goes
 * once the first frame is out; and should the report never come, it goes a few seconds after
 * load.
 */
const AFTER_FIRST_PAINT = `const firstPaint = (callback) => {
  let called = false;
  const once = () => { if (!called) { called = true; callback(); } };
  addEventListener("load", () => setTimeout(once, 3000));
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(once));
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    once();
  }).observe({ type: "paint", buffered: true });
};`;

/**
 * Calls back once, when the visitor first reaches for the page. A click counts too: assistive
 * technology can press a button without a pointer, key or focus event reaching the page.
 */
const ON_FIRST_INTENT = `const firstIntent = (callback) => {
  const kinds = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll", "focusin", "click"];
  const once = () => {
    for (const kind of kinds) removeEventListener(kind, once, true);
    callback();
  };
  for (const kind of kinds) addEventListener(kind, once, { capture: true, passive: true });
};`;

/**
 * Remembers the last button pressed before React takes over that only React answers (not a
 * submit, popover or command button, nor one in markup React never draws, which the loader
 * answers), and presses it again once the page has hydrated.
 */
const PRESS_AGAIN = `let pressed;
const remember = (event) => {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (button?.type !== "button" || button.closest("[data-prerendered]")) return;
  if (!button.hasAttribute("popovertarget") && !button.hasAttribute("commandfor")) pressed = button;
};
addEventListener("click", remember, true);
const pressAgainOnceHydrated = () => {
  removeEventListener("click", remember, true);
  const root = document.documentElement;
  new MutationObserver((_, observer) => {
    if (!("hydrated" in root.dataset)) return;
    observer.disconnect();
    if (pressed?.isConnected && !pressed.disabled) pressed.click();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
};`;

/**
 * The module script React Router wrote, rewritten to fetch its modules after the first
 * contentful paint and to run them at the visitor's first intent.
 */
function deferredModuleScript(source: string, preloads: readonly string[], manifests: readonly string[]): string {
  const imports: { binding: string; specifier: string }[] = [];
  const rest: string[] = [];
  for (const line of source.split("\n")) {
    const match = STATIC_IMPORT.exec(line.trim());
    if (match?.[2]) imports.push({ binding: match[1] ?? "", specifier: match[2] });
    else if (line.trim()) rest.push(line.trim());
  }
  if (!imports.length || !rest.some((line) => line.startsWith("import("))) {
    throw new Error(`unexpected module script from React Router:\n${source}`);
  }
  const imported = new Set(imports.map(({ specifier }) => specifier));
  const preloaded = preloads.filter((href) => !imported.has(href));
  const modules = [...imported, ...preloaded];
  return [
    `(${markScrolling.toString()})(${JSON.stringify(scrollThresholds)});`,
    AFTER_FIRST_PAINT,
    ON_FIRST_INTENT,
    PRESS_AGAIN,
    // Starting a fetch costs a slow phone's main thread a millisecond or more: one per task
    // keeps the page responsive while twenty of them start.
    "const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));",
    "const painted = new Promise((resolve) => firstPaint(resolve));",
    "const reached = new Promise((resolve) => firstIntent(resolve));",
    // A prefetch only fills the cache: nothing is compiled or run until the visitor reaches for the page.
    "painted.then(async () => {",
    ...manifests.map(
      (href) =>
        `  document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: ${JSON.stringify(href)} }));`,
    ),
    `  for (const href of ${JSON.stringify(modules)}) {`,
    '    document.head.append(Object.assign(document.createElement("link"), { rel: "prefetch", href }));',
    "    await nextTask();",
    "  }",
    "});",
    "Promise.all([painted, reached]).then(async () => {",
    "  const routes = [];",
    `  for (const load of [${imports.map(({ specifier }) => `() => import(${JSON.stringify(specifier)})`).join(", ")}]) {`,
    "    routes.push(load());",
    "    await nextTask();",
    "  }",
    `  Promise.all(routes).then(([${imports.map(({ binding }) => binding).join(", ")}]) => {`,
    "    pressAgainOnceHydrated();",
    ...rest.map((line) => `    ${line}`),
    "  });",
    `  for (const href of ${JSON.stringify(preloaded)}) {`,
    '    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "    await nextTask();",
    "  }",
    "});",
  ].join("\n");
}

/**
 * Rewrites a prerendered page so its JavaScript and its web app manifest load after the first
 * contentful paint, and its JavaScript runs at the visitor's first intent.
 */
export function paintFirst(html: string): string {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? "");
  const manifests = [...html.matchAll(MANIFEST)].map((match) => match[1] ?? "");
  const script = MODULE_SCRIPT.exec(html);
  if (!preloads.length || !script) throw new Error("no React Router scripts found in a prerendered page");
  const rewritten = html
    .replace(PRELOAD, "")
    .replace(MANIFEST, "")
    .replace(
      MODULE_SCRIPT,
      () => `<script type="module">${deferredModuleScript(script[1] ?? "", preloads, manifests)}</script>`,
    );
  if (/<link[^>]+modulepreload/.test(rewritten))
    throw new Error("a modulepreload link this rewrite does not understand is left");
  if (/<link[^>]+rel="manifest"/.test(rewritten))
    throw new Error("a manifest link this rewrite does not understand is left");
  return rewritten;
}
