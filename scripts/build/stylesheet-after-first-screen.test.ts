import { describe, expect, it } from "vitest";

import { stylesheetAfterFirstScreen } from "./stylesheet-after-first-screen.ts";

const link = '<link rel="stylesheet" href="/assets/site.css">';

describe("stylesheetAfterFirstScreen", () => {
  it("moves the stylesheet link from the head to right after the last element of the first screen, draws nothing before the parser reaches it, and drops the marks", () => {
    const html = `<head>${link}</head><body><header data-beasties-container><nav><a>x</a></nav></header><main><section data-beasties-container><p>hero</p></section><section>later</section></main></body>`;
    expect(stylesheetAfterFirstScreen(html)).toBe(
      `<head><link rel="expect" href="#fold" blocking="render"></head><body><header><nav><a>x</a></nav></header><main><section><p>hero</p></section><link rel="stylesheet" href="/assets/site.css" id="fold"><section>later</section></main></body>`,
    );
  });

  it("leaves a page without a first screen as it is", () => {
    const html = `<body><main>text</main>${link}</body>`;
    expect(stylesheetAfterFirstScreen(html)).toBe(html);
  });
});
