// A data-rights request as the /data-rights form makes it: the ordered rules its fields are
// checked by before anything is sent. The database checks the same (public.request_data_rights
// refuses anything else with 22023).
import { CORRECTION_MAX_LENGTH, DATA_RIGHTS_KINDS, type DataRightsKind } from "#shared/data-rights-requests.ts";
import { isValidEmail } from "#src/lib/leads/validation.ts";
import type { Rule } from "#src/lib/leads/validation.ts";

export interface DataRightsValues {
  email: string;
  kind: string;
  correction: string;
}

export const isDataRightsKind = (value: string): value is DataRightsKind =>
  (DATA_RIGHTS_KINDS as readonly string[]).includes(value);

const blank = (value: string) => value.trim() === "";
const correcting = (values: DataRightsValues) => values.kind === "correction";

export const dataRightsRules = [
  { field: "email", message: "emailRequired", fails: (v) => blank(v.email) },
  { field: "email", message: "emailInvalid", fails: (v) => !isValidEmail(v.email) },
  { field: "kind", message: "kindRequired", fails: (v) => !isDataRightsKind(v.kind) },
  { field: "correction", message: "correctionRequired", fails: (v) => correcting(v) && blank(v.correction) },
  {
    field: "correction",
    message: "correctionTooLong",
    fails: (v) => correcting(v) && v.correction.trim().length > CORRECTION_MAX_LENGTH,
  },
] as const satisfies readonly Rule<DataRightsValues>[];

export type DataRightsMessage = (typeof dataRightsRules)[number]["message"];

/** The arguments of public.request_data_rights: the address as the lead tables keep it, lower-cased. */
export function requestArguments(values: DataRightsValues): { email: string; kind: string; correction?: string } {
  const email = values.email.trim().toLowerCase();
  return correcting(values)
    ? { email, kind: values.kind, correction: values.correction.trim() }
    : { email, kind: values.kind };
}
