import postcss, { type Root } from "postcss";

const STYLE = /(<style\b[^>]*>)([^]*?)(<\/style>)/g;
const COLOR_MIX_SUPPORTS = "(color:color-mix(in lab, red, red))";
const VARIABLE = /var\(\s*(--[\w-]+)/g;

/** The custom properties read by what is left: the plain declarations' values, then what those read in turn. */
function readVariables(roots: readonly Root[]): Set<string> {
  const definitions = new Map<string, string[]>();
  const read = new Set<string>();
  for (const root of roots) {
    root.walkDecls((decl) => {
      if (decl.prop.startsWith("--")) definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]);
      else for (const [, name] of decl.value.matchAll(VARIABLE)) read.add(name ?? "");
    });
  }
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of definitions.get(name) ?? []) {
      for (const [, inner] of value.matchAll(VARIABLE)) {
        if (!inner || read.has(inner)) continue;
        read.add(inner);
        pending.push(inner);
      }
    }
  }
  return read;
}

/**
 * Writes each colour Tailwind gives twice, a hex fallback and a `color-mix()` for browsers that
 * have it, once: as the `color-mix()` the linked stylesheet will apply too. A browser without it
 * draws that colour once the stylesheet arrives, with the stylesheet's fallback.
 */
function mixedColoursOnce(root: Root): void {
  root.walkAtRules("supports", (supports) => {
    if (supports.params !== COLOR_MIX_SUPPORTS) return;
    const fallback = supports.prev();
    const mixed = supports.first;
    if (fallback?.type !== "rule" || mixed?.type !== "rule" || supports.nodes?.length !== 1 || fallback.selector !== mixed.selector) return;
    mixed.walkDecls((decl) => {
      const same = fallback.nodes.filter((node) => node.type === "decl" && node.prop === decl.prop);
      same.forEach((node) => node.remove());
      fallback.append(decl.clone());
    });
    supports.remove();
  });
}

/**
 * Takes out of a page's inline CSS what Tailwind writes for the whole site but the page's first
 * screen never reads (decision 030): theme variables and `@property` rules for variables no
 * rule reads, and the `@layer properties` fallback for browsers without
 * `@property`, which arrives with the linked stylesheet. The layer's name stays first, so the
 * layers keep their order once that stylesheet arrives. Colours written twice are written once.
 */
export function trimInlineCss(html: string): string {
  const blocks = [...html.matchAll(STYLE)];
  const roots = blocks.map(([, , css]) => postcss.parse(css ?? ""));
  for (const root of roots) {
    root.walkAtRules("layer", (layer) => {
      if (layer.params === "properties" && layer.nodes) layer.replaceWith(postcss.atRule({ name: "layer", params: "properties" }));
    });
    mixedColoursOnce(root);
  }
  const read = readVariables(roots);
  for (const root of roots) {
    root.walkAtRules("layer", (layer) => {
      if (layer.params !== "theme") return;
      layer.walkDecls((decl) => {
        if (decl.prop.startsWith("--") && !read.has(decl.prop)) decl.remove();
      });
    });
    root.walkAtRules("property", (rule) => {
      if (!read.has(rule.params)) rule.remove();
    });
  }
  let index = 0;
  return html.replace(STYLE, (_, open: string, _css: string, close: string) => {
    const root = roots[index++];
    return `${open}${root?.toString() ?? ""}${close}`;
  });
}
