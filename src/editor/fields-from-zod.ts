// The editor's fields, made from the build's Zod schemas: one source for every field, limit,
// count, choice and message. Text and numbers are checked by their own schema (zod-text-field);
// lists carry the schema's counts, choices the schema's options (icons, figures, pages).
import { fields } from "@keystatic/core";
import type { ComponentSchema } from "@keystatic/core";
import { z } from "astro/zod";

import { PICTURES } from "#src/content/picture.ts";
import { contentValuesInUse } from "#src/content/values.ts";

import { markedLabel } from "./item-faults.ts";
import { zodNumber, zodText } from "./zod-text-field.tsx";

/** What Zod 4 keeps of a schema, as far as the fields need it. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  rest?: z.ZodType | null;
  in?: z.ZodType;
  out?: z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema without the wrappers that make a value optional, and whether one did. */
export function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let optional = false;
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if ((def.type === "optional" || def.type === "default" || def.type === "nullable") && def.innerType) {
      optional = true;
      current = def.innerType;
    } else return { schema: current, optional };
  }
}

/** The schema a value is read with before any transform: a pipe's input. */
function inputOf(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return def.type === "pipe" && def.in ? inputOf(def.in) : schema;
}

/** An object's fields, as the schema's keys, from the object a pipe or transform starts from. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> {
  const shape = defOf(inputOf(unwrap(schema).schema)).shape;
  if (!shape) throw new Error("the editor needs an object schema");
  return shape;
}

/** A list's bounds, from the schema's checks. */
export function lengthBounds(schema: z.ZodType): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  const def = defOf(schema);
  if (def.type === "tuple") return { min: def.items?.length, max: def.rest ? undefined : def.items?.length };
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum, length } = check._zod.def;
    if (kind === "min_length") bounds.min = minimum;
    if (kind === "max_length") bounds.max = maximum;
    if (kind === "length_equals") bounds.min = bounds.max = length;
  }
  return bounds;
}

/**
 * A choice of forms, as a union of objects that each say which they are: `discriminant`, a
 * fixed word, and `value`, the form's content (Keystatic's stored shape for a conditional field).
 */
function conditionalForms(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.type !== "union" || !def.options) return undefined;
  const forms: Record<string, z.ZodType> = {};
  for (const option of def.options) {
    const shape = defOf(inputOf(option)).shape;
    const kind = shape?.discriminant && choices(shape.discriminant);
    if (!shape?.value || !kind || kind.length !== 1 || Object.keys(shape).length !== 2) return undefined;
    forms[kind[0] as string] = shape.value;
  }
  return forms;
}

/** A tuple's items as one list's: the one schema they share, or any of theirs, the order checked at save. */
function tupleElement(def: Def): z.ZodType | undefined {
  const items = [...(def.items ?? []), ...(def.rest ? [def.rest] : [])];
  const [first] = items;
  if (!first || items.every((item) => item === first)) return first;
  return z.union(items as [z.ZodType, z.ZodType, ...z.ZodType[]]);
}

/** A list's count, as its help says it. */
export function countRule({ min, max }: { min?: number; max?: number }): string | undefined {
  if (min !== undefined && min === max) return `Exactly ${min}.`;
  if (min && max !== undefined) return `${min} to ${max}.`;
  if (min) return `At least ${min}.`;
  if (max !== undefined) return `At most ${max}.`;
  return undefined;
}

/** The options of a choice: an enum's values, a union of literals, or the figures' ids where it names a figure. */
function choices(schema: z.ZodType): string[] | undefined {
  if ((z.globalRegistry.get(schema) as { choicesOf?: string } | undefined)?.choicesOf === "figures")
    return Object.keys(contentValuesInUse().figures);
  const def = defOf(schema);
  if (def.type === "enum" && def.entries) return Object.values(def.entries);
  if (def.type === "literal" && def.values?.every((value) => typeof value === "string")) return def.values as string[];
  return undefined;
}

/** Labels a key's words would not make. */
const LABELS: Record<string, string> = { seo: "Search engines (SEO)", cta: "Button", url: "URL", id: "Id" };

