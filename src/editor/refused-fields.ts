// The fields a refused save names, as the local editor's API sends them beside its message: in a
// header, since Keystatic reads the body as the message it shows (save-watch.ts reads the header).
import type { TrailStep } from "./field-trail.ts";

export const REFUSED_FIELDS_HEADER = "x-refused-fields";

export interface RefusedField {
  /** The lists, items and field on the way to it, by the names the form shows. */
  names: string[];
  steps: TrailStep[];
  message: string;
}

/** Enough for any save a marketer makes, well within what a browser takes in a header. */
const MOST_FIELDS = 50;

export const refusedFieldsHeader = (fields: readonly RefusedField[]) =>
  encodeURIComponent(JSON.stringify(fields.slice(0, MOST_FIELDS)));

export function readRefusedFields(header: string | null): RefusedField[] {
  if (!header) return [];
  try {
    const fields: unknown = JSON.parse(decodeURIComponent(header));
    return Array.isArray(fields) ? (fields as RefusedField[]) : [];
  } catch {
    return [];
  }
}

/** What Keystatic's own notice says of a refusal whose fields are listed. */
export const refusalSummary = (count: number) =>
  `Nothing was saved: ${count === 1 ? "one field needs" : `${count} fields need`} a change.`;
