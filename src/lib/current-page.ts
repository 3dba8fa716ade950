/**
 * Where a navigation link stands relative to the page shown: the page itself, the section the
 * page belongs to ("/solutions" on "/solutions/risk-assessment"), or neither.
 */
export type LinkPlace = "page" | "section" | undefined;

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

export function linkPlace(pathname: string, linkPath: string): LinkPlace {
  const here = withoutTrailingSlash(pathname);
  const target = withoutTrailingSlash(linkPath);
  if (here === target) return "page";
  if (target !== "/" && here.startsWith(`${target}/`)) return "section";
  return undefined;
}

/**
 * aria-current for a link: "page" on the page itself, "true" on its section's link, so a
 * screen reader hears what the highlighted link tells everyone else.
 */
export function ariaCurrent(place: LinkPlace): "page" | "true" | undefined {
  if (place === "page") return "page";
  return place === "section" ? "true" : undefined;
}
