// Each page carries its stylesheet inline. A linked stylesheet holds the first paint back by
// a request of its own: on a phone, another round trip and 10 KB on a busy link. Inline, the
// page paints as soon as its HTML has arrived. React must still find the <link> it rendered
// when it hydrates the head, or it renders the whole page again, so the link stays, disabled:
// browsers do not fetch a disabled stylesheet.

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/** Replaces a prerendered page's stylesheet link with the stylesheet, keeping the link disabled. */
export function inlineStylesheet(html: string, readStylesheet: (href: string) => string): string {
  const links = [...html.matchAll(STYLESHEET)];
  if (links.length !== 1) throw new Error(`expected one stylesheet link in a prerendered page, found ${links.length}`);
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = readStylesheet(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline copy early`);
    return `<style>${css}</style>${link.replace("/>", ' disabled=""/>')}`;
  });
}
