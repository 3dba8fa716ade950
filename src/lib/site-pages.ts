/**
 * The pages the build writes, from the page files of src/pages/ ("index.astro",
 * "solutions/[slug].astro") and the slugs each parameter takes: a "[slug]" file under
 * "solutions/" is one page per slug in `slugs.solutions`. The not-found page is no page of the
 * site's: it is left out.
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
    .sort();
}
