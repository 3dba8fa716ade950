// Each page carries its stylesheet inline: the part of the site's stylesheet it can use
// (scripts/page-stylesheet.ts). A linked stylesheet holds the first paint back by a request
// of its own: on a phone, another round trip and 10 KB on a busy link. Inline, the page
// paints as soon as its HTML has arrived. The root layout renders an empty
// <style data-inline="/assets/app-….css"> that this fills (app/root.tsx); React leaves its
// content alone when it hydrates, and the page's HTML has no stylesheet <link> at all.

const MARKER = /<style data-inline="(\/assets\/[^"]+\.css)"><\/style>/g;

/** Fills a prerendered page's inline-stylesheet marker with what `readStylesheet` gives for the one it names. */
export function inlineStylesheet(html: string, readStylesheet: (href: string) => string): string {
  const markers = [...html.matchAll(MARKER)];
  if (markers.length !== 1)
    throw new Error(`expected one inline-stylesheet marker in a prerendered page, found ${markers.length}`);
  if (/<link[^>]+rel="stylesheet"/.test(html))
    throw new Error("a prerendered page links a stylesheet: it should carry it inline only");
  return html.replace(MARKER, (marker, href: string) => {
    const css = readStylesheet(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline copy early`);
    return marker.replace("></style>", () => `>${css}</style>`);
  });
}
