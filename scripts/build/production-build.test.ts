// A build made with production settings must carry them wherever the site reaches out or
// names itself, and nothing of the local setup: the static files are published as they are.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { extname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";

import { buildDir, clientDir } from "#shared/build.ts";
import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";
import { LINK_PAGES, isLinkPage } from "#src/lib/site-pages.ts";
import { parseHeaders } from "#shared/headers-file.ts";
import { pngSize } from "#shared/png-size.ts";

import { pageAddresses } from "./headers-file.ts";
import { inlineScriptSources } from "./page-script-policy.ts";
import { sitePages } from "./site-pages.ts";

const root = resolve(import.meta.dirname, "../..");

const production = {
  BUILD_DIR: "build-production",
  VITE_SUPABASE_URL: "https://abcdefghijklmnopqrst.supabase.co",
  VITE_SUPABASE_ANON_KEY:
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsInJlZiI6ImFiY2RlZmdoaWprbG1ub3BxcnN0In0.cHJvZHVjdGlvbi1idWlsZC10ZXN0LXNpZ25hdHVyZQ",
  SITE_URL: "https://www.sentinel-ai.example",
};

const textExtensions = new Set([".html", ".js", ".css", ".json", ".xml", ".txt", ".webmanifest"]);
const localOnly = [LOCAL_ANON_KEY, "localhost", "127.0.0.1", "0.0.0.0"];

/** What a deploy sees: Vitest's own variables (NODE_ENV=test among them) would change the bundle. */
function buildEnvironment(): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST") && !name.startsWith("VITE_") && name !== "SITE_URL",
  );
  return { ...Object.fromEntries(inherited), ...production };
}

async function textFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !(textExtensions.has(extname(entry.name)) || entry.name === "_headers")) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path).split("\\").join("/"), await readFile(path, "utf8"));
  }
  return files;
}

function localStringsIn(text: string): string[] {
  return localOnly.filter((value) => text.includes(value));
}

function pagesOf(files: Map<string, string>): [string, string][] {
  return [...files].filter(([path]) => path.endsWith(".html"));
}

/** Issue 37's goal for what a page may inline of the site's stylesheet: its first screen's rules. */
const INLINE_CSS_GOAL = 20_000;
/** Issue 37's goal for a page without an island: TCP's first window, one round trip. */
const FIRST_WINDOW = 14_600;
/**
 * Issue 37's goal for pages with an island or a long legal text: 70% of their brotli size when
 * every page inlined the whole stylesheet (the data-rights pages as measured on 2026-11-26).
 */
const heavierPages: Record<string, number> = {
  "/": 0.7 * 31_600,
  "/roi-calculator": 0.7 * 27_900,
  "/careers": 0.7 * 25_400,
  "/contact": 0.7 * 24_400,
  "/terms-of-service": 0.7 * 28_500,
  "/privacy-policy": 0.7 * 26_200,
  "/data-rights": 0.7 * 25_615,
  "/data-rights/confirm": 0.7 * 24_173,
  "/data-rights/withdraw": 0.7 * 23_982,
};
/**
 * Not yet met on these pages, whose first screen carries a form, a product picture or the
 * hero's long list: each may not inline more than it does now, with 200 bytes to spare, rounded
 * up to the next 0.5 KB.
 */
const inlineCssReached: Record<string, number> = {
  "/": 28_000,
  "/about": 21_500,
  "/contact": 28_000,
  "/data-rights": 24_500,
  "/industries": 23_500,
  "/industries/banking": 24_000,
  "/industries/digital-lending": 24_000,
  "/industries/fintech": 24_000,
  "/industries/nbfcs": 24_000,
  "/industries/payment-processors": 24_000,
  "/solutions": 23_500,
  "/solutions/customer-compliance": 25_000,
  "/solutions/merchant-monitoring": 25_500,
  "/solutions/regulatory-compliance": 25_000,
  "/solutions/risk-assessment": 24_000,
  "/solutions/vendor-management": 24_000,
};
/** Not yet met on these pages: the brotli bytes they reach now, with the same margin, so none grows. */
const brotliReached: Record<string, number> = {
  "/": 26_500,
  "/contact": 18_000,
  "/industries/banking": 15_500,
  "/industries/digital-lending": 15_500,
  "/industries/fintech": 16_000,
  "/industries/nbfcs": 15_500,
  "/industries/payment-processors": 16_000,
  "/roi-calculator": 21_500,
};

