import { describe, expect, it } from "vitest";

import { inlineScriptSources, withOwnScriptHashes } from "./page-script-policy.ts";
import { scriptHash } from "./security-headers.ts";

const policy = (scriptSrc: string) =>
  `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src ${scriptSrc}; style-src 'self' 'unsafe-inline' ;">`;
const page = (scriptSrc: string, body: string) => `<!doctype html><html><head>${policy(scriptSrc)}</head><body>${body}</body></html>`;

describe("a page's script policy", () => {
  it("hashes each inline script the page runs once, the text exactly as written, and no script file or data", () => {
    const html = page(
      "'self'",
      [
        '<script type="speculationrules">{"prefetch":[]}</script>',
        "<script>a&amp;&lt;b</script>",
        "<script>a&amp;&lt;b</script>",
        '<script type="module" src="/assets/site.js"></script>',
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
      ].join(""),
    );
    expect(inlineScriptSources(html)).toEqual([`'${scriptHash('{"prefetch":[]}')}'`, `'${scriptHash("a&amp;&lt;b")}'`]);
  });

  it("keeps the policy's other sources and directives, and allows by hash only the scripts the page carries", () => {
    const html = page("'self' 'sha256-other=' 'sha256-another='", "<script>run()</script>");
    expect(withOwnScriptHashes(html)).toBe(page(`'self' '${scriptHash("run()")}'`, "<script>run()</script>"));
  });

  it("allows no inline script on a page without one", () => {
    const html = page("'self' 'sha256-other='", '<script type="module" src="/assets/site.js"></script>');
    expect(withOwnScriptHashes(html)).toContain("script-src 'self'; style-src");
  });

  it("refuses a page without a policy", () => {
    expect(() => withOwnScriptHashes("<html><head></head></html>")).toThrow(/no content-security-policy/);
  });
});
