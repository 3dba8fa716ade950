// What a schema's objection to a value says to the person who wrote the value: one sentence in
// plain words, naming the limit and what the value has ("Keep this within 52 characters: it has
// 65."). The editor's fields, the editor's save and the build's own content checks all say it so.
import type { z } from "astro/zod";

type Issue = z.core.$ZodIssue;

/** Zod's own wording, which a schema's own message ("lower-case letters, digits and -") never starts with. */
const ZOD_WORDING = /^(Too (big|small)|Invalid)\b/;

const KINDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "yes or no",
  array: "a list",
  object: "a group of fields",
  date: "a date",
};

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

function sizeOf(value: unknown): number | undefined {
  if (typeof value === "string" || Array.isArray(value)) return value.length;
  return undefined;
}

function tooBig(issue: Extract<Issue, { code: "too_big" }>, value: unknown): string | undefined {
  const max = Number(issue.maximum) - (issue.inclusive === false ? 1 : 0);
  const size = sizeOf(value);
  const has = size === undefined ? "" : `: it has ${size}`;
  if (issue.origin === "string")
    return issue.exact
      ? `Write exactly ${plural(max, "character")}${has}.`
      : `Keep this within ${plural(max, "character")}${has}.`;
  if (issue.origin === "array" || issue.origin === "set")
    return issue.exact ? `Give exactly ${plural(max, "item")}${has}.` : `Keep at most ${plural(max, "item")}${has}.`;
  if (issue.origin === "number" || issue.origin === "bigint") {
    const is = typeof value === "number" ? `: it is ${value}` : "";
    return issue.inclusive === false ? `Keep this below ${issue.maximum}${is}.` : `Keep this at ${max} or less${is}.`;
  }
  return undefined;
}

function tooSmall(issue: Extract<Issue, { code: "too_small" }>, value: unknown): string | undefined {
  const min = Number(issue.minimum) + (issue.inclusive === false ? 1 : 0);
  const size = sizeOf(value);
  const has = size === undefined ? "" : `: it has ${size}`;
  if (issue.origin === "string") {
    if (size === 0)
      return min === 1
        ? "Write something here: it is empty."
        : `Write at least ${plural(min, "character")}: it is empty.`;
    return issue.exact
      ? `Write exactly ${plural(min, "character")}${has}.`
      : `Write at least ${plural(min, "character")}${has}.`;
  }
  if (issue.origin === "array" || issue.origin === "set")
    return issue.exact ? `Give exactly ${plural(min, "item")}${has}.` : `Add at least ${plural(min, "item")}${has}.`;
  if (issue.origin === "number" || issue.origin === "bigint") {
    const is = typeof value === "number" ? `: it is ${value}` : "";
    return issue.inclusive === false ? `Make this more than ${issue.minimum}${is}.` : `Make this at least ${min}${is}.`;
  }
  return undefined;
}

function ownWords(issue: Issue, value: unknown): string | undefined {
  switch (issue.code) {
    case "too_big":
      return tooBig(issue, value);
    case "too_small":
      return tooSmall(issue, value);
    case "invalid_type":
      if (value === undefined || value === null) return "Fill this in.";
      return `Write ${KINDS[issue.expected] ?? issue.expected} here.`;
    case "invalid_format":
      if (issue.format === "url") return "Write a full address, starting with https://.";
      if (issue.format === "email") return "Write an email address, like name@example.com.";
      if (issue.format === "date" || issue.format === "datetime") return "Write a day as 2026-12-07.";
      return "This is not written as the site expects.";
    case "invalid_value":
      if (issue.values.length === 1) return `Write “${String(issue.values[0])}” here.`;
      return `Choose one of: ${issue.values.map(String).join(", ")}.`;
    case "not_multiple_of":
      return `Use a multiple of ${issue.divisor}.`;
    case "unrecognized_keys":
      return `Remove ${issue.keys.join(", ")}: the site does not read ${issue.keys.length === 1 ? "it" : "them"}.`;
    default:
      return undefined;
  }
}

/**
 * `issue` in plain words. `value` is what was checked at the issue's place, for the count it
 * names (Zod keeps no input in its issues unless asked). A schema's own message is kept.
 */
export function issueText(issue: Issue, value?: unknown): string {
  if (!ZOD_WORDING.test(issue.message)) return issue.message;
  return ownWords(issue, "input" in issue && issue.input !== undefined ? issue.input : value) ?? issue.message;
}

/** The value at `path` in `data`, where there is one. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let at = data;
  for (const key of path)
    at = at !== null && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at;
}

/** A field at fault: where it is in the checked data, and what is wrong, in plain words. */
export interface FieldProblem {
  path: (string | number)[];
  message: string;
}

/** Every objection of `schema` to `data`, in plain words, each under `prefix` and its own path. */
export function fieldProblems(
  schema: z.ZodType,
  data: unknown,
  prefix: readonly (string | number)[] = [],
): FieldProblem[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: [...prefix, ...issue.path.filter((key): key is string | number => typeof key !== "symbol")],
    message: issueText(issue, valueAt(data, issue.path)),
  }));
}