/** "ctaLabel" as "Cta label": a key as a field's label, where its schema gives none. */
export function labelFor(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A field's label, named for its section when it has one ("Hero title", "Search engines (SEO)
 * title"): a page has a title in its search entry and in each of its sections, and a figure a
 * value as printed and one as counted, so a key alone would not tell them apart.
 */
export function fieldLabel(key: string, section?: string): string {
  const label = labelFor(key);
  if (!section) return label;
  // "Title" reads "title" after its section's name; "URL" stays as it is.
  return `${section} ${/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label}`;
}

/** Keys whose text fits one line; anything else is written in a box of several. */
const ONE_LINE =
  /^(id|name|title|label|eyebrow|badge|heading|kind|city|company|designation|item|value|period|path|href|url|icon|tone|network|publisher|dateLabel|date|language|version|cta.*|.*(Label|Title|Button|Name|Heading|Url|Path))$/;

/** A text's most characters, where its schema bounds it. */
function maxLength(schema: z.ZodType): number | undefined {
  const def = defOf(schema);
  if (def.type === "pipe") return def.out && maxLength(def.out);
  return lengthBounds(schema).max;
}

const oneLine = (key: string, schema: z.ZodType) => ONE_LINE.test(key) || (maxLength(schema) ?? Infinity) <= 100;

/**
 * A field for the value `schema` checks, under `key`, in the section labelled `section` if any.
 * A list's item is shown on its own, so its fields need no section's name.
 */
export function fieldFor(
  key: string,
  schema: z.ZodType,
  withinOptional = false,
  section?: string,
  item = false,
): ComponentSchema {
  const { schema: inner, optional: own } = unwrap(schema);
  // Inside an object the file may leave out (a picture's callout), every field may be empty.
  const optional = own || withinOptional;
  const label = fieldLabel(key, section);
  const description = schema.description ?? inner.description;
  const input = inputOf(inner);
  const def = defOf(input);
  const options = choices(input);

  if (options && !optional)
    return fields.select({
      label,
      description,
      options: options.map((value) => ({ label: value, value })),
      defaultValue: options[0] ?? "",
    });
  if ((z.globalRegistry.get(input) as { picture?: boolean } | undefined)?.picture)
    return fields.image({ label, description, ...PICTURES, validation: { isRequired: !optional } });
  const forms = conditionalForms(input);
  if (forms) {
    const kinds = Object.keys(forms);
    return fields.conditional(
      fields.select({
        label,
        description,
        options: kinds.map((kind) => ({ label: kind, value: kind })),
        defaultValue: kinds[0] ?? "",
      }),
      Object.fromEntries(kinds.map((kind) => [kind, fields.object(objectFields(forms[kind] as z.ZodType))])),
    );
  }
  switch (def.type) {
    case "object":
      return fields.object(objectFields(input, optional, item ? undefined : label), { label, description });
    case "record": {
      // A record keyed by a choice (a label per alert severity) is an object with a field per choice.
      const keys = def.keyType && choices(def.keyType);
      if (!keys || !def.valueType) throw new Error(`${key}: the editor needs a record's keys to be a choice`);
      const value = def.valueType;
      return fields.object(Object.fromEntries(keys.map((name) => [name, fieldFor(name, value, false, label)])), {
        label,
        description,
      });
    }
    case "array":
    case "tuple": {
      const element = def.type === "array" ? def.element : tupleElement(def);
      if (!element) throw new Error(`${key}: a list needs its items' schema`);
      // The count is the build's to check, with its own message, as the list is saved (save.ts):
      // Keystatic's own check would stop the save first, in its words. The help says the rule.
      const help = [description, countRule(lengthBounds(input))].filter(Boolean).join(" ");
      return fields.array(fieldFor(singular(key), element, false, undefined, true), {
        label,
        description: help || undefined,
        itemLabel,
      });
    }
    case "boolean":
      return fields.checkbox({ label, description });
    case "date":
      // A day, as the files write it unquoted (2025-08-28), which Astro reads as a date.
      return fields.date({ label, description, validation: { isRequired: !optional } });
    case "number":
      return zodNumber({ label, description, schema: inner, optional });
    default:
      return zodText({
        label,
        description,
        schema: inner,
        optional,
        multiline: !oneLine(key, inner),
        max: maxLength(inner),
      });
  }
}

/** Every key of an object schema as a field; `section` is the object's own label, when it is a field. */
export function objectFields(schema: z.ZodType, optional = false, section?: string): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(objectShape(schema)).map(([key, value]) => [key, fieldFor(key, value, optional, section)]),
  );
}

function singular(key: string): string {
  return key.endsWith("ies") ? `${key.slice(0, -3)}y` : key.replace(/s$/, "");
}

/** What names an item of a list in the editor: its first field that reads as a name. */
const NAMING_KEYS = ["name", "title", "label", "item", "question", "id", "value", "text", "quote", "change"];

/** An item's name in its list, marked when a field in it needs a change. */
const itemLabel = (props: unknown) => markedLabel(itemName(props), props);

function itemName(props: unknown): string {
  const value = (props as { value?: unknown; fields?: Record<string, { value?: unknown }> }).fields;
  if (!value) {
    const own = (props as { value?: unknown }).value;
    return typeof own === "string" && own ? own.slice(0, 80) : "Item";
  }
  for (const key of NAMING_KEYS) {
    const text = value[key]?.value;
    if (typeof text !== "string" || !text) continue;
    // Figures share labels ("Lost to cyber fraud in India", 2024 and 2023): their id tells them apart.
    const id = value.id?.value;
    return key === "label" && typeof id === "string" && id ? `${text.slice(0, 80)} (${id})` : text.slice(0, 80);
  }
  return "Item";
}
