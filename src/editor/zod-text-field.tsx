// An editor's text and number fields that check a value with the build's own Zod schema for
// it: the same limits, tokens and patterns, the build's own message under the field, in plain
// words (src/content/issue-text.ts), and a text's count against its limit.
import { NumberField } from "@keystar/ui/number-field";
import { TextArea, TextField } from "@keystar/ui/text-field";
import "./checked-text.css";
import type { BasicFormField } from "@keystatic/core";
import type { z } from "astro/zod";
import { useId, useState } from "react";

import { fieldProblems } from "#src/content/issue-text.ts";

import { serverChecksSaves, useSaveState } from "./save-watch.ts";

/** The build's message for `value`, in plain words, or undefined when the build takes it. */
export function buildMessage(schema: z.ZodType, value: unknown): string | undefined {
  const [problem] = fieldProblems(schema, value);
  return problem && problem.message;
}

/**
 * A field's message as Keystatic's own fields show theirs: once the field has been left, or when
 * a save is tried or refused. Returns the message and what the field's onBlur calls.
 */
export function useShownError(forceValidation: boolean, message: () => string | undefined) {
  const [touched, setTouched] = useState(false);
  const refused = useSaveState().kind === "refused";
  return {
    errorMessage: forceValidation || touched || refused ? message() : undefined,
    onBlur: () => setTouched(true),
  };
}

/**
 * Keystatic's check of a value before it sends a save. The local editor's server checks each
 * save with the build's schemas and names every field at fault, nested ones too, so there the
 * save goes to it; Keystatic's own stop shows nothing for a field inside a closed item.
 */
function checked<T>(value: T, message: string | undefined): T {
  if (message && !serverChecksSaves()) throw new Error(message);
  return value;
}

/** A field whose value is checked by the build's schema: its message, for the item that holds it. */
export type CheckedField<T extends string | number | null> = BasicFormField<T> & {
  problem(value: T): string | undefined;
};

/** "65 / 52": a text's length against its most characters, in red once over. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span id={id} className={length > max ? "text-counter text-counter-over" : "text-counter"}>
      {length} / {max}
    </span>
  );
}

export interface ZodFieldOptions {
  label: string;
  description?: string;
  /** The build's schema for this one value. */
  schema: z.ZodType;
  /** The file may leave it out: empty is written as nothing. */
  optional: boolean;
}

export interface ZodTextOptions extends ZodFieldOptions {
  multiline: boolean;
  /** The most characters the schema takes, counted as it is typed. */
  max?: number;
}

/** Text, one line or several, checked by the build's schema as it is typed. */
export function zodText({ label, description, schema, optional, multiline, max }: ZodTextOptions) {
  const check = (value: string) => (optional && value === "" ? undefined : buildMessage(schema, value));
  const field: CheckedField<string> = {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const shown = useShownError(forceValidation, () => check(value));
      const counterId = useId();
      const Field = multiline ? TextArea : TextField;
      return (
        <div className="checked-text">
          <Field
            label={label}
            description={description}
            autoFocus={autoFocus}
            value={value}
            onChange={onChange}
            isRequired={!optional}
            aria-describedby={max === undefined ? undefined : counterId}
            {...shown}
          />
          {max !== undefined && <Counter id={counterId} length={value.length} max={max} />}
        </div>
      );
    },
    problem: check,
    defaultValue: () => "",
    parse: (value) => parseText(value),
    serialize: (value) => ({ value: optional && value === "" ? undefined : value }),
    validate: (value) => checked(value, check(value)),
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
    value === null ? (optional ? undefined : "Fill this in.") : buildMessage(schema, value);
  const field: CheckedField<number | null> = {
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
    problem: check,
    defaultValue: () => null,
    parse(value) {
      if (value === undefined || value === null) return null;
      if (typeof value !== "number") throw new Error("Must be a number");
      return value;
    },
    serialize: (value) => ({ value: value ?? undefined }),
    validate: (value) => checked(value, check(value)),
    reader: { parse: (value) => (typeof value === "number" ? value : null) },
  };
  return field;
}
