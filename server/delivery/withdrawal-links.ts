import type { Sql } from "#server/db/database.ts";
import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";

import type { WithdrawalLink } from "./messages.ts";

/** A page link carrying `token` in its fragment: browsers never send a fragment to a server. */
export function pageLink(siteUrl: string, path: string, token: string): string {
  const url = new URL(path, siteUrl);
  url.hash = new URLSearchParams({ token }).toString();
  return url.href;
}

/**
 * A new one-click withdrawal link for `address`, made as its e-mail goes: the database keeps
 * only the token's keyed hash (private.issue_withdrawal_link), so the link exists in the e-mail
 * alone. The page link carries the token in its fragment; the List-Unsubscribe URL, which a
 * mail client POSTs (RFC 8058), in its query.
 */
export async function issueWithdrawalLink(sql: Sql, siteUrl: string, address: string): Promise<WithdrawalLink> {
  const { rows } = await sql.query<{ token: string }>("select private.issue_withdrawal_link($1) as token", [address]);
  const token = rows[0]?.token;
  if (!token) throw new Error("private.issue_withdrawal_link returned no token");
  const oneClick = new URL(DATA_RIGHTS_PAGES.withdraw, siteUrl);
  oneClick.searchParams.set("token", token);
  return { page: pageLink(siteUrl, DATA_RIGHTS_PAGES.withdraw, token), oneClick: oneClick.href };
}
