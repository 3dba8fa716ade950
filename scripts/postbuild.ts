// After `react-router build`: put the not-found page where hosts look for it, write the
// sitemap and robots.txt from the route table, rewrite each page to paint from its HTML
// alone (docs/decisions/006), write the security headers for the rewritten pages, and
// precompress text assets so the server sends brotli/gzip without compressing per request.
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { loadEnv, runnerImport } from "vite";

import type { HomeContent } from "../app/content/types.ts";
import { REPORT_PATH } from "../server/delivery/config.ts";

import { clientDir as builtClientDir } from "./build-dir.ts";
import { inlineStylesheet } from "./inline-stylesheet.ts";
import { paintFirst } from "./paint-first.ts";
import { reportPdf } from "./report-pdf.ts";
import { type HeaderRules, commonHeaders, contentSecurityPolicy, formatHeaders, inlineScriptHashes } from "./security-headers.ts";
import { pagePaths } from "./route-paths.ts";
import { robotsTxt, sitemapXml } from "./seo-files.ts";

const clientDir = builtClientDir();

async function moveNotFoundPage() {
  await rename(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));
  await rm(join(clientDir, "404"), { recursive: true });
  // ssr:false always emits a SPA fallback; every route is prerendered, so nothing serves it.
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

async function precompress() {
  let count = 0;
  for await (const path of files(clientDir)) {
    if (!compressible.test(path) || (await stat(path)).size < 1024) continue;
    const source = await readFile(path);
    await writeFile(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
    count += 1;
  }
  return count;
}

// The app's modules use extensionless imports, so Vite loads them rather than Node.
const inline = { configFile: false as const, logLevel: "silent" as const, resolve: { tsconfigPaths: true } };
type Brand = { name: string; legalName: string; email: string; url: string };
const { module: content } = await runnerImport<{ site: Brand }>("./app/content/site.ts", inline);

// The settings the pages were built with: .env files as Vite read them, the environment first.
const env = loadEnv("production", join(import.meta.dirname, ".."), ["VITE_", "SITE_URL"]);
const siteUrl = env.SITE_URL || content.site.url;

async function writeReportPdf() {
  const { module } = await runnerImport<{ home: HomeContent }>("./app/content/home.ts", inline);
  const target = join(clientDir, REPORT_PATH);
  await mkdir(join(target, ".."), { recursive: true });
  await writeFile(target, await reportPdf(module.home, { ...content.site, url: siteUrl }));
}

async function writeSeoFiles() {
  const { module: routes } = await runnerImport<{ default: RouteConfigEntry[] }>("./app/routes.ts", inline);
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, pagePaths(routes.default), today));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
}

/** Every page paints from its HTML alone: stylesheet inline, scripts after the first paint. */
async function paintPagesFromHtmlAlone() {
  const stylesheets = new Map<string, string>();
  const stylesheet = (href: string) => {
    const css = stylesheets.get(href) ?? readFileSync(join(clientDir, href), "utf8");
    stylesheets.set(href, css);
    return css;
  };
  for await (const file of files(clientDir)) {
    if (file.endsWith(".html")) await writeFile(file, paintFirst(inlineStylesheet(await readFile(file, "utf8"), stylesheet)));
  }
}

/** _headers: common headers everywhere, long caching for hashed assets, each page's own CSP. */
async function writeHeaders() {
  const rules: HeaderRules = [
    { path: "/*", headers: { ...commonHeaders } },
    { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  ];
  for await (const file of files(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const csp = contentSecurityPolicy(inlineScriptHashes(await readFile(file, "utf8")), env.VITE_SUPABASE_URL);
    const relativePath = `/${relative(clientDir, file).split("\\").join("/")}`;
    const page = relativePath === "/index.html" ? "/" : relativePath.replace(/\/index\.html$/, "");
    const paths = page === "/" || page.endsWith(".html") ? [page] : [page, `${page}/`];
    for (const path of paths) rules.push({ path, headers: { "Content-Security-Policy": csp } });
  }
  await writeFile(join(clientDir, "_headers"), formatHeaders(rules));
}

await moveNotFoundPage();
await writeSeoFiles();
await writeReportPdf();
await paintPagesFromHtmlAlone();
await writeHeaders();
const count = await precompress();
console.log(`postbuild: 404.html, sitemap.xml, robots.txt, _headers and the report PDF in place, ${count} files precompressed in ${relative(process.cwd(), clientDir)}`);
