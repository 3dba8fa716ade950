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

/** The prerendered not-found page, with status 404. */
export function notFoundPage(clientDir: string) {
  const serve = serveStatic({ root: clientDir, path: "404.html", precompressed: true });
  return async (c: Context) => {
    const response = await serve(c, async () => {});
    if (!response) return c.text("Not found", 404);
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", REVALIDATE);
    return new Response(c.req.method === "HEAD" ? null : response.body, { status: 404, headers });
  };
}
