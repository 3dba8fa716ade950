import type { Sql } from "#server/db/database.ts";
import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";

/**
 * A new one-click withdrawal link for `address`, made as its e-mail goes: the database keeps
 * only the token's hash (private.issue_withdrawal_link), so the link exists in the e-mail alone.
 */
export async function issueWithdrawalUrl(sql: Sql, siteUrl: string, address: string): Promise<string> {
  const { rows } = await sql.query<{ token: string }>("select private.issue_withdrawal_link($1) as token", [address]);
  const token = rows[0]?.token;
  if (!token) throw new Error("private.issue_withdrawal_link returned no token");
  const url = new URL(DATA_RIGHTS_PAGES.withdraw, siteUrl);
  url.searchParams.set("token", token);
  return url.href;
}
