import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp } from "./app.ts";
import type { Database } from "./db/database.ts";
import { nearestNotFoundPage } from "./static-site.ts";

const unused = () => Promise.reject(new Error("the site needs no database"));
const db: Database = { query: unused, exec: unused, transaction: unused, close: () => Promise.resolve() };

let clientDir: string;
let app: Hono;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "sentinel-site-"));
  mkdirSync(join(clientDir, "about"));
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(clientDir, "about", "index.html"), "<!doctype html><title>About</title>");
  writeFileSync(join(clientDir, "404.html"), "<!doctype html><title>Not found</title>");
  writeFileSync(join(clientDir, "_redirects"), "/old /new 301\n");
  writeFileSync(join(clientDir, ".assetsignore"), "_worker.js\n");
  mkdirSync(join(clientDir, "_astro"));
  writeFileSync(join(clientDir, "_astro", "page.js"), "export {};\n");
  writeFileSync(
    join(clientDir, "_headers"),
    [
      "/*",
      "  X-Content-Type-Options: nosniff",
      "/",
      "  Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-home'",
      "/about",
      "  Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-about'",
      "/404.html",
      "  Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-404'",
      "",
    ].join("\n"),
  );
  app = createApp({
    clientDir,
    db,
    schema: new Map(),
    keys: { anon: "anon", service: "service" },
    rateLimitPerMinute: 0,
    trustProxy: 0,
  });
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const get = (path: string, method = "GET") => app.fetch(new Request(`http://localhost${path}`, { method }));

describe("pages by their file names", () => {
  it("redirect /index.html and /about/index.html to the canonical URL (301), query kept", async () => {
    for (const [path, location] of [
      ["/index.html", "/"],
      ["/about/index.html", "/about"],
      ["/about/index.html?utm_source=mail", "/about?utm_source=mail"],
    ] as const) {
      const response = await get(path);
      expect([response.status, response.headers.get("location")], path).toEqual([301, location]);
    }
    expect((await get("/about/index.html", "HEAD")).status).toBe(301);
  });

  it("serve every HTML answer with its page's Content-Security-Policy", async () => {
    for (const [path, hash] of [
      ["/", "sha256-home"],
      ["/about", "sha256-about"],
      ["/index.html", "sha256-home"],
      ["/about/index.html", "sha256-about"],
      ["/no-such-page/index.html", "sha256-404"],
    ] as const) {
      let response = await get(path);
      if (response.status === 301) response = await get(response.headers.get("location") ?? "");
      expect(response.headers.get("content-type"), path).toContain("text/html");
      expect(response.headers.get("content-security-policy"), path).toContain(hash);
    }
  });

  it("never redirect to another site", async () => {
    for (const path of ["//evil.example/index.html", "/%2F%2Fevil.example/index.html", "/\\evil.example/index.html"]) {
      const location = (await get(path)).headers.get("location");
      expect(location === null || (location.startsWith("/") && !/^\/[/\\]/.test(location)), path).toBe(true);
    }
  });
});

describe("files the build writes for static hosts", () => {
  it("answer 404 with the not-found page, as on a static host", async () => {
    for (const path of ["/_headers", "/_redirects", "/%5Fheaders", "/_headers/", "/_routes.json", "/.assetsignore"]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await get(path, method);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.headers.get("content-type"), `${method} ${path}`).toContain("text/html");
        const body = await response.text();
        if (method === "GET") expect(body, path).toContain("<title>Not found</title>");
        expect(body, path).not.toContain("Content-Security-Policy");
      }
    }
  });

  it("do not hide the build's assets in a folder whose name starts with _", async () => {
    expect((await get("/_astro/page.js", "GET")).status).toBe(200);
  });
});

describe("methods", () => {
  it("answer anything but GET and HEAD with 405 and Allow: GET, HEAD, on pages and unknown paths alike", async () => {
    for (const path of ["/", "/about", "/no-such-page", "/_headers", "/rest/v2/contact_messages"]) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
        const response = await get(path, method);
        expect([response.status, response.headers.get("allow")], `${method} ${path}`).toEqual([405, "GET, HEAD"]);
        expect(response.headers.get("x-content-type-options"), `${method} ${path}`).toBe("nosniff");
      }
    }
    expect((await get("/about", "HEAD")).status).toBe(200);
  });
});

describe("not-found page", () => {
  const built = new Set(["/404.html", "/solutions/404.html", "/industries/404.html"]);
  const exists = (page: string) => built.has(page);

  it("is the 404.html nearest to the address, as static hosts choose it", () => {
    expect(nearestNotFoundPage("/solutions/unknown", exists)).toBe("/solutions/404.html");
    expect(nearestNotFoundPage("/industries/unknown/deeper", exists)).toBe("/industries/404.html");
  });

  it("falls back to the site's 404.html", () => {
    expect(nearestNotFoundPage("/no-such-page", exists)).toBe("/404.html");
    expect(nearestNotFoundPage("/about/extra", exists)).toBe("/404.html");
    expect(nearestNotFoundPage("/", exists)).toBe("/404.html");
  });
});
