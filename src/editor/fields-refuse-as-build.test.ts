// The editor's fields, made from the build's schemas (fields-from-zod.ts), against those schemas:
// every content file has a kind in the editor, and on each field's current value, an empty
// value, one character over its limit and an unknown token, the editor refuses exactly what
// the build refuses there. Lists state the build's count; choices offer the build's options.
import { readFileSync } from "node:fs";
import { globSync } from "node:fs";
import { join } from "node:path";

import type { ComponentSchema } from "@keystatic/core";
import type { z } from "astro/zod";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

import { contentKinds, type KindEntry } from "#src/collections/registry.ts";

import { countRule, lengthBounds, unwrap } from "./fields-from-zod.ts";
import { editorConfig } from "./keystatic-config.ts";
import { fileData } from "./file-data.ts";
import { fileKinds } from "./file-kinds.ts";

const root = join(import.meta.dirname, "..", "..");

/** The list a file holds, when the registry reads it as one: its key and the schema of its items. */
function listOf(file: string) {
  return Object.values(contentKinds).find((kind) => kind.form === "list" && kind.file === file) as
    Extract<KindEntry, { form: "list" }> | undefined;
}

type Def = {
  type: string;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  in?: z.ZodType;
  entries?: Record<string, string>;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The build's schema for the value at `key` of a value `schema` checks. */
function childSchema(schema: z.ZodType, key: string | number): z.ZodType | undefined {
  let current = unwrap(schema).schema;
  while (defOf(current).type === "pipe") current = unwrap(defOf(current).in as z.ZodType).schema;
  const def = defOf(current);
  if (def.type === "object") return def.shape?.[key];
  if (def.type === "record") return (def as { valueType?: z.ZodType }).valueType;
  if (def.type === "array") return def.element;
  if (def.type === "tuple") return def.items?.[Number(key)] ?? def.rest ?? undefined;
  return undefined;
}

/** The most characters a text may have, where its schema says. */
function maxLength(schema: z.ZodType): number | undefined {
  const inner = unwrap(schema).schema;
  const def = defOf(inner);
  if (def.type === "pipe") return (def.out && maxLength(def.out)) ?? maxLength(def.in as z.ZodType);
  return def.checks?.find((check) => check._zod.def.check === "max_length")?._zod.def.maximum;
}

interface Leaf {
  path: (string | number)[];
  /** Within an object the file may leave out: an empty field is the save's to check. */
  withinOptional: boolean;
  field: ComponentSchema & { kind: "form"; validate(value: unknown): unknown; options?: { value: string }[] };
  build: z.ZodType;
  value: unknown;
}

interface Disagreement {
  path: string;
  probe: string;
  editor: string;
  build: string;
}

/** Every field of `value` as the editor shows it, with the build's schema for it. */
function* leaves(
  field: ComponentSchema,
  build: z.ZodType,
  value: unknown,
  path: (string | number)[],
  withinOptional = false,
): Generator<Leaf> {
  if (field.kind === "object") {
    const given = value && typeof value === "object" ? Object.keys(value) : [];
    for (const key of given.filter((name) => !(name in field.fields) && !(path.length === 0 && name === "order")))
      throw new Error(`${[...path, key].join(".")}: the file has a value the editor has no field for, and would drop`);
    for (const [key, child] of Object.entries(field.fields)) {
      const schema = childSchema(build, key);
      // A list item's id is the list loader's to check (src/lib/list-loader.ts), and the save's.
      if (!schema && key === "id") continue;
      if (!schema) throw new Error(`${path.join(".")}.${key}: the editor has a field the build does not`);
      const within = withinOptional || (child.kind === "object" && unwrap(schema).optional);
      yield* leaves(child, schema, (value as Record<string, unknown> | undefined)?.[key], [...path, key], within);
    }
  } else if (field.kind === "conditional") {
    const { discriminant, value: content } = value as { discriminant: string; value: unknown };
    const option = defOf(unwrap(build).schema).options?.find(
      (form) => childSchema(form, "discriminant")?.safeParse(discriminant).success,
    );
    const form = field.values[discriminant];
    if (!option || !form) throw new Error(`${path.join(".")}: no form "${discriminant}" in the editor and the build`);
    yield* leaves(form, childSchema(option, "value") as z.ZodType, content, [...path, "value"]);
  } else if (field.kind === "array") {
    const items = Array.isArray(value) ? value : [];
    for (const [index, item] of items.entries()) {
      const schema = childSchema(build, index);
      if (schema) yield* leaves(field.element, schema, item, [...path, index]);
    }
    yield { path, field: field as unknown as Leaf["field"], build, value, withinOptional };
  } else if (field.kind === "form") {
    yield { path, field: field as Leaf["field"], build, value, withinOptional };
  }
}

const refuses = (validate: () => unknown) => {
  try {
    validate();
    return false;
  } catch {
    return true;
  }
};

function disagreements(fields: Record<string, ComponentSchema>, build: z.ZodType, data: unknown, at: string[]) {
  const found: Disagreement[] = [];
  const root = { kind: "object", fields } as unknown as ComponentSchema;
  for (const { path, field, build: schema, value, withinOptional } of leaves(root, build, data, [])) {
    const where = [...at, ...path].join(".");
    if (field.kind !== "form") {
      const rule = countRule(lengthBounds(unwrap(schema).schema)) ?? "";
      const help = (field as { description?: string }).description ?? "";
      if (!help.includes(rule)) found.push({ path: where, probe: "count", editor: help, build: rule });
      continue;
    }
    if (field.options) {
      const options = defOf(unwrap(schema).schema).entries;
      const built = options ? Object.values(options) : undefined;
      const offered = field.options.map((option) => option.value);
      if (built && JSON.stringify(built) !== JSON.stringify(offered))
        found.push({ path: where, probe: "options", editor: offered.join(","), build: built.join(",") });
      continue;
    }
    if (typeof value !== "string" && typeof value !== "number" && value !== undefined) continue;
    const { schema: inner, optional: own } = unwrap(schema);
    const optional = own || withinOptional;
    // A box, a day and a picture are Keystatic's own fields: a tick, a day picked from a calendar,
    // and a file it uploads and names itself, which the save checks (uploaded-pictures.ts).
    if (defOf(inner).type === "boolean" || defOf(inner).type === "date") continue;
    if ((field as { formKind?: string }).formKind === "asset") continue;
    const max = maxLength(schema);
    const probes: unknown[] = [value ?? "", "", "{{no-such-token}}"];
    if (max !== undefined) probes.push("x".repeat(max + 1));
    for (const probe of probes) {
      const numeric = defOf(inner).type === "number";
      const input = numeric && typeof probe === "string" ? Number(probe) || null : probe;
      const editorRefuses = refuses(() => field.validate(input));
      // The build's rule for this one value: rules across fields are checked as the file is saved.
      const stored = (input === "" || input === null) && optional ? undefined : input;
      const buildRefuses = stored === undefined && optional ? false : !schema.safeParse(stored).success;
      if (editorRefuses !== buildRefuses)
        found.push({ path: where, probe: String(probe), editor: String(editorRefuses), build: String(buildRefuses) });
    }
  }
  return found;
}

const config = editorConfig({ kind: "local" });

describe("the editor's fields and the build's schemas", () => {
  it("give every content file a kind in the editor", () => {
    const files = globSync("src/content/**/*.{yaml,md}", { cwd: root }).sort();
    expect(files.filter((file) => !fileKinds(root).some((kind) => kind.file === file))).toEqual([]);
    for (const kind of fileKinds(root)) expect(files, kind.label).toContain(kind.file);
  });

  for (const kind of fileKinds(root)) {
    it(`agree on every field of ${kind.label} (${kind.file})`, () => {
      const list = listOf(kind.file);
      const text = readFileSync(join(root, kind.file), "utf8");
      const frontmatter = kind.body ? (/^---\n([^]*?)\n---\n/.exec(text)?.[1] ?? "") : text;
      const fields = config.singletons?.[kind.key]?.schema ?? config.collections?.[kind.key]?.schema ?? {};
      // A Markdown body is the page's text; an entry's name is Keystatic's own field, which names its file too.
      const dataFields = Object.fromEntries(
        Object.entries(fields as Record<string, ComponentSchema>).filter(
          ([key]) => key !== "body" && !(key === "name" && config.collections?.[kind.key]),
        ),
      );
      if (list) {
        const { listKey } = list;
        const items = (parse(frontmatter) as Record<string, unknown[]>)[listKey] ?? [];
        const element = (dataFields[listKey] as { element: { fields: Record<string, ComponentSchema> } }).element;
        const found = items.flatMap((item, order) =>
          disagreements(element.fields, list.schema, { ...(item as object), order }, [listKey, String(order)]),
        );
        expect(found).toEqual([]);
      } else {
        const data = fileData(kind, text) as Record<string, unknown>;
        const shown = config.collections?.[kind.key]
          ? Object.fromEntries(Object.entries(data).filter(([key]) => key !== "name"))
          : data;
        expect(disagreements(dataFields, kind.schema, shown, [])).toEqual([]);
      }
    });
  }
});
