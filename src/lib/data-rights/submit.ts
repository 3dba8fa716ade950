// What one press of a data-rights control leads to, as plain functions of what the database
// answers, so each state the pages show is decided here and tested without a browser.
import { LeadSubmissionError } from "#src/lib/leads/client.ts";
import { HONEYPOT_FIELD, readFields } from "#src/lib/leads/use-lead-form.ts";
import { type ValidationError, firstError } from "#src/lib/leads/validation.ts";

import type { RequestAnswer, TokenPageState } from "./outcome.ts";
import { type DataRightsMessage, type DataRightsValues, dataRightsRules, requestArguments } from "./request.ts";

export const emptyRequest: DataRightsValues = { email: "", kind: "", correction: "" };

/** A request that could not be taken: too many for now (429), or it did not arrive. */
export type RequestAlert = "limited" | "failed";

/** The request form being filled in, with what the last press left in it. */
export interface EditingRequest {
  step: "editing";
  values: DataRightsValues;
  invalid: ValidationError<DataRightsValues, DataRightsMessage> | null;
  alert: RequestAlert | null;
}

/** The request form: being filled in, or answered. */
export type RequestFormState = EditingRequest | { step: "sent"; answer: RequestAnswer };

/** The answer a bot gets, as if its link were on its way. */
const sentNow: RequestAnswer = { status: "sent", send_at: null, retry_at: null };

export const initialRequest: EditingRequest = { step: "editing", values: emptyRequest, invalid: null, alert: null };

const limited = (cause: unknown) => cause instanceof LeadSubmissionError && cause.status === 429;

/**
 * One press of the request form: a bot's (the hidden field filled in) is answered as sent and
 * sends nothing; a failing rule keeps the values and names the field; otherwise the request is
 * sent, and the database's answer, the same whatever it knows of the address, is shown.
 */
export async function submitRequest(
  data: FormData,
  send: (args: ReturnType<typeof requestArguments>) => Promise<RequestAnswer>,
  log: (cause: unknown) => void,
): Promise<RequestFormState> {
  if (data.get(HONEYPOT_FIELD)) return { step: "sent", answer: sentNow };
  const values = readFields(data, emptyRequest);
  const invalid = firstError(dataRightsRules, values);
  if (invalid) return { step: "editing", values, invalid, alert: null };
  try {
    return { step: "sent", answer: await send(requestArguments(values)) };
  } catch (cause) {
    if (limited(cause)) return { step: "editing", values, invalid: null, alert: "limited" };
    log(cause);
    return { step: "editing", values, invalid: null, alert: "failed" };
  }
}

/** One press of a link page's button: the database's answer, or why there is none. */
export async function runLinkAction<Answer>(
  token: string,
  call: (token: string) => Promise<Answer>,
  log: (cause: unknown) => void,
): Promise<TokenPageState<Answer>> {
  try {
    return { step: "answered", answer: await call(token) };
  } catch (cause) {
    if (limited(cause)) return { step: "limited" };
    log(cause);
    return { step: "failed" };
  }
}
