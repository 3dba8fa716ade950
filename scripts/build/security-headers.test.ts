import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { type HeaderRules, formatHeaders, parseHeaders } from "#shared/headers-file.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes executable inline scripts only, once each", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.a = 1;</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/x.js";')].sort());
  });
});

describe("content security policy", () => {
  it("allows the page's hashes and no inline script, and adds the Supabase origin to connect-src", () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"], "https://project.supabase.co/");
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("connect-src 'self' https://project.supabase.co");
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
      expect(policy).toContain(directive);
  });
});

describe("_headers file", () => {
  it("reads back what it writes", () => {
    const rules: HeaderRules = [
      { path: "/*", headers: { "X-Content-Type-Options": "nosniff" } },
      { path: "/about", headers: { "Content-Security-Policy": "default-src 'self'; script-src 'self'" } },
    ];
    expect(parseHeaders(formatHeaders(rules))).toEqual(rules);
  });
});
