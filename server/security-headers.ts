import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import type { MiddlewareHandler } from "hono";

import { parseHeaders } from "#shared/headers-file.ts";

import { nearestNotFoundPage } from "./static-site.ts";

/**
 * Sends what the build wrote to build/client/_headers, as a static host would: the "/*"
 * headers on every response and each page's own Content-Security-Policy on its HTML.
 * Unknown paths get the policy of the not-found page they are served.
 */
export function securityHeaders(clientDir: string): MiddlewareHandler {
  const file = join(clientDir, "_headers");
  const rules = existsSync(file) ? parseHeaders(readFileSync(file, "utf8")) : [];
  const everywhere = rules.find((rule) => rule.path === "/*")?.headers ?? {};
  const pages = new Map(rules.filter((rule) => !rule.path.includes("*")).map((rule) => [rule.path, rule.headers]));
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(everywhere)) c.header(name, value);
    if (!c.res.headers.get("content-type")?.startsWith("text/html")) return;
    const page = c.res.status === 404 ? nearestNotFoundPage(c.req.path, (path) => pages.has(path)) : c.req.path;
    const own = pages.get(page);
    for (const [name, value] of Object.entries(own ?? {})) c.header(name, value);
  };
}
