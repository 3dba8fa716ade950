// A build made with production settings must carry them wherever the site reaches out or
// names itself, and nothing of the local setup: the static files are published as they are.
import { execFile } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import { extname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";

import { buildDir, clientDir } from "#shared/build.ts";
import { LINK_PAGES, isLinkPage } from "#src/lib/site-pages.ts";
import { parseHeaders } from "#shared/headers-file.ts";

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
