// What the confirm and withdraw pages get back from the database, and what they show for it.
import type { ConfirmedKind } from "#shared/data-rights-requests.ts";

/** public.confirm_data_rights: "done" ran the request (once); the others refused the link. */
export interface ConfirmAnswer {
  status: "done" | "expired" | "used" | "invalid";
  kind: ConfirmedKind | null;
}

/**
 * public.withdraw_consent: a used link answers "withdrawn" again, so a retry is harmless; a link
 * past its days answers "expired".
 */
export type WithdrawAnswer = "withdrawn" | "expired" | "invalid";

/**
 * public.request_data_rights, the same whether or not the address is known: the link is on its
 * way ("sent"), waits for the hour's room until send_at ("queued"), or the mailbox or its domain
 * has had its links for the hour until retry_at ("limited").
 */
export type RequestAnswer =
  | { status: "sent"; send_at: null; retry_at: null }
  | { status: "queued"; send_at: string; retry_at: null }
  | { status: "limited"; send_at: null; retry_at: string };

/** The functions anon may call for data rights: their arguments and their answers. */
export interface DataRightsFunctions {
  request_data_rights: { args: { email: string; kind: string; correction?: string }; returns: RequestAnswer };
  confirm_data_rights: { args: { token: string }; returns: ConfirmAnswer };
  withdraw_consent: { args: { token: string }; returns: WithdrawAnswer };
}

/** The parts of an address a link's token may ride in. */
type LinkAddress = Pick<URL, "hash" | "search">;

const TOKEN = "token";

const tokenIn = (params: string) => new URLSearchParams(params).get(TOKEN)?.trim() || null;

/**
 * The token a link carries, or null when there is none to send: `#token=T` (the fragment never
 * reaches a server), else `?token=T` (links sent before the fragment). Tokens are hex (two UUIDs
 * without dashes); anything else is still sent, and the database calls it invalid.
 */
export function tokenFrom({ hash, search }: LinkAddress): string | null {
  return tokenIn(hash.slice(1)) ?? tokenIn(search);
}

/** `params` ("a=1&token=T") without its token, every other parameter as it was written. */
function withoutToken(params: string): string {
  return params
    .split("&")
    .filter((param) => !new URLSearchParams(param).has(TOKEN))
    .join("&");
}

/**
 * The address to show once the token is read: the same path, query and fragment without the
 * token, relative to the origin; null when the address carries no token.
 */
export function addressWithoutToken(url: Pick<URL, "pathname" | "hash" | "search">): string | null {
  const search = withoutToken(url.search.slice(1));
  const hash = withoutToken(url.hash.slice(1));
  if (search === url.search.slice(1) && hash === url.hash.slice(1)) return null;
  return `${url.pathname}${search && `?${search}`}${hash && `#${hash}`}`;
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

/**
 * The confirm page's words for an answer: a done request by its kind (a data-rights request, or
 * a marketing consent), a refused link by why.
 */
export function confirmOutcome<Copy>(
  answer: ConfirmAnswer,
  outcomes: { done: Record<ConfirmedKind, Copy>; expired: Copy; used: Copy; invalid: Copy },
): Shown<Copy> {
  if (answer.status !== "done") return { ...outcomes[answer.status], tone: "refused" };
  // A done answer always names its kind; erasure's words are the safe reading of one that does not.
  return { ...outcomes.done[answer.kind ?? "erasure"], tone: "done" };
}

/** The withdraw page's words for an answer. */
export function withdrawOutcome<Copy>(answer: WithdrawAnswer, outcomes: Record<WithdrawAnswer, Copy>): Shown<Copy> {
  return { ...outcomes[answer], tone: answer === "withdrawn" ? "done" : "refused" };
}
