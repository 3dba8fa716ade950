// The editor's configuration: one singleton per kind of content (kinds.ts), its fields made
// from the build's schema, listed by what it is under the site's headings.
import { type Config, config, type GitHubConfig, type LocalConfig, singleton } from "@keystatic/core";

import { brand } from "#shared/brand.ts";
import { takeValuesOfFiles } from "#src/content/values-files.ts";

import { objectFields } from "./fields-from-zod.ts";
import { editorKinds, type EditorKind } from "./kinds.ts";
import { markdownSource } from "./markdown-source-field.tsx";

/** Where the editor reads and writes: the files on this machine, or the repository through GitHub. */
export type EditorStorage = LocalConfig["storage"] | GitHubConfig["storage"];

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
    singletons: Object.fromEntries(editorKinds.map((kind) => [kind.key, kindSingleton(kind, previewOrigin)])),
  }) as Config;
}
