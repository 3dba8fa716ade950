// A list's item, as its list shows it, marked when a field inside it is at fault: Keystatic shows
// a field's message only inside its item, so a closed item says it needs a change, and where.

/** An item's part as Keystatic hands it to a list's label: a field with its value, or the parts it holds. */
interface Shown {
  schema?: { kind?: string; label?: string; problem?: (value: unknown) => string | undefined };
  value?: unknown;
  fields?: Record<string, unknown>;
  elements?: readonly unknown[];
}

/** The labels of the fields in `props` that their own check refuses. */
export function faultyFields(props: unknown): string[] {
  const shown = (props ?? {}) as Shown;
  const { schema } = shown;
  if (schema?.kind === "form") return schema.problem?.(shown.value) ? [schema.label ?? "a field"] : [];
  if (schema?.kind === "conditional") return faultyFields(shown.value);
  if (shown.fields) return Object.values(shown.fields).flatMap(faultyFields);
  if (shown.elements) return shown.elements.flatMap(faultyFields);
  return [];
}

/** `name`, the item's name in its list, with what needs a change in it, if anything does. */
export function markedLabel(name: string, props: unknown): string {
  const faults = [...new Set(faultyFields(props))];
  return faults.length ? `${name} · needs a change: ${faults.join(", ")}` : name;
}
