// The last step of `npm run build`, run by React Router's buildEnd hook (react-router.config.ts)
// once every page is prerendered: put the not-found pages where hosts look for them, write the
// sitemap and robots.txt for the site's pages, rewrite each page to paint from its HTML alone
// (docs/decisions/006), write the security headers for the rewritten pages, and precompress
// text assets so the server sends brotli/gzip without compressing per request.
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { brand } from "#shared/brand.ts";
import { REPORT_PATH } from "#shared/build.ts";
import { type HeaderRules, formatHeaders } from "#shared/headers-file.ts";

import { inlineFont } from "./inline-font.ts";
import { inlineStylesheet } from "./inline-stylesheet.ts";
import { pageStylesheet } from "./page-stylesheet.ts";
import { paintFirst } from "./paint-first.ts";
import { reportPdf } from "./report-pdf.ts";
import { emptyStaticPartsInHydrationData } from "./static-parts.ts";
import { commonHeaders, contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";
import { robotsTxt, sitemapXml } from "./seo-files.ts";

export interface FinishedBuild {
  /** build/client: the prerendered pages and their assets. */
  clientDir: string;
  /** Every page the build prerendered, without the not-found pages. */
  pages: readonly string[];
  /** The not-found pages it prerendered ("/404", "/solutions/404" ...), each to become a 404.html. */
  notFoundPages: readonly string[];
  /** Public origin for canonical URLs, the sitemap and the report's links. */
  siteUrl: string;
  /** Where the forms write when it is not the page's own origin. */
  supabaseUrl?: string;
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for await (const file of files(dir)) if (file.endsWith(".html")) found.push(file);
  return found;
}

async function moveNotFoundPages(clientDir: string, paths: readonly string[]) {
  for (const path of paths) {
    const dir = join(clientDir, path);
    await rename(join(dir, "index.html"), join(dir, "..", "404.html"));
    await rm(dir, { recursive: true });
  }
  // ssr:false always emits a SPA fallback; every route is prerendered, so nothing serves it.
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
}

/**
 * Every page paints from its HTML alone: its stylesheet and the font inline, scripts after the
 * first paint; and it carries its static parts once (docs/decisions/012).
 */
async function paintPagesFromHtmlAlone(clientDir: string, pages: readonly string[]) {
  const assets = new Map<string, Buffer>();
  const asset = (href: string) => {
    const bytes = assets.get(href) ?? readFileSync(join(clientDir, href));
    assets.set(href, bytes);
    return bytes;
  };
  const text = (href: string) => asset(href).toString("utf8");
  for (const file of pages) {
    const prerendered = emptyStaticPartsInHydrationData(await readFile(file, "utf8"));
    const html = inlineStylesheet(prerendered, (href) => pageStylesheet(text(href), prerendered, text));
    await writeFile(file, paintFirst(inlineFont(html, asset)));
  }
}

/** _headers: common headers everywhere, long caching for hashed assets, each page's own CSP. */
async function writeHeaders(build: FinishedBuild, pages: readonly string[]) {
  const rules: HeaderRules = [
    { path: "/*", headers: { ...commonHeaders } },
    { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  ];
  for (const file of pages) {
    const csp = contentSecurityPolicy(inlineScriptHashes(await readFile(file, "utf8")), build.supabaseUrl);
    const relativePath = `/${relative(build.clientDir, file).split("\\").join("/")}`;
    const page = relativePath === "/index.html" ? "/" : relativePath.replace(/\/index\.html$/, "");
    const paths = page === "/" || page.endsWith(".html") ? [page] : [page, `${page}/`];
    for (const path of paths) rules.push({ path, headers: { "Content-Security-Policy": csp } });
  }
  await writeFile(join(build.clientDir, "_headers"), formatHeaders(rules));
}

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

async function precompress(clientDir: string) {
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

export async function finishBuild(build: FinishedBuild): Promise<void> {
  const { clientDir, siteUrl } = build;
  await moveNotFoundPages(clientDir, build.notFoundPages);
  const pages = await htmlFiles(clientDir);
  const expected = build.pages.length + build.notFoundPages.length;
  if (pages.length !== expected)
    throw new Error(`expected ${expected} HTML files in ${clientDir}, found ${pages.length}`);
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, build.pages, today));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  await mkdir(join(clientDir, REPORT_PATH, ".."), { recursive: true });
  await writeFile(join(clientDir, REPORT_PATH), await reportPdf({ ...brand, url: siteUrl }));
  await paintPagesFromHtmlAlone(clientDir, pages);
  await writeHeaders(build, pages);
  const count = await precompress(clientDir);
  console.log(
    `${pages.length} pages inlined and deferred; 404 pages, sitemap.xml, robots.txt, _headers and the report PDF in place; ${count} files precompressed in ${relative(process.cwd(), clientDir)}`,
  );
}
