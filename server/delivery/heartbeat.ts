// The scheduled delivery pass's heartbeat (private.delivery_heartbeat, one row): written by
// each pass, read by the next to know when it last swept, and by the deploy's verify.
import type { Sql } from "#server/db/database.ts";

export interface PassRecord {
  tookMs: number;
  emails: number;
  webhooks: number;
  /** False when the pass's time ran out with work left. */
  finished: boolean;
  swept: boolean;
}

export interface Heartbeat {
  passedAt: Date;
  /** How long ago the pass was, by the database's clock. */
  ageMs: number;
  tookMs: number;
  emails: number;
  webhooks: number;
  finished: boolean;
  sweptAt: Date | null;
}

export async function recordPass(sql: Sql, pass: PassRecord): Promise<void> {
  await sql.query("select private.record_delivery_pass($1, $2, $3, $4, $5)", [
    Math.round(pass.tookMs),
    pass.emails,
    pass.webhooks,
    pass.finished,
    pass.swept,
  ]);
}

/** The last pass's heartbeat, or undefined before the first. */
export async function readHeartbeat(sql: Sql): Promise<Heartbeat | undefined> {
  const { rows } = await sql.query<{
    passed_at: Date;
    age_ms: number;
    took_ms: number;
    emails: number;
    webhooks: number;
    finished: boolean;
    swept_at: Date | null;
  }>(
    `select passed_at, (extract(epoch from now() - passed_at) * 1000)::float8 as age_ms,
            took_ms, emails, webhooks, finished, swept_at
       from private.delivery_heartbeat`,
  );
  const row = rows[0];
  return row
    ? {
        passedAt: new Date(row.passed_at),
        ageMs: Number(row.age_ms),
        tookMs: row.took_ms,
        emails: row.emails,
        webhooks: row.webhooks,
        finished: row.finished,
        sweptAt: row.swept_at && new Date(row.swept_at),
      }
    : undefined;
}
