import { globSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const folders = ["src", "server", "scripts", "shared", "tests"] as const;
type Folder = (typeof folders)[number];

/** Which top-level folders each may import from: one direction only, so no cycle can form. */
const allowed: Record<Folder, readonly Folder[]> = {
  shared: ["shared"],
  src: ["src", "shared"],
  server: ["server", "shared"],
  scripts: ["scripts", "shared", "server", "src"],
  tests: ["tests", "shared", "server", "scripts", "src"],
};

const sources = globSync(["{src,server,scripts,shared,tests}/**/*.{ts,tsx,astro}", "*.ts"], { cwd: root });
/** Tests may also use the test support folder (a PostgreSQL server for the integration tests). */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** What a file imports, type-only imports included: a type names its layer as much as a value. */
function imports(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [
    ...text.matchAll(
      /(?:^|\n)\s*(?:import|export)[^"';]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)|(?:^|\n)\s*import\s+"([^"]+)"/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

/** The file an import names, relative to the project, when it is one of ours. */
function target(file: string, specifier: string): string | undefined {
  const alias = /^#(\w+)\/(.*)$/.exec(specifier);
  if (alias) return `${alias[1]}/${alias[2]}`;
  if (specifier.startsWith("."))
    return normalize(join(dirname(file), specifier))
      .split("\\")
      .join("/");
  return undefined;
}

/** The part of src/ a file belongs to: "content", "lib", "components", "scripts", "pages", ... */
const layerOf = (path: string) => (path.startsWith("src/") ? path.split("/")[1] : undefined);

/**
 * Inside src/, what each part may import, types included. Content is data: it imports only
 * content (and the brand it shares with the server). lib takes content as arguments and names
 * what it needs of them in its own types or type parameters, so neither names the other. Nothing
 * below components imports them, and the browser scripts use lib only. The editor reads the
 * content's schemas and nothing of the site reads the editor. The collections read the content
 * for the pages, binding its schemas to the rules of lib they check against.
 */
const srcAllowed: Record<string, readonly string[]> = {
  content: ["content"],
  lib: ["lib"],
  scripts: ["lib"],
  components: ["components", "content", "lib"],
  editor: ["editor", "collections", "content", "lib"],
  collections: ["collections", "content", "lib"],
};

/** The cycles a depth-first walk of a graph meets, each as the path that closes it: none when it has none. */
function cyclesIn(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const start = path.indexOf(node);
    if (start >= 0) {
      cycles.push([...path.slice(start), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of edges.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of edges.keys()) visit(node, []);
  return cycles;
}

describe("imports", () => {
  it("cross the top-level folders in one direction only", () => {
    const crossings: string[] = [];
    for (const file of sources) {
      const from = file.split("/")[0] as Folder;
      if (!folders.includes(from)) continue;
      for (const specifier of imports(file)) {
        const to = /^#(\w+)\//.exec(specifier)?.[1] as Folder | undefined;
        if (to === "tests" && isTest(file)) continue;
        if (to && !allowed[from].includes(to)) crossings.push(`${file} imports ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it("keep content, lib, components and the browser scripts in their layers", () => {
    const crossings: string[] = [];
    for (const file of sources.filter((source) => !isTest(source))) {
      const from = layerOf(file);
      const mayImport = from && srcAllowed[from];
      if (!mayImport) continue;
      for (const specifier of imports(file)) {
        const path = target(file, specifier);
        const to = path && layerOf(path);
        if (!to || mayImport.includes(to)) continue;
        crossings.push(`${file} imports ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it("leave no cycle among the content's modules, type-only imports included", () => {
    const modules = sources.filter((file) => file.startsWith("src/content/") && !isTest(file));
    const edges = new Map(
      modules.map((file) => [
        file,
        imports(file)
          .map((specifier) => target(file, specifier))
          .filter((path): path is string => path !== undefined && modules.includes(path)),
      ]),
    );
    expect(cyclesIn(edges)).toEqual([]);
  });

  it("would catch the catalogue and the copy's tokens importing each other through the figures", () => {
    const edges = new Map([
      ["src/content/catalogue.ts", ["src/content/copy-text.ts"]],
      ["src/content/copy-text.ts", ["src/content/figures.ts"]],
      ["src/content/figures.ts", ["src/content/catalogue.ts"]],
    ]);
    expect(cyclesIn(edges)).toEqual([
      ["src/content/catalogue.ts", "src/content/copy-text.ts", "src/content/figures.ts", "src/content/catalogue.ts"],
    ]);
  });

  it("name other folders with #folder/ and every module with its extension", () => {
    const offenders: string[] = [];
    for (const file of sources) {
      for (const specifier of imports(file)) {
        const local = specifier.startsWith("#") || specifier.startsWith(".");
        if (!local || /\?(url|raw|inline)$/.test(specifier)) continue;
        if (specifier.startsWith("../") || !/\.(ts|tsx|css|astro|yaml|json)$/.test(specifier))
          offenders.push(`${file}: ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
