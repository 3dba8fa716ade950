import type { Sql } from "#server/db/database.ts";

/** A row as a claim returns it: leased, and this attempt counted in `attempts`. */
export type Claimed = { id: number; attempts: number };

/**
 * Takes up to `limit` rows of `table` that `pending` selects and whose backoff and lease are
 * over, first by `order` (oldest first by default): leases them for `leaseMs` (claimed_until)
 * and counts the attempt, in one statement. FOR UPDATE SKIP LOCKED passes over rows another worker is claiming, and the
 * lease keeps them from every other worker until it ends, so no two workers hold one row at
 * once; a worker that dies leaves its rows to be retried when the lease runs out.
 */
export async function claimDue<Row>(
  db: Sql,
  table: string,
  pending: string,
  { leaseMs, limit, order = "id" }: { leaseMs: number; limit: number; order?: string },
): Promise<(Row & Claimed)[]> {
  // Sent in that order: UPDATE ... RETURNING keeps no order of its own.
  const { rows } = await db.query<Row & Claimed>(
    `with claimed as (
       update ${table} set claimed_until = now() + $1 * interval '1 millisecond', attempts = attempts + 1
        where id in (
          select id from ${table}
           where ${pending} and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
           order by ${order}
           limit $2
           for update skip locked)
        returning *)
     select * from claimed order by ${order}`,
    [leaseMs, limit],
  );
  return rows;
}

/**
 * Ends every lease in `db`: for a database only this process can reach (it holds DATA_DIR's
 * lock), where any lease is a dead process's, so its rows need not wait for it to run out.
 */
export async function endOrphanedLeases(db: Sql): Promise<void> {
  await db.exec(
    `update public.download_report set claimed_until = null where claimed_until is not null;
     update public.contact_messages set claimed_until = null where claimed_until is not null;
     update private.lead_events set claimed_until = null where claimed_until is not null;`,
  );
}
