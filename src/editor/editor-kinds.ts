// Every kind of content the editor opens, as the registry names it (src/collections/registry.ts),
// with the build's own schema for it: the editor's fields are made from that schema
// (fields-from-zod.ts), and a save is checked with it as the build checks the file (save.ts).
import { z } from "astro/zod";

import { contentKinds, type KindEntry, type Shown } from "#src/collections/registry.ts";
import { LEGAL_SECTIONS } from "#src/content/legal.ts";
import { institutionTypes } from "#src/content/roi-calculator.ts";
import { roiExampleSchema, roiExamplesFileSchema } from "#src/content/roi-examples.ts";
import { type FieldProblem, fieldProblems } from "#src/content/issue-text.ts";
import { contentValuesInUse } from "#src/content/values.ts";
import { sourceSectionProblem } from "#src/lib/markdown/section-problems.ts";
import { fieldLimits } from "#src/lib/roi/fields.ts";
import { ENTRY_ID } from "#shared/entry-id.ts";
import { fillSiteValues } from "#shared/site-values.ts";

export interface EditorKind {
  /** Its name in the editor's addresses. */
  key: string;
  /** What a marketer calls it. */
  label: string;
  /** The heading it is listed under. */
  group: string;
  /** The file, from the project's root. */
  file: string;
  /** The file's data as the editor shows it: one field per key. */
  fields: z.ZodType;
  /** The collection's schema the build checks the file (or each item of its list) with. */
  schema: z.ZodType;
  /** The build's objections to the file's data, each at its field; none when it takes it. */
  check(data: unknown): FieldProblem[];
  /** A Markdown file's body: the build's objection to it. */
  body?: (markdown: string) => string | undefined;
  /** The page that shows it. */
  preview?: string;
  /**
   * For a kind written as one file per entry: the folder, whose every YAML file is an entry named
   * by its file (kindOfFile gives the kind of one of them, its `file` that file's path), and the
   * page of an entry.
   */
  folder?: { path: string; entryPreview: (id: string) => string; entry: (id: string) => EditorKind };
}

type KindOptions = Shown & { file: string };

/** How a kind shows in the editor, and its file. */
const shownOf = ({ key, label, group, file, preview }: KindOptions): KindOptions => ({
  key,
  label,
  group,
  file,
  preview,
});

/** A file whose root is one entry. */
function dataKind(options: KindOptions & { schema: z.ZodType }): EditorKind {
  const { schema, ...kind } = options;
  return { ...kind, schema, fields: schema, check: (data) => fieldProblems(schema, data) };
}

/** An object schema, or the object a transform starts from. */
function objectOf(schema: z.ZodType): z.ZodObject {
  const def = (schema as unknown as { _zod: { def: { type: string; in?: z.ZodType } } })._zod.def;
  if (def.type === "pipe" && def.in) return objectOf(def.in);
  if (def.type !== "object") throw new Error("a list's items need an object schema");
  return schema as z.ZodObject;
}

/**
 * A file holding one list under `listKey` (the list loader reads it, src/lib/list-loader.ts):
 * each item has an id of its own, the loader gives it its place as `order`, and the list has at
 * least `min` items, said with `help` under the list.
 */
