import { createHash } from "node:crypto";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { type HeaderRules, formatHeaders, parseHeaders } from "#shared/headers-file.ts";

import { pageAddresses } from "./headers-file.ts";
import { cspDirectives, pagePolicyHeader, reactScriptHashes } from "./security-headers.ts";

describe("content security policy", () => {
  it("lets the pages connect to their own origin and the Supabase project only", () => {
    expect(cspDirectives({})).toContain("connect-src 'self'");
    expect(cspDirectives({ supabaseUrl: "https://project.supabase.co/" })).toContain(
      "connect-src 'self' https://project.supabase.co",
    );
  });

  it("sends the policy Astro wrote into a page's <meta> as a header, with frame-ancestors", () => {
    const html =
      '<head><meta http-equiv="content-security-policy" content="default-src &#39;self&#39;; script-src &#39;self&#39; &#39;sha256-abc&#39;; style-src &#39;self&#39; &#39;unsafe-inline&#39;"></head>';
    expect(pagePolicyHeader(html)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  it("refuses a page without a policy", () => {
    expect(() => pagePolicyHeader("<head></head>")).toThrow(/no content-security-policy/);
  });

  it("hashes the script React writes beside a form whose action is a function", () => {
    const html = renderToStaticMarkup(createElement("form", { action: () => {} }));
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).toContain('addEventListener("submit"');
    expect(reactScriptHashes()).toEqual([`sha256-${createHash("sha256").update(script).digest("base64")}`]);
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

  it("names each page at the addresses it is served from", () => {
    expect(pageAddresses("index.html")).toEqual(["/"]);
    expect(pageAddresses("about/index.html")).toEqual(["/about", "/about/"]);
    expect(pageAddresses("solutions/risk-assessment/index.html")).toEqual([
      "/solutions/risk-assessment",
      "/solutions/risk-assessment/",
    ]);
    expect(pageAddresses("404.html")).toEqual(["/404.html"]);
  });
});
