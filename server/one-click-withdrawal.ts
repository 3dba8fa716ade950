import type { Context } from "hono";

import { answerOneClick } from "#shared/one-click-withdrawal.ts";

import { type Database, isDatabaseError } from "./db/database.ts";
import { fromDatabaseError } from "./rest/errors.ts";
import { callFunction } from "./rest/rpc.ts";

/**
 * The one-click withdrawal (RFC 8058, shared/one-click-withdrawal.ts) on the local server: it
 * calls public.withdraw_consent as anon, as POST /rest/v1/rpc/withdraw_consent would, without
 * a round trip through its own API. app.ts puts it under the API's rate limit and a body limit.
 */
export function oneClickWithdrawal(db: Database) {
  const withdraw = async (token: string) => {
    try {
      return await callFunction(db, "anon", "withdraw_consent", { token });
    } catch (error) {
      if (isDatabaseError(error)) return fromDatabaseError(error, "anon");
      throw error;
    }
  };
  return (c: Context) => answerOneClick(c.req.raw, withdraw);
}
