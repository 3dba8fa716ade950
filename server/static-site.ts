import { existsSync } from "node:fs";
import { join } from "node:path";

import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SHORT = "public, max-age=3600";

function cacheControl(path: string): string {
  // Vite fingerprints everything under /assets/, so those files never change.
  if (path.includes("/assets/")) return IMMUTABLE;
  if (/\.html(\.br|\.gz)?$/.test(path)) return REVALIDATE;
  return SHORT;
}

const INDEX_FILE = /^((?:\/[\w-]+)*)\/index\.html$/;

/**
 * `/index.html` and `/about/index.html` are the files of the pages `/` and `/about`: they
 * redirect (301) there, so each page has one URL and is always served with its own headers.
 * Only plain path segments match, so a redirect can never leave the site (`//host/index.html`).
 */
export function canonicalPages(): MiddlewareHandler {
  return async (c, next) => {
    const page = INDEX_FILE.exec(c.req.path);
    if (!page || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    return c.redirect(`${page[1] || "/"}${new URL(c.req.url).search}`, 301);
  };
}

/** What the site answers to: it only has files to read. */
const SITE_METHODS = ["GET", "HEAD"];

/** Any other method is answered 405 with the methods the site does answer to. */
export function readOnlySite(): MiddlewareHandler {
  return async (c, next) => {
    if (SITE_METHODS.includes(c.req.method)) return next();
    return c.text("Method Not Allowed", 405, { Allow: SITE_METHODS.join(", ") });
  };
}

/**
 * Files at the build's root whose name starts with "_" are instructions for static hosts
 * (`_headers`, and `_redirects` or `_routes.json` should a host need them), not pages, and so is
 * `.assetsignore` (what a Worker's static assets leave out): as a host does, the server answers
 * them with the not-found page. Folders are not matched: a build's assets may live under one such
 * as `/_astro/`.
 */
const HOST_FILE = /^\/(_[^/]*|\.assetsignore)$/;

export function hideHostFiles(): MiddlewareHandler {
  return async (c, next) => {
    // c.req.path is decoded, so /%5Fheaders is caught too.
    if (HOST_FILE.test(c.req.path)) return c.notFound();
    return next();
  };
}

/** Serves the prerendered site from `clientDir`, preferring .br/.gz siblings. */
export function staticSite(clientDir: string): MiddlewareHandler {
  return serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (path, c) => {
      c.header("Cache-Control", cacheControl(path));
    },
  });
}

/**
 * The 404.html nearest to an address, as Cloudflare Pages chooses it: /solutions/x gets
 * /solutions/404.html when there is one, else /404.html.
 */
export function nearestNotFoundPage(pathname: string, exists: (page: string) => boolean): string {
  const segments = pathname.split("/").filter(Boolean);
  for (let depth = segments.length; depth > 0; depth -= 1) {
    const page = `/${segments.slice(0, depth).join("/")}/404.html`;
    if (exists(page)) return page;
  }
  return "/404.html";
}

/** The prerendered not-found page nearest to the address, with status 404. */
export function notFoundPage(clientDir: string) {
  const exists = (page: string) => existsSync(join(clientDir, page));
  return async (c: Context) => {
    const path = nearestNotFoundPage(c.req.path, exists);
    const response = await serveStatic({ root: clientDir, path, precompressed: true })(c, async () => {});
    if (!response) return c.text("Not found", 404);
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", REVALIDATE);
    return new Response(c.req.method === "HEAD" ? null : response.body, { status: 404, headers });
  };
}
