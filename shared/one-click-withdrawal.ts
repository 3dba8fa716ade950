// RFC 8058's one-click unsubscribe, as a mail client's own button sends it to every e-mail's
// List-Unsubscribe URL. One answer for the local server and the static host's function: only
// web-standard Request and Response, so it runs on Node and on workerd alike.

/** RFC 8058 §3.1: the one field the POST carries. */
const ONE_CLICK = { name: "List-Unsubscribe", value: "One-Click" } as const;

/** The body types RFC 8058 §3.1 names: multipart/form-data SHOULD be used, urlencoded MAY. */
const FORM_TYPES: readonly string[] = ["multipart/form-data", "application/x-www-form-urlencoded"];

/**
 * The longest body read. The one-click body is 26 bytes urlencoded and 144 as Node's
 * multipart/form-data; with the longest boundary RFC 2046 allows (70 characters) and a
 * Content-Type and a Content-Transfer-Encoding on its part, 294. 2 KiB leaves a client room for
 * a field of its own; anything longer is not a one-click request, and is refused unparsed.
 */
export const ONE_CLICK_MAX_BYTES = 2048;

/**
 * public.withdraw_consent(token) as POST /rest/v1/rpc/withdraw_consent answers it (PostgREST on
 * Supabase, or the local server): 200 with the JSON string "withdrawn", "invalid" or "expired"
 * (a link works for 90 days: docs/decisions/033), or an error status.
 */
export type WithdrawConsent = (token: string) => Promise<Response>;

/** What every answer carries: it must not be cached (a token is in the address), nor sniffed. */
const ANSWER_HEADERS = {
  "Cache-Control": "no-store",
  "Content-Type": "text/plain; charset=utf-8",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
} as const;

const answer = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { ...ANSWER_HEADERS, ...headers } });

const mediaType = (request: Request) => request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();

/**
 * The body, or undefined when it is longer than `limit`: a declared length is refused unread,
 * and a body sent without one (chunked) is read only up to the limit.
 */
async function boundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(request.headers.get("content-length")) > limit) return undefined;
  const body = new Uint8Array(limit);
  let size = 0;
  if (!request.body) return body.subarray(0, 0);
  const reader = request.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (size + chunk.value.byteLength > limit) {
      await reader.cancel();
      return undefined;
    }
    body.set(chunk.value, size);
    size += chunk.value.byteLength;
  }
  return body.subarray(0, size);
}

/** The form fields of a body of `type`, or undefined when it does not parse as one. */
async function formFields(body: Uint8Array<ArrayBuffer>, type: string): Promise<FormData | undefined> {
  try {
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    return undefined;
  }
}

/**
 * POST <withdraw page>?token=T with the body List-Unsubscribe=One-Click (RFC 8058): withdraws
 * consent and erases through `withdraw`, the database function the page's button calls. A used
 * link answers as withdrawn again, so a client's retry is harmless. Anything else is refused
 * (400, or 413 for a body too long to be one-click) and changes nothing; the database's 429
 * passes through.
 */
export async function answerOneClick(request: Request, withdraw: WithdrawConsent): Promise<Response> {
  const type = mediaType(request);
  if (request.method !== "POST" || !type || !FORM_TYPES.includes(type)) {
    return answer(400, "Send List-Unsubscribe=One-Click as multipart/form-data or application/x-www-form-urlencoded.");
  }
  const body = await boundedBody(request, ONE_CLICK_MAX_BYTES);
  if (!body) return answer(413, "Payload too large: the one-click body is List-Unsubscribe=One-Click.");
  const fields = await formFields(body, request.headers.get("content-type") ?? type);
  const token = new URL(request.url).searchParams.get("token");
  if (!token || fields?.get(ONE_CLICK.name) !== ONE_CLICK.value) {
    return answer(400, "This address takes a token and the body List-Unsubscribe=One-Click.");
  }
  const response = await withdraw(token);
  if (response.status === 429) {
    const retryAfter = response.headers.get("retry-after");
    return answer(429, "Too many requests. Please try again later.", retryAfter ? { "Retry-After": retryAfter } : {});
  }
  const result: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  if (result === "withdrawn") {
    return answer(200, "Your consent is withdrawn and your data erased. A confirmation e-mail follows.");
  }
  if (result === "invalid") return answer(400, "This link is not valid. Nothing was changed.");
  if (result === "expired") {
    return answer(400, "This link has expired. Nothing was changed: ask for erasure on our data-rights page.");
  }
  return answer(502, "The withdrawal could not be completed just now. Please try again later.");
}
