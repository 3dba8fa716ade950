// Where each kind of content is read from, as the registry names it (src/collections/registry.ts).
// The content layer keeps each file's data as written; a page checks it with its kind's schema and
// fills its copy in as it renders (src/collections/entries.ts), so a figure's edit reaches every page.
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";

import { type ContentKind, contentKinds, type KindEntry } from "#src/collections/registry.ts";
import { fileLoader, filesLoader, folderLoader, listLoader } from "#src/lib/list-loader.ts";

const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1).replace(/\.\w+$/, "");

/** The loader of a kind: every YAML file through the same parser (the `yaml` package), a Markdown page through Astro's. */
function loaderOf(kind: KindEntry) {
  switch (kind.form) {
    case "file":
    case "examples":
      return fileLoader(kind.file, nameOf(kind.file));
    case "list":
      return listLoader(kind.file, { key: kind.listKey, min: kind.min });
    case "folder":
      return folderLoader(kind.folder);
    case "files":
      return filesLoader(
        kind.folder,
        kind.files.map((file) => file.name),
      );
    case "markdown":
      // The body's `##` headings are the numbered sections, checked as it is rendered
      // (`numberedSections` in astro.config.ts); rendering waits for the page so that a broken
      // body fails the build, where an eager render would only log it and leave the page empty.
      return glob({
        pattern: `{${kind.files.map((file) => file.name).join(",")}}`,
        base: `./${kind.folder}`,
        deferRender: true,
      });
  }
}

export const collections = Object.fromEntries(
  Object.entries(contentKinds).map(([name, kind]) => [name, defineCollection({ loader: loaderOf(kind) })]),
) as Record<ContentKind, ReturnType<typeof defineCollection>>;
