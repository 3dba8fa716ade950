import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";

/**
 * Pages only a link we e-mail opens, its token in the fragment: built, but no page of the
 * site's list. They stay out of the sitemap and search results (noindex), and are sent with
 * Referrer-Policy: no-referrer, so the token never leaves in a Referer header.
 */
export const LINK_PAGES: readonly string[] = [DATA_RIGHTS_PAGES.confirm, DATA_RIGHTS_PAGES.withdraw];

export const isLinkPage = (path: string) => LINK_PAGES.includes(path.replace(/(.)\/$/, "$1"));

/**
 * The pages the build writes, from the page files of src/pages/ ("index.astro",
 * "solutions/[slug].astro") and the slugs each parameter takes: a "[slug]" file under
 * "solutions/" is one page per slug in `slugs.solutions`. The not-found page and the link pages
 * (LINK_PAGES) are no pages of the site's list: they are left out.
 */
export function pagePaths(files: readonly string[], slugs: Readonly<Record<string, readonly string[]>>): string[] {
  return files
    .map((file) =>
      file
        .split("\\")
        .join("/")
        .replace(/\.astro$/, ""),
    )
    .filter((route) => route !== "404")
    .flatMap((route) => {
      const path = `/${route}`.replace(/\/?index$/, "") || "/";
      const parameter = /^(.*)\/\[\w+\]$/.exec(path);
      if (!parameter?.[1]) return [path];
      const folder = parameter[1];
      const values = slugs[folder.slice(1)];
      if (!values) throw new Error(`no slugs given for ${path}`);
      return values.map((slug) => `${folder}/${slug}`);
    })
    .filter((path) => !isLinkPage(path))
    .sort();
}
