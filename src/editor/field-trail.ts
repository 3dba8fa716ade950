// Where a field at fault is in the editor's form, from its place in the file's data: the names a
// marketer sees on the way to it ("Testimonials › Ananya Deshpande › Quote"), and the steps that
// open it (each list's item, then the field, by the labels the form shows).
import type { ComponentSchema } from "@keystatic/core";

import { valueAt } from "#src/content/issue-text.ts";

/** A step towards a field: open a list's item, or reach the field itself, by its label. */
export type TrailStep = { list: string; index: number } | { field: string };

export interface FieldTrail {
  /** What the marketer reads: each list, item and field on the way, by the names the form shows. */
  names: string[];
  steps: TrailStep[];
}

/** An item's data as Keystatic hands an item to its list's label: each field's value under `fields`. */
function asItemProps(item: unknown): unknown {
  if (item === null || typeof item !== "object" || Array.isArray(item)) return { value: item };
  return { fields: Object.fromEntries(Object.entries(item).map(([key, value]) => [key, { value }])) };
}

/**
 * The trail to `path` in a form of `fields`, over `data` (the file's data, to name each list's
 * item as its list does). A path the form does not hold ends the trail where it stops matching.
 */
export function fieldTrail(
  fields: Record<string, ComponentSchema>,
  path: readonly (string | number)[],
  data?: unknown,
): FieldTrail {
  const names: string[] = [];
  const steps: TrailStep[] = [];
  let schema: ComponentSchema | undefined = { kind: "object", fields };
  for (const [at, key] of path.entries()) {
    if (!schema) break;
    if (schema.kind === "object") {
      schema = schema.fields[String(key)];
    } else if (schema.kind === "array" && typeof key === "number") {
      const item = valueAt(data, path.slice(0, at + 1));
      names.push(schema.label, schema.itemLabel?.(asItemProps(item)) || `Item ${key + 1}`);
      steps.push({ list: schema.label, index: key });
      schema = schema.element;
    } else if (schema.kind === "conditional") {
      const chosen = valueAt(data, [...path.slice(0, at), "discriminant"]);
      schema =
        key === "value" ? (schema.values as Record<string, ComponentSchema>)[String(chosen)] : schema.discriminant;
    } else break;
  }
  // A form field, or a list or section the problem is about as a whole (a list's count).
  const label = schema && "label" in schema && typeof schema.label === "string" ? schema.label : undefined;
  if (label && schema?.kind !== "conditional") {
    names.push(label);
    steps.push({ field: label });
  }
  return { names, steps };
}