const inlineCss = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([^]*?)<\/style>/g)].reduce((bytes, [, css]) => bytes + Buffer.byteLength(css ?? ""), 0);

const outputDir = buildDir(production);
let files = new Map<string, string>();

beforeAll(async () => {
  await rm(outputDir, { recursive: true, force: true });
  await promisify(execFile)("npm", ["run", "build"], {
    cwd: root,
    env: buildEnvironment(),
    maxBuffer: 64 * 1024 * 1024,
  });
  files = await textFiles(clientDir(production));
}, 240_000);

afterAll(async () => {
  await rm(outputDir, { recursive: true, force: true });
});

describe("a build with production settings", () => {
  it("builds the pages and their headers", () => {
    expect(files.has("index.html")).toBe(true);
    expect(files.has("_headers")).toBe(true);
  });

  it("carries no local anon key and no local address in any text file", () => {
    const found = [...files].flatMap(([path, text]) => localStringsIn(text).map((value) => `${path}: ${value}`));
    expect(found).toEqual([]);
  });

  it("gives the forms the Supabase URL and anon key in the JavaScript", () => {
    const scripts = [...files].filter(([path]) => path.endsWith(".js"));
    const withBoth = scripts.filter(
      ([, text]) => text.includes(production.VITE_SUPABASE_URL) && text.includes(production.VITE_SUPABASE_ANON_KEY),
    );
    expect(withBoth.map(([path]) => path)).not.toEqual([]);
  });

  it("ships the one-click function for the withdraw address only, pointed at the Supabase project", () => {
    const routes: unknown = JSON.parse(files.get("_routes.json") ?? "null");
    expect(routes).toEqual({ version: 1, include: [DATA_RIGHTS_PAGES.withdraw], exclude: [] });
    const worker = files.get("_worker.js") ?? "";
    expect(worker).toContain(production.VITE_SUPABASE_URL);
    expect(worker).toContain(production.VITE_SUPABASE_ANON_KEY);
    // Published as a file, a compressed copy would be served to anyone.
    expect(existsSync(join(clientDir(production), "_worker.js.br"))).toBe(false);
  });

  it("lets every page connect to its own origin and the Supabase project only", () => {
    const rules = parseHeaders(files.get("_headers") ?? "");
    const pageRules = rules.filter(({ path }) => !path.endsWith("*"));
    expect(pageRules.length).toBeGreaterThanOrEqual(pagesOf(files).length);
    for (const { path, headers } of pageRules) {
      const directives = (headers["Content-Security-Policy"] ?? "").split(";").map((directive) => directive.trim());
      expect(
        directives.filter((directive) => directive.startsWith("connect-src")),
        path,
      ).toEqual([`connect-src 'self' ${production.VITE_SUPABASE_URL}`]);
    }
  });

  it("allows on each page, by hash, exactly the inline scripts it carries, and its script file by origin", () => {
    const headers = parseHeaders(files.get("_headers") ?? "");
    for (const [file, html] of pagesOf(files)) {
      const path = pageAddresses(file)[0] ?? file;
      const policy = headers.find((rule) => rule.path === path)?.headers["Content-Security-Policy"] ?? "";
      const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      const [, ...sources] = scriptSrc.trim().split(/\s+/);
      expect(sources, path).toEqual(["'self'", ...inlineScriptSources(html)]);
    }
  });

  it("names the public origin in every page's canonical link", () => {
    const unlisted = (path: string) => path.endsWith("404.html") || isLinkPage(`/${path.replace(/\/index\.html$/, "")}`);
    const indexable = pagesOf(files).filter(([path]) => !unlisted(path));
    expect(indexable.length).toBeGreaterThan(0);
    for (const [path, html] of indexable) {
      const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1]);
      expect(canonical, path).toHaveLength(1);
      expect(new URL(canonical[0] ?? "").origin, path).toBe(production.SITE_URL);
    }
  });

  it("lists the public origin in the sitemap and robots.txt", () => {
    const sitemaps = [...files].filter(([path]) => /^sitemap-.*\.xml$/.test(path));
    const locations = sitemaps.flatMap(([, xml]) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]));
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(new URL(location ?? "").origin, location).toBe(production.SITE_URL);
    expect(files.get("robots.txt")).toContain(`Sitemap: ${production.SITE_URL}/sitemap-index.xml`);
  });

  it("draws each page its own share card: a 1200 x 630 PNG where its head says, on the public origin", async () => {
    const cards = new Map<string, Buffer>();
    for (const path of sitePages) {
      const html = files.get(path === "/" ? "index.html" : `${path.slice(1)}/index.html`) ?? "";
      const image = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "", "invalid:/");
      expect(image.origin, path).toBe(production.SITE_URL);
      const card = await readFile(join(clientDir(production), image.pathname));
      expect(pngSize(card), path).toEqual({ width: 1200, height: 630 });
      cards.set(path, card);
    }
    expect(cards.get("/about")?.equals(cards.get("/solutions/risk-assessment") ?? Buffer.alloc(0))).toBe(false);
    expect(new Set([...cards.values()].map((card) => card.toString("base64"))).size).toBe(sitePages.length);
  });

  it("keeps the pages an e-mailed link opens out of the sitemap and search results, and sends them without a Referer", () => {
    const sitemaps = [...files].filter(([path]) => /^sitemap-.*\.xml$/.test(path)).map(([, xml]) => xml);
    const headers = parseHeaders(files.get("_headers") ?? "");
    for (const path of LINK_PAGES) {
      for (const xml of sitemaps) expect(xml, path).not.toContain(`${production.SITE_URL}${path}<`);
      const html = files.get(`${path.slice(1)}/index.html`) ?? "";
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).not.toContain('rel="canonical"');
      expect(headers.find((rule) => rule.path === path)?.headers["Referrer-Policy"], path).toBe("no-referrer");
    }
    expect(sitemaps.join("")).toContain(`${production.SITE_URL}/data-rights<`);
  });
});

