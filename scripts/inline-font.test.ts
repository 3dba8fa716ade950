import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { inlineFont } from "./inline-font.ts";

const face =
  '@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/assets/inter-core-wght-Ab12_-Cd.woff2)format("woff2-variations");unicode-range:U+20-7E,U+20B9}';
const otherFace =
  '@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/assets/inter-latin-wght-normal-Xy.woff2)format("woff2-variations");unicode-range:U+??}';
const page = `<!DOCTYPE html><html><head><style data-inline="/assets/app-1.css">body{color:red}${otherFace}${face}</style><link rel="icon" href="/favicon.svg"/></head><body><h1>Sentinel AI</h1></body></html>`;
const bytes = Buffer.from([0x77, 0x4f, 0x46, 0x32, 0x00, 0xff, 0x10, 0x80]);

/** Runs the page's font script with stand-ins for the browser's font API. */
function runFontScript(html: string, withFromBase64: boolean) {
  const script = /<\/style><script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const added: { family: string; source: Uint8Array; options: Record<string, string> }[] = [];
  function FontFace(family: string, source: Uint8Array, options: Record<string, string>) {
    added.push({ family, source, options });
  }
  const decoder = withFromBase64
    ? { fromBase64: (text: string) => new Uint8Array(Buffer.from(text, "base64")) }
    : { fromBase64: undefined };
  runInNewContext(script, {
    FontFace,
    Uint8Array: Object.assign(function Bytes(length: number) {
      return new Uint8Array(length);
    }, decoder),
    atob: (text: string) => Buffer.from(text, "base64").toString("latin1"),
    document: { fonts: { add: () => undefined } },
  });
  return added;
}

describe("inline font", () => {
  it("adds the subset's bytes to the page, with the descriptors its @font-face declares", () => {
    const read: string[] = [];
    const html = inlineFont(page, (href) => {
      read.push(href);
      return bytes;
    });
    expect(read).toEqual(["/assets/inter-core-wght-Ab12_-Cd.woff2"]);
    const [added, ...more] = runFontScript(html, true);
    expect(more).toEqual([]);
    expect(added?.family).toBe("Inter Variable");
    expect(Buffer.from(added?.source ?? [])).toEqual(bytes);
    // Browsers without Uint8Array.fromBase64 decode the same bytes.
    expect(Buffer.from(runFontScript(html, false)[0]?.source ?? [])).toEqual(bytes);
    expect(added?.options).toEqual({
      style: "normal",
      weight: "100 900",
      unicodeRange: "U+20-7E,U+20B9",
      display: "swap",
    });
  });

  it("puts the script right after the inline stylesheet, before anything in the body", () => {
    const html = inlineFont(page, () => bytes);
    expect(html.indexOf("<script>")).toBe(html.indexOf("</style>") + "</style>".length);
    expect(html.indexOf("<script>")).toBeLessThan(html.indexOf("<body>"));
    // The stylesheet keeps its @font-face, for browsers with scripting off.
    expect(html).toContain(face);
  });

  it("refuses a page without the inline stylesheet or the subset's @font-face", () => {
    expect(() => inlineFont(page.replace(/<style[\s\S]*<\/style>/, ""), () => bytes)).toThrow(/inline stylesheet/);
    expect(() => inlineFont(page.replace(face, ""), () => bytes)).toThrow(/inter-core-wght/);
  });
});
