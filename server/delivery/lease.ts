import type { Sql } from "#server/db/database.ts";

import type { Outcome } from "./job-loop.ts";

/** A row as a claim returns it: leased, and this attempt counted in `attempts`. */
export type Claimed = { id: number; attempts: number };

/** A table whose rows are claimed with a lease, and the columns an outcome writes. */
export interface LeasedTable {
  /** Schema-qualified. */
  name: string;
  /** The column that counts attempts (a claim returns it as `attempts`), and the one that says why the last failed. */
  attempts: string;
  error: string;
  /** What marks a row done. */
  done: string;
  /** The column that marks a row given up, and the value it takes then. */
  giveUp: { column: string; value: string };
  /** When the row's attempts began: a failure `retryForMs` after it gives the row up. */
  since: string;
}

/**
 * Takes up to `limit` rows of `table` that `pending` selects and whose backoff and lease are
 * over, first by `order` (oldest first by default): leases them for `leaseMs` (claimed_until)
 * and counts the attempt, in one statement; `columns` is what it returns of each row. FOR UPDATE SKIP LOCKED passes over rows another worker is claiming, and the
 * lease keeps them from every other worker until it ends, so no two workers hold one row at
 * once; a worker that dies leaves its rows to be retried when the lease runs out.
 */
export async function claimDue<Row>(
  db: Sql,
  table: string,
  pending: string,
  { leaseMs, limit, order = "id", columns = "*" }: { leaseMs: number; limit: number; order?: string; columns?: string },
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
     select ${columns} from claimed order by ${order}`,
    [leaseMs, limit],
  );
  return rows;
}

/**
 * Records what became of claimed rows, in one statement for each kind of outcome, whatever
 * their number: a busy database then spends one round trip on many rows. An outcome applies
 * only to the attempt it belongs to (id and attempts), so neither a replay begun meanwhile nor
 * another worker's later claim is overwritten. Resolves with the ids of the rows given up.
 */
export async function recordOutcomes(
  sql: Sql,
  table: LeasedTable,
  outcomes: Outcome<Claimed>[],
  retryForMs: number,
): Promise<Set<number>> {
  const { name, attempts, error, giveUp, since } = table;
  const of = <Status extends Outcome<Claimed>["status"]>(status: Status) =>
    outcomes.filter((outcome): outcome is Extract<Outcome<Claimed>, { status: Status }> => outcome.status === status);
  const keys = (list: Outcome<Claimed>[]) => [list.map(({ job }) => job.id), list.map(({ job }) => job.attempts)];
  const update = async (list: Outcome<Claimed>[], set: string) => {
    if (list.length)
      await sql.query(
        `update ${name} t set ${set}
           from unnest($1::bigint[], $2::int[]) as o (id, attempts)
          where t.id = o.id and t.${attempts} = o.attempts`,
        keys(list),
      );
  };
  const updateWithError = async (list: (Outcome<Claimed> & { error: string })[], set: string) => {
    if (list.length)
      await sql.query(
        `update ${name} t set ${set}, claimed_until = null, ${error} = o.error
           from unnest($1::bigint[], $2::int[], $3::text[]) as o (id, attempts, error)
          where t.id = o.id and t.${attempts} = o.attempts`,
        [...keys(list), list.map((outcome) => outcome.error)],
      );
  };

  await update(of("done"), `${table.done}, claimed_until = null, ${error} = null`);
  await update(of("released"), `claimed_until = null, ${attempts} = t.${attempts} - 1`);
  // Due again at once: the next worker to start takes it.
  await updateWithError(of("abandoned"), "next_attempt_at = now()");
  await updateWithError(of("failed"), `${giveUp.column} = ${giveUp.value}`);

  const retried = of("retry");
  if (!retried.length) return new Set();
  // Given up once the row has been tried for `retryForMs`: an outage of hours delays a
  // delivery, and loses none.
  const over = `now() >= t.${since} + $5 * interval '1 millisecond'`;
  const { rows } = await sql.query<{ id: number; given_up: boolean }>(
    `update ${name} t
        set ${giveUp.column} = case when ${over} then ${giveUp.value} else t.${giveUp.column} end,
            ${error} = o.error, claimed_until = null, next_attempt_at = now() + o.delay * interval '1 millisecond'
       from unnest($1::bigint[], $2::int[], $3::text[], $4::int[]) as o (id, attempts, error, delay)
      where t.id = o.id and t.${attempts} = o.attempts
    returning t.id, ${over} as given_up`,
    [
      ...keys(retried),
      retried.map((outcome) => outcome.error),
      retried.map((outcome) => outcome.retryInMs),
      retryForMs,
    ],
  );
  return new Set(rows.filter((row) => row.given_up).map((row) => row.id));
}

/**
 * Ends every lease in `db`: for a database only this process can reach (it holds DATA_DIR's
 * lock), where any lease is a dead process's, so its rows need not wait for it to run out.
 */
export async function endOrphanedLeases(db: Sql): Promise<void> {
  await db.exec(
    `update public.download_report set claimed_until = null where claimed_until is not null;
     update public.contact_messages set claimed_until = null where claimed_until is not null;
     update private.lead_events set claimed_until = null where claimed_until is not null;
     update private.data_rights_mail set claimed_until = null where claimed_until is not null;`,
  );
}
