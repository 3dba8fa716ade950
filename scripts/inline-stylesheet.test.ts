import { describe, expect, it } from "vitest";

import { inlineStylesheet } from "./inline-stylesheet";

const page = '<html><head><title>Home</title><link rel="stylesheet" href="/assets/root-1.css"/></head><body></body></html>';
const css = "body{color:#334155}";

describe("inline stylesheet", () => {
  it("puts the stylesheet in the page and keeps its link, disabled, where React rendered it", () => {
    const read: string[] = [];
    const html = inlineStylesheet(page, (href) => (read.push(href), css));
    expect(read).toEqual(["/assets/root-1.css"]);
    expect(html).toBe(
      '<html><head><title>Home</title><style>body{color:#334155}</style><link rel="stylesheet" href="/assets/root-1.css" disabled=""/></head><body></body></html>',
    );
  });

  it("expects exactly one stylesheet link", () => {
    expect(() => inlineStylesheet("<html><head></head></html>", () => css)).toThrow(/found 0/);
    expect(() => inlineStylesheet(page.replace("</head>", '<link rel="stylesheet" href="/assets/b-2.css"/></head>'), () => css)).toThrow(/found 2/);
  });

  it("refuses a stylesheet that would close the style element early", () => {
    expect(() => inlineStylesheet(page, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/);
  });
});
