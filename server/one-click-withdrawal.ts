import type { Context } from "hono";

import { type Database, isDatabaseError } from "./db/database.ts";
import { fromDatabaseError } from "./rest/errors.ts";
import { callFunction } from "./rest/rpc.ts";

/** RFC 8058: the one body a mail client's one-click unsubscribe sends. */
const ONE_CLICK = { name: "List-Unsubscribe", value: "One-Click" } as const;

/** Far more than the one-click body; anything longer is not one. */
export const ONE_CLICK_MAX_BYTES = 1024;

const text = (c: Context, body: string, status: 200 | 400) => c.text(body, status, { "Cache-Control": "no-store" });

/**
 * POST <withdraw page>?token=T, as Gmail's or Outlook's unsubscribe button sends it (RFC 8058:
 * `application/x-www-form-urlencoded`, body `List-Unsubscribe=One-Click`): withdraws consent and
 * erases through public.withdraw_consent, as anon, the function the page's button calls. A used
 * link answers as withdrawn again, so a client's retry is harmless. Anything else is refused,
 * and changes nothing.
 */
export function oneClickWithdrawal(db: Database) {
  return async (c: Context) => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") {
      return text(c, "Send List-Unsubscribe=One-Click as application/x-www-form-urlencoded.", 400);
    }
    const token = c.req.query("token");
    const body = new URLSearchParams(await c.req.text());
    if (!token || body.get(ONE_CLICK.name) !== ONE_CLICK.value) {
      return text(c, "This address takes a token and the body List-Unsubscribe=One-Click.", 400);
    }
    let answer: unknown;
    try {
      const response = await callFunction(db, "anon", "withdraw_consent", { token });
      if (!response.ok) return response;
      answer = await response.json();
    } catch (error) {
      if (isDatabaseError(error)) return fromDatabaseError(error, "anon");
      throw error;
    }
    if (answer !== "withdrawn") return text(c, "This link is not valid. Nothing was changed.", 400);
    return text(c, "Your consent is withdrawn and your data erased. A confirmation e-mail follows.", 200);
  };
}
