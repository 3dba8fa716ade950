import type { Sql } from "#server/db/database.ts";

/** The page a withdrawal link opens, under the public site; the token rides in the query string. */
export const WITHDRAW_PATH = "/data-rights/withdraw";

/**
 * A new one-click withdrawal link for `address`, made as its e-mail goes: the database keeps
 * only the token's hash (private.issue_withdrawal_link), so the link exists in the e-mail alone.
 */
export async function issueWithdrawalUrl(sql: Sql, siteUrl: string, address: string): Promise<string> {
  const { rows } = await sql.query<{ token: string }>("select private.issue_withdrawal_link($1) as token", [address]);
  const token = rows[0]?.token;
  if (!token) throw new Error("private.issue_withdrawal_link returned no token");
  const url = new URL(WITHDRAW_PATH, siteUrl);
  url.searchParams.set("token", token);
  return url.href;
}
