import type { Sql } from "#server/db/database.ts";

import { type Claimed, type LeasedTable, claimDue } from "./lease.ts";
import type { DataRightsMail } from "./data-rights-messages.ts";
import type { ContactMessage, Digest, ReportRequest } from "./messages.ts";

// The e-mails' rows. Each is retried for 24 hours from its creation, then given up; the cap
// and the digests are the database's (supabase/migrations/20251125000000_cap_lead_notifications.sql,
// 20251127000300_deliveries_outlast_outages.sql).

/** Report requests: the link e-mailed to the requester; `Failed` once given up. */
export const REPORTS: LeasedTable = {
  name: "public.download_report",
  attempts: "attempts",
  error: "last_error",
  done: "status = 'Sent', sent_at = now()",
  giveUp: { column: "status", value: "'Failed'" },
  since: "created_at",
};

/** Contact messages: the business notified of each, within the cap. */
export const NOTIFICATIONS: LeasedTable = {
  name: "public.contact_messages",
  attempts: "notify_attempts",
  error: "notify_error",
  done: "notified_at = now()",
  giveUp: { column: "notify_failed_at", value: "now()" },
  since: "created_at",
};

/** Digests of what the caps and the outages left. */
export const DIGESTS: LeasedTable = {
  name: "private.notification_digests",
  attempts: "attempts",
  error: "last_error",
  done: "sent_at = now()",
  giveUp: { column: "failed_at", value: "now()" },
  since: "created_at",
};

/**
 * The data-rights e-mails (20251128000100_data_rights.sql): a sent or given-up one keeps no
 * address, token or payload (a trigger of 20251129000200_erasure_leaves_nothing.sql), so the
 * confirm link and the copy of a person's data live in the e-mail alone. One queued over the
 * hour's budget waits until send_after (next_attempt_at), and is retried for a day from then.
 */
export const DATA_RIGHTS_MAIL: LeasedTable = {
  name: "private.data_rights_mail",
  attempts: "attempts",
  error: "last_error",
  done: "sent_at = now(), token = null, payload = null",
  giveUp: { column: "failed_at", value: "now()" },
  since: "send_after",
};

interface Lease {
  leaseMs: number;
  limit: number;
}

/** Report requests due, oldest first; those held for review (over a mail cap) wait for a person instead. */
export const claimReports = (sql: Sql, lease: Lease) =>
  claimDue<ReportRequest>(sql, REPORTS.name, "status = 'Requested' and review_reason is null", lease);

/** Data-rights e-mails due, oldest first; an erasure's confirmation with its sealed recipient opened. */
export const claimDataRightsMail = (sql: Sql, lease: Lease) =>
  claimDue<DataRightsMail>(sql, DATA_RIGHTS_MAIL.name, "sent_at is null and failed_at is null", {
    ...lease,
    columns: "id, kind, token, payload, attempts, coalesce(to_address, private.unseal(sealed_to)) as recipient",
  });

/** Contact messages due, oldest first, as many as the cap leaves room for: the database decides. */
export async function claimNotifications(sql: Sql, { leaseMs, limit }: Lease): Promise<(ContactMessage & Claimed)[]> {
  const { rows } = await sql.query<ContactMessage & Claimed>(
    `select *, notify_attempts as attempts
       from private.claim_notifications($1, $2 * interval '1 millisecond')
      order by id`,
    [limit, leaseMs],
  );
  return rows;
}

/**
 * Gathers a digest when one is due (leads over the cap, deliveries failed for good, lead events
 * waiting for `webhookPerHour`, null without a webhook), then claims the digests due.
 */
export async function claimDigests(sql: Sql, lease: Lease, webhookPerHour: number | null) {
  await sql.query("select private.gather_notification_digest($1)", [webhookPerHour]);
  return claimDue<Digest>(sql, DIGESTS.name, "sent_at is null and failed_at is null", lease);
}

/** Client addresses the database's per-client limit counted are kept for an hour at most. */
export async function forgetClientRequests(sql: Sql): Promise<void> {
  await sql.query("select private.forget_client_requests()");
}
