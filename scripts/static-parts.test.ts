import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { emptyStaticPartsInHydrationData } from "./static-parts.ts";

const part = '<section class="hero"><h1>Stop the frauds</h1><p>After KYC &amp; before the loss.</p></section>';

/** The hydration data React Router writes: a turbo-stream line, in a script, escaped as it escapes it. */
function dataScript(values: unknown[]): string {
  const argument = JSON.stringify(`${JSON.stringify(values)}\n`).replace(/[&><]/g, (char) =>
    char === "&" ? "\\u0026" : char === ">" ? "\\u003e" : "\\u003c",
  );
  return `<script>window.__reactRouterContext.streamController.enqueue(${argument});</script>`;
}

const loaderData = (markup: string) => [
  { _1: 2 },
  "loaderData",
  { _3: 4 },
  "routes/about",
  { _5: 6, _7: 8 },
  "meta",
  [9],
  "parts",
  { _10: 11 },
  { _12: 13 },
  "page",
  markup,
  "title",
  "About | Sentinel AI",
];

const page = (markup: string, data: unknown[]) =>
  `<html><body><main><div data-static-part="" class="contents">${markup}</div></main>${dataScript(data)}</body></html>`;

/** The values the rewritten page hands React Router, as its script would enqueue them. */
function enqueued(html: string): unknown[] {
  const script = /<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const chunks: string[] = [];
  runInNewContext(script, {
    window: { __reactRouterContext: { streamController: { enqueue: (chunk: string) => chunks.push(chunk) } } },
  });
  return JSON.parse(chunks.join("").trim()) as unknown[];
}

describe("static parts in the hydration data", () => {
  it("empties a part's markup in the data and leaves the page and the other values as they were", () => {
    const html = emptyStaticPartsInHydrationData(page(part, loaderData(part)));
    expect(html.startsWith(`<html><body><main><div data-static-part="" class="contents">${part}</div>`)).toBe(true);
    expect(enqueued(html)).toEqual(loaderData(""));
  });

  it("writes the data as React Router does, with no markup a parser could read as a tag", () => {
    const html = emptyStaticPartsInHydrationData(page(part, loaderData(part)));
    const script = /<script>window[\s\S]*?<\/script>/.exec(html)?.[0] ?? "";
    expect(script.slice(8, -9)).not.toMatch(/[<>&]/);
  });

  it("keeps a string that is not the whole content of a static part", () => {
    const elsewhere = `<html><body><main><div class="contents">${part}</div></main>${dataScript(loaderData(part))}</body></html>`;
    expect(enqueued(emptyStaticPartsInHydrationData(elsewhere))).toEqual(loaderData(part));
  });

  it("fails on a static part whose markup is not in the data", () => {
    expect(() => emptyStaticPartsInHydrationData(page(part, loaderData("<p>other</p>")))).toThrow(
      /not in the page's hydration data/,
    );
  });

  it("passes a page with no static part unchanged", () => {
    const plain = `<html><body><main><h1>404</h1></main>${dataScript(loaderData("<p>x</p>"))}</body></html>`;
    expect(emptyStaticPartsInHydrationData(plain)).toBe(plain);
  });
});
