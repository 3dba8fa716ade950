// Prerendered pages paint before their JavaScript downloads. React Router's <Scripts> puts a
// modulepreload link for every module in the head and imports them from an inline module
// script, so on a slow link the page's ~130 KB of JavaScript shares the bandwidth with the
// font that the first paint waits on. This rewrites each page: the preload links go, and the
// inline script starts the same imports and preloads when the browser reports the first
// contentful paint. Everything on the page is in the HTML; only controls that need React
// (menus, dialogs, form submission) wait for it (docs/decisions/006).
//
// The web app manifest waits for the first paint too: Chromium fetches it while the page is
// parsed, and nothing about the first view needs it; the loader adds its link once the page
// has painted.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const MANIFEST = /<link rel="manifest" href="([^"]+)"\/>/g;

/**
 * Calls back once, at the first contentful paint. A browser that cannot report paints goes
 * once the first frame is out; and should the report never come, the page still hydrates
 * a few seconds after load.
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

/** The module script React Router wrote, rewritten to load after the first contentful paint. */
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
  return [
    AFTER_FIRST_PAINT,
    // Starting a fetch costs a slow phone's main thread a millisecond or more: one per task
    // keeps the page responsive while twenty of them start.
    "const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));",
    "firstPaint(async () => {",
    ...manifests.map(
      (href) =>
        `  document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: ${JSON.stringify(href)} }));`,
    ),
    "  const routes = [];",
    `  for (const load of [${imports.map(({ specifier }) => `() => import(${JSON.stringify(specifier)})`).join(", ")}]) {`,
    "    routes.push(load());",
    "    await nextTask();",
    "  }",
    `  Promise.all(routes).then(([${imports.map(({ binding }) => binding).join(", ")}]) => {`,
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
 * Rewrites a prerendered page so its JavaScript, and its web app manifest, start loading after
 * the first contentful paint.
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