function listKind(options: Extract<KindEntry, { form: "list" }>): EditorKind {
  const { listKey, schema: entry, min, help } = options;
  const { id, ...shape } = objectOf(entry).omit({ order: true }).shape;
  // An item's id comes first, as the files write it; the loader gives it its `order`.
  const item = z.object({ id: id ?? z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and -"), ...shape });
  const fields = z.object({ [listKey]: z.array(item).min(min).describe(help) });
  return {
    ...shownOf(options),
    schema: entry,
    fields,
    check(data) {
      const problems = fieldProblems(fields, data);
      if (problems.length) return problems;
      const items = (data as Record<string, { id: string }[]>)[listKey] ?? [];
      const ids = items.map((value) => value.id);
      const twice = ids.findLastIndex((id, index) => ids.indexOf(id) !== index);
      if (twice >= 0)
        return [
          { path: [listKey, twice, "id"], message: `Another item has the id “${ids[twice]}”: give each its own.` },
        ];
      return items.flatMap((value, order) => fieldProblems(entry, { ...value, order }, [listKey, order]));
    },
  };
}

/**
 * A folder of one file per entry (the folder loader reads it, src/lib/list-loader.ts): its file's
 * name is its id and its page's address, so two people's edits never touch one file. The editor
 * names a new entry's file from its name.
 */
function folderKind(options: Extract<KindEntry, { form: "folder" }>): EditorKind {
  const { folder, schema: entry, entryPreview, key, label, group } = options;
  const kind = { key, label, group };
  // The file's name is its id.
  const fields = objectOf(entry).omit({ id: true });
  const entryKind = (id: string): EditorKind => ({
    ...kind,
    file: `${folder}/${id}.yaml`,
    schema: entry,
    fields,
    preview: entryPreview(id),
    check: (data) =>
      ENTRY_ID.test(id)
        ? fieldProblems(entry, { ...(data as object), id })
        : [
            {
              path: ["name"],
              message: `"${id}" cannot be a page's address: use lower-case letters, digits and single hyphens`,
            },
          ],
  });
  return {
    ...kind,
    file: `${folder}/`,
    schema: entry,
    fields,
    check: () => [],
    folder: { path: folder, entryPreview, entry: entryKind },
  };
}

/** A legal page: its frontmatter, and its Markdown body with its tokens and numbered sections. */
function markdownKind(options: KindOptions & { schema: z.ZodType }): EditorKind {
  const sections = LEGAL_SECTIONS[options.file as keyof typeof LEGAL_SECTIONS];
  return {
    ...dataKind(options),
    body(markdown) {
      try {
        fillSiteValues(markdown, contentValuesInUse().markdown);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
      return sourceSectionProblem(markdown, sections);
    },
  };
}

/**
 * The calculator's examples (roi-examples.yaml): the assumptions every kind shares, written once,
 * and one example of each kind; the build checks each example with the shared ones, within the
 * calculator's limits.
 */
function roiExamplesKind(options: Extract<KindEntry, { form: "examples" }>): EditorKind {
  const example = roiExampleSchema(fieldLimits);
  const shared = Object.keys(roiExamplesFileSchema.shape.shared.shape);
  const exampleShape = Object.fromEntries(Object.entries(example.shape).filter(([key]) => !shared.includes(key)));
  const fields = z.object({
    defaultInstitution: roiExamplesFileSchema.shape.defaultInstitution,
    shared: z.object(Object.fromEntries(shared.map((key) => [key, example.shape[key as keyof typeof example.shape]]))),
    examples: z.array(z.object(exampleShape)).length(institutionTypes.length),
  });
  return {
    ...shownOf(options),
    // The build reads the file whole (roiExamplesSchema); the editor's fields are its rules, field by field.
    schema: fields,
    fields,
    check(data) {
      const problems = fieldProblems(roiExamplesFileSchema, data);
      if (problems.length) return problems;
      const file = data as { shared: object; examples: object[] };
      return file.examples.flatMap((item, index) =>
        fieldProblems(example, { ...file.shared, ...item }, ["examples", index]),
      );
    },
  };
}

/** The editor's kinds of one entry of the registry. */
function editorKindsOf(kind: KindEntry): EditorKind[] {
  switch (kind.form) {
    case "file":
      return [dataKind(kind)];
    case "list":
      return [listKind(kind)];
    case "folder":
      return [folderKind(kind)];
    case "files":
    case "markdown": {
      const make = kind.form === "markdown" ? markdownKind : dataKind;
      return kind.files.map(({ name, ...shown }) =>
        make({ ...shown, file: `${kind.folder}/${name}`, schema: kind.schema }),
      );
    }
    case "examples":
      return [roiExamplesKind(kind)];
  }
}

/** Every kind the editor opens, in the registry's order. */
export const editorKinds: readonly EditorKind[] = Object.values(contentKinds).flatMap((kind) =>
  editorKindsOf(kind as KindEntry),
);

/** Whether `path` is an entry's file of a kind written one file per entry (a solution, an industry). */
export function isEntryFile(path: string): boolean {
  const folder = path.slice(0, path.lastIndexOf("/"));
  return path.endsWith(".yaml") && editorKinds.some((kind) => kind.folder?.path === folder);
}

/** The kind a file of the project is, if the editor writes it. */
export function kindOfFile(path: string): EditorKind | undefined {
  const own = editorKinds.find((kind) => kind.file === path);
  if (own) return own;
  const slash = path.lastIndexOf("/");
  const folder = editorKinds.find((kind) => kind.folder?.path === path.slice(0, slash))?.folder;
  return folder && path.endsWith(".yaml") ? folder.entry(path.slice(slash + 1, -".yaml".length)) : undefined;
}
