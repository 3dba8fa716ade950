const SVG_NAMESPACE = / xmlns="http:\/\/www\.w3\.org\/2000\/svg"/;

/**
 * An HTML page's inline SVG without the namespace attribute lucide writes on every icon: the
 * HTML parser puts an `<svg>` element in the SVG namespace by itself. Up to 60 bytes of brotli
 * a page (decision 038).
 */
export function withoutSvgNamespace(html: string): string {
  return html.replace(/<svg\b[^>]*>/g, (tag) => tag.replace(SVG_NAMESPACE, ""));
}
