import type { Sql } from "#server/db/database.ts";

/** One kind of record the sweep looked at: how many were past their period, and how many it deleted. */
export interface Swept {
  kind: string;
  due: number;
  deleted: number;
}

/** The sweep runs this often, and once as the worker starts. */
export const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Deletes what is past its retention period (public.retention_sweep, in
 * supabase/migrations/20251128000200_retention.sql, where the periods are). bigint counts come
 * back as strings from node-postgres, as numbers from PGlite.
 */
export async function sweepRetention(sql: Sql): Promise<Swept[]> {
  const { rows } = await sql.query<{ kind: string; due: string | number; deleted: string | number }>(
    "select kind, due, deleted from public.retention_sweep()",
  );
  return rows.map(({ kind, due, deleted }) => ({ kind, due: Number(due), deleted: Number(deleted) }));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the retention sweep as the worker starts and every `everyMs` after, one at a time. A
 * failed sweep is logged and tried again at the next hour: it never holds up the e-mails,
 * which run on a loop of their own.
 */
export function createRetentionSweeper({
  db,
  everyMs = SWEEP_EVERY_MS,
  log,
}: {
  db: Sql;
  everyMs?: number;
  log: (line: string) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<void> = Promise.resolve();

  async function sweep() {
    try {
      for (const { kind, deleted } of await sweepRetention(db))
        if (deleted > 0) log(`Retention sweep: deleted ${deleted} ${kind} past their retention period`);
    } catch (error) {
      log(`Retention sweep failed (${messageOf(error)}); the next runs in ${Math.round(everyMs / 60_000)} min`);
    }
  }

  const next = () => (last = last.then(sweep));

  return {
    /** One sweep now, after any running; resolves when it is done, and never rejects. */
    sweep: next,
    start() {
      void next();
      timer = setInterval(() => void next(), everyMs);
    },
    /** No more sweeps; resolves once a running one has finished. */
    async stop() {
      clearInterval(timer);
      await last;
    },
  };
}
