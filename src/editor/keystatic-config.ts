// The editor's configuration: a singleton or a collection per kind of content (editor-kinds.ts), its fields made
// from the build's schema, listed by what it is under the site's headings.
import {
  collection,
  type Config,
  config,
  fields,
  type GitHubConfig,
  type LocalConfig,
  singleton,
} from "@keystatic/core";

import { brand } from "#shared/brand.ts";
import { takeValuesOfFiles } from "#src/collections/values-files.ts";

import { objectFields } from "./fields-from-zod.ts";
import { editorKinds, type EditorKind } from "./editor-kinds.ts";
import { markdownSource } from "./markdown-source-field.tsx";

/** Where the editor reads and writes: the files on this machine, or the repository through GitHub. */
export type EditorStorage = LocalConfig["storage"] | GitHubConfig["storage"];

/**
 * A kind of one file per entry as a collection: the entry's name gives its file's name, which is
 * its page's address, so a new solution is a new page.
 */
function kindCollection(kind: EditorKind, folder: string, previewOrigin: string) {
  return collection({
    label: kind.label,
    path: `${folder}/*`,
    slugField: "name",
    // By its name, beside its address.
    columns: ["name"],
    format: { data: "yaml" },
    previewUrl: `${previewOrigin}${kind.folder?.entryPreview("{slug}")}`,
    schema: {
      ...objectFields(kind.fields),
      name: fields.slug({
        name: { label: "Name", validation: { length: { min: 3, max: 30 } } },
        slug: {
          label: "Address",
          description: "The page's address after its section, from the name: lower-case words joined by hyphens.",
        },
      }),
    },
  });
}

function kindSingleton(kind: EditorKind, previewOrigin: string) {
  const path = kind.file.replace(/\.(ya?ml|md)$/, "");
  const preview = kind.preview && `${previewOrigin}${kind.preview}`;
  if (kind.body) {
    const check = kind.body;
    return singleton({
      label: kind.label,
      path,
      previewUrl: preview,
      format: { contentField: "body" },
      schema: { ...objectFields(kind.fields), body: markdownSource({ label: "Text", check, description: BODY_HELP }) },
    });
  }
  return singleton({
    label: kind.label,
    path,
    previewUrl: preview,
    format: { data: "yaml" },
    schema: objectFields(kind.fields),
  });
}

const BODY_HELP =
  "Markdown. Each “## Title {#anchor}” line starts a numbered section; {{name}}, {{email}} and the other {{tokens}} are filled in as the page is built.";

/**
 * The editor for `storage`. `previewOrigin` is where the pages are shown: nothing for the
 * local editor, whose server shows them too; a preview deployment's address for a branch.
 */
export function editorConfig(storage: EditorStorage, previewOrigin = ""): Config {
  // The fields check tokens and offer figures against the table as the editor opens.
  takeValuesOfFiles();
  const groups = new Map<string, string[]>();
  for (const kind of editorKinds) groups.set(kind.group, [...(groups.get(kind.group) ?? []), kind.key]);
  return config({
    storage,
    ui: { brand: { name: brand.name }, navigation: Object.fromEntries(groups) },
    singletons: Object.fromEntries(
      editorKinds.filter((kind) => !kind.folder).map((kind) => [kind.key, kindSingleton(kind, previewOrigin)]),
    ),
    collections: Object.fromEntries(
      editorKinds.flatMap((kind) =>
        kind.folder ? [[kind.key, kindCollection(kind, kind.folder.path, previewOrigin)]] : [],
      ),
    ),
  }) as Config;
}