describe("the bytes of a page", () => {
  const pages = () => pagesOf(files).map(([file, html]) => ({ file, html, path: pageAddresses(file)[0] ?? file }));

  it("inlines at most 20 KB of CSS on every page (issue 37's goal, not yet met: no page grows past what it inlines now)", () => {
    const over = pages()
      .map(({ path, html }) => ({ path, css: inlineCss(html), limit: inlineCssReached[path] ?? INLINE_CSS_GOAL }))
      .filter(({ css, limit }) => css > limit);
    expect(over).toEqual([]);
  });

  it("sends a page without an island in TCP's first window, and the others in 70% of their former size (issue 37's goals; where not yet met, no page grows past its bytes now)", async () => {
    const over: string[] = [];
    for (const { file, html, path } of pages()) {
      const island = html.includes("<astro-island");
      const budget = heavierPages[path];
      if (island && budget === undefined) over.push(`${path}: an island page with no budget`);
      const limit = brotliReached[path] ?? budget ?? FIRST_WINDOW;
      const { size } = await stat(join(clientDir(production), `${file}.br`));
      if (size > limit) over.push(`${path}: ${size} bytes in brotli, over ${Math.floor(limit)}`);
    }
    expect(over).toEqual([]);
  });

  it("names in its head every module its islands run, so they download beside the stylesheet", () => {
    const late: string[] = [];
    for (const { path, html } of pages()) {
      const head = html.slice(0, html.indexOf("</head>"));
      for (const [, url] of html.matchAll(/<astro-island\b[^>]*?\s(?:component|renderer)-url="([^"]+)"/g)) {
        if (!head.includes(`<link rel="modulepreload" href="${url}">`)) late.push(`${path}: ${url}`);
      }
    }
    expect(late).toEqual([]);
  });

  it("links one stylesheet, the same on every page, after the first screen's inline rules", () => {
    const links = new Set(pages().flatMap(({ html }) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href)));
    expect([...links]).toEqual([expect.stringMatching(/^\/assets\/[\w-]+\.[\w-]{8}\.css$/)]);
    for (const { path, html } of pages()) expect(html.indexOf("<style"), path).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });
});

