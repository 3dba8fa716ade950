// What the confirm and withdraw pages get back from the database, and what they show for it.
import type { DataRightsKind } from "#shared/data-rights-requests.ts";

/** public.confirm_data_rights: "done" ran the request (once); the others refused the link. */
export interface ConfirmAnswer {
  status: "done" | "expired" | "used" | "invalid";
  kind: DataRightsKind | null;
}

/** public.withdraw_consent: a used link answers "withdrawn" again, so a retry is harmless. */
export type WithdrawAnswer = "withdrawn" | "invalid";

/** The functions anon may call for data rights: their arguments and their answers. */
export interface DataRightsFunctions {
  request_data_rights: { args: { email: string; kind: string; correction?: string }; returns: "sent" };
  confirm_data_rights: { args: { token: string }; returns: ConfirmAnswer };
  withdraw_consent: { args: { token: string }; returns: WithdrawAnswer };
}

/**
 * The token a link carries (`?token=T`), or null when there is none to send. Tokens are hex
 * (two UUIDs without dashes); anything else is still sent, and the database calls it invalid.
 */
export function tokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get("token")?.trim();
  return token ? token : null;
}

/** What a confirm or withdraw page shows: before the press, while it runs, and each answer. */
export type TokenPageState<Answer> =
  | { step: "ready" }
  | { step: "busy" }
  | { step: "answered"; answer: Answer }
  | { step: "limited" }
  | { step: "failed" };

/** What a link page says after its press, and whether the link did its work. */
export type Shown<Copy> = Copy & { tone: "done" | "refused" };

/** The confirm page's words for an answer: a done request by its kind, a refused link by why. */
export function confirmOutcome<Copy>(
  answer: ConfirmAnswer,
  outcomes: { done: Record<DataRightsKind, Copy>; expired: Copy; used: Copy; invalid: Copy },
): Shown<Copy> {
  if (answer.status !== "done") return { ...outcomes[answer.status], tone: "refused" };
  // A done answer always names its kind; erasure's words are the safe reading of one that does not.
  return { ...outcomes.done[answer.kind ?? "erasure"], tone: "done" };
}

/** The withdraw page's words for an answer. */
export function withdrawOutcome<Copy>(answer: WithdrawAnswer, outcomes: Record<WithdrawAnswer, Copy>): Shown<Copy> {
  return { ...outcomes[answer], tone: answer === "withdrawn" ? "done" : "refused" };
}
