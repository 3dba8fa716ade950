// The content editor's headers in team mode: its own policy in place of the site's, and rules
// that a build without the editor does not write.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { parseHeaders } from "#shared/headers-file.ts";

import { INSTALLED_SCRIPT, editorApiHeaders, editorHeaderRules, editorPolicy } from "./editor-headers.ts";
import { writeHeadersFile } from "./headers-file.ts";
import { scriptHash } from "./security-headers.ts";

const directives = (policy: string) => new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive]));

describe("the editor's policy", () => {
  it("runs the bundle's scripts only, and lets the page talk to GitHub", () => {
    const policy = directives(editorPolicy);
    expect(policy.get("script-src")).toBe("script-src 'self'");
    expect(policy.get("connect-src")).toBe("connect-src 'self' https://api.github.com https://raw.githubusercontent.com");
    expect(policy.get("img-src")).toContain("https://avatars.githubusercontent.com");
    expect(policy.get("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(policy.get("style-src")).not.toContain("fonts.googleapis.com");
  });

  it("allows the one script Keystatic's API answers with, as Keystatic writes it", () => {
    const source = readFileSync(
      createRequire(import.meta.url).resolve("@keystatic/core/api/generic").replace(/\.node\.js$/, ".worker.js"),
      "utf8",
    );
    expect(source).toContain(`<script>${INSTALLED_SCRIPT}</script>`);
    expect(editorApiHeaders["Content-Security-Policy"]).toContain(`script-src '${scriptHash(INSTALLED_SCRIPT)}'`);
  });
});

describe("_headers with and without the editor", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "sentinel-editor-headers-"));
    writeFileSync(
      join(dir, "index.html"),
      `<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self'"></head>`,
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const rules = () => parseHeaders(readFileSync(join(dir, "_headers"), "utf8"));

  it("names no editor address in a build without the editor", async () => {
    await writeHeadersFile(dir);
    expect(rules().map((rule) => rule.path)).toEqual(["/*", "/assets/*", "/"]);
  });

  it("gives /keystatic and everything under it the editor's policy, noindex and no caching, after the site's rules", async () => {
    await writeHeadersFile(dir);
    const site = rules();
    await writeHeadersFile(dir, editorHeaderRules("https://editor.example.in"));
    const team = rules();
    expect(team.slice(0, site.length)).toEqual(site);
    const [page, under, host] = team.slice(site.length);
    expect([page?.path, under?.path]).toEqual(["/keystatic", "/keystatic/*"]);
    for (const rule of [page, under]) {
      expect(rule?.headers).toEqual({
        "Content-Security-Policy": editorPolicy,
        "X-Robots-Tag": "noindex",
        "Cache-Control": "no-cache",
      });
    }
    // Pages names a host's rule with https:// whatever the scheme, and joins it with the page's own policy.
    expect(host).toEqual({
      path: "https://editor.example.in/*",
      headers: { "Content-Security-Policy": "sandbox", "X-Robots-Tag": "noindex" },
    });
    expect(team).toHaveLength(site.length + 3);
  });
});
