// An editor's text and number fields that check a value with the build's own Zod schema for
// it: the same limits, tokens and patterns, and the build's own message under the field.
import { NumberField } from "@keystar/ui/number-field";
import { TextArea, TextField } from "@keystar/ui/text-field";
import type { BasicFormField } from "@keystatic/core";
import type { z } from "astro/zod";
import { useState } from "react";

/** The build's message for `value`, or undefined when the build takes it. */
export function buildMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue?.message ?? "not accepted"}`;
}

/**
 * A field's message as Keystatic's own fields show theirs: once the field has been left, or when
 * a save is tried. Returns the message and what the field's onBlur calls.
 */
export function useShownError(forceValidation: boolean, message: () => string | undefined) {
  const [touched, setTouched] = useState(false);
  return { errorMessage: forceValidation || touched ? message() : undefined, onBlur: () => setTouched(true) };
}

export interface ZodFieldOptions {
  label: string;
  description?: string;
  /** The build's schema for this one value. */
  schema: z.ZodType;
  /** The file may leave it out: empty is written as nothing. */
  optional: boolean;
}

/** Text, one line or several, checked by the build's schema as it is typed. */
export function zodText({ label, description, schema, optional, multiline }: ZodFieldOptions & { multiline: boolean }) {
  const check = (value: string) => (optional && value === "" ? undefined : buildMessage(schema, value));
  const field: BasicFormField<string> = {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const shown = useShownError(forceValidation, () => check(value));
      const Field = multiline ? TextArea : TextField;
      return (
        <Field
          label={label}
          description={description}
          autoFocus={autoFocus}
          value={value}
          onChange={onChange}
          isRequired={!optional}
          {...shown}
        />
      );
    },
    defaultValue: () => "",
    parse: (value) => parseText(value),
    serialize: (value) => ({ value: optional && value === "" ? undefined : value }),
    validate(value) {
      const message = check(value);
      if (message) throw new Error(message);
      return value;
    },
    reader: { parse: (value) => parseText(value) },
  };
  return field;
}

function parseText(value: unknown): string {
  if (value === undefined) return "";
  // A YAML date the build reads as a date, shown as the day it names.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "string" && typeof value !== "number") throw new Error("Must be text");
  return String(value);
}

/** A number, checked by the build's schema. */
export function zodNumber({ label, description, schema, optional }: ZodFieldOptions) {
  const check = (value: number | null) =>
    value === null ? (optional ? undefined : "Required") : buildMessage(schema, value);
  const field: BasicFormField<number | null> = {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const shown = useShownError(forceValidation, () => check(value));
      return (
        <NumberField
          label={label}
          description={description}
          autoFocus={autoFocus}
          value={value ?? NaN}
          onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
          isRequired={!optional}
          formatOptions={{ maximumFractionDigits: 4, useGrouping: false }}
          {...shown}
        />
      );
    },
    defaultValue: () => null,
    parse(value) {
      if (value === undefined || value === null) return null;
      if (typeof value !== "number") throw new Error("Must be a number");
      return value;
    },
    serialize: (value) => ({ value: value ?? undefined }),
    validate(value) {
      const message = check(value);
      if (message) throw new Error(message);
      return value;
    },
    reader: { parse: (value) => (typeof value === "number" ? value : null) },
  };
  return field;
}
