import { describe, expect, it } from "vitest";

import { editorPageHtml } from "./editor-page.ts";

describe("the editor's page", () => {
  const html = editorPageHtml({ script: "/assets/editor.abc.js", styles: ["/assets/editor.def.css"] });

  it("is kept out of search results", () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it("loads the bundle and its stylesheet, with no inline script its policy would have to allow", () => {
    expect(html).toContain('<script type="module" src="/assets/editor.abc.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/editor.def.css" />');
    expect([...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body)).toEqual([""]);
    expect(html).not.toMatch(/<style\b|\sstyle=/);
  });
});
