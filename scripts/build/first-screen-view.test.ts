import { describe, expect, it } from "vitest";

import { firstScreenView, withFirstScreenStyle } from "./first-screen-view.ts";

describe("firstScreenView", () => {
  it("leaves out the popovers, nested ones with them", () => {
    const page =
      '<header data-beasties-container><button popovertarget="m">Menu</button>' +
      '<div id="m" popover="auto" class="menu"><ul><li><div popover class="inner">x</div></li></ul></div></header>' +
      '<section class="hero"><div popover>second</div><p>kept</p></section>';
    expect(firstScreenView(page)).toBe(
      '<header data-beasties-container><button popovertarget="m">Menu</button></header><section class="hero"><p>kept</p></section>',
    );
  });

  it("writes class names as a browser reads them, and nothing else", () => {
    expect(
      firstScreenView('<li class="[&amp;:has(&gt;a[aria-current])]:bg-white/10 x" title="a &amp; b"><a class="a&quot;b">A &amp; B</a></li>'),
    ).toBe('<li class="[&:has(>a[aria-current])]:bg-white/10 x" title="a &amp; b"><a class="a&quot;b">A &amp; B</a></li>');
  });
});

describe("withFirstScreenStyle", () => {
  const page = '<head><style>@font-face{}</style><link rel="stylesheet" href="/assets/site.css"></head><body><div class="menu">x</div></body>';
  const view = '<head><style>@font-face{}</style><link rel="stylesheet" href="/assets/site.css"></head><body></body>';

  it("puts the style Beasties wrote into the view before the page's stylesheet link, and the page is otherwise the same", () => {
    const processed = '<head><style>@font-face{}</style><style>.hero{}</style></head><body><link rel="stylesheet" href="/assets/site.css"></body>';
    expect(withFirstScreenStyle(page, view, processed)).toBe(
      '<head><style>@font-face{}</style><style>.hero{}</style><link rel="stylesheet" href="/assets/site.css"></head><body><div class="menu">x</div></body>',
    );
  });

  it("fails the build when Beasties wrote no style", () => {
    expect(() => withFirstScreenStyle(page, view, view)).toThrow("expected one inline style from Beasties, found 0");
  });
});
