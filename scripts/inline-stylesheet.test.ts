import { describe, expect, it } from "vitest";

import { inlineStylesheet } from "./inline-stylesheet.ts";

const page =
  '<html><head><title>Home</title><style data-inline="/assets/app-1.css"></style></head><body></body></html>';
const css = "body{color:#334155}";

describe("inline stylesheet", () => {
  it("fills the marker with the stylesheet it names and links nothing", () => {
    const read: string[] = [];
    const html = inlineStylesheet(page, (href) => (read.push(href), css));
    expect(read).toEqual(["/assets/app-1.css"]);
    expect(html).toBe(
      '<html><head><title>Home</title><style data-inline="/assets/app-1.css">body{color:#334155}</style></head><body></body></html>',
    );
  });

  it("expects exactly one marker", () => {
    expect(() => inlineStylesheet("<html><head></head></html>", () => css)).toThrow(/found 0/);
    const twice = page.replace("</head>", '<style data-inline="/assets/b-2.css"></style></head>');
    expect(() => inlineStylesheet(twice, () => css)).toThrow(/found 2/);
  });

  it("refuses a page that still links a stylesheet", () => {
    const linked = page.replace("</head>", '<link rel="stylesheet" href="/assets/app-1.css"/></head>');
    expect(() => inlineStylesheet(linked, () => css)).toThrow(/links a stylesheet/);
  });

  it("refuses a stylesheet that would close the style element early", () => {
    expect(() => inlineStylesheet(page, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/);
  });
});
