import type { Sql } from "#server/db/database.ts";
import { RETENTION } from "#shared/data-rights.ts";

import { sweepOutbox } from "./outbox.ts";
import { redactAddresses } from "./redact.ts";

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

/** The local outbox's e-mails are kept as long as the mail rows they were sent for. */
export const OUTBOX_RETENTION_MS = RETENTION.deliveryRecords.days * 24 * 60 * 60_000;

/** The e-mails of the local outbox (outbox.ts) past OUTBOX_RETENTION_MS before `now`, deleted. */
export async function sweepOutboxRetention(outboxDir: string, now = new Date()): Promise<Swept> {
  return { kind: "outbox e-mails", ...(await sweepOutbox(outboxDir, new Date(now.getTime() - OUTBOX_RETENTION_MS))) };
}

const messageOf = (error: unknown) => redactAddresses(error instanceof Error ? error.message : String(error));

/**
 * Runs the retention sweep as the worker starts and every `everyMs` after, one at a time: the
 * database's, then the local outbox's when `outboxDir` is given. A failed sweep is logged and
 * tried again at the next hour: it never holds up the e-mails, which run on a loop of their own.
 */
export function createRetentionSweeper({
  db,
  everyMs = SWEEP_EVERY_MS,
  outboxDir,
  log,
}: {
  db: Sql;
  everyMs?: number;
  /** Where the mailer writes e-mails without SMTP_URL (DATA_DIR/outbox). */
  outboxDir?: string;
  log: (line: string) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<void> = Promise.resolve();

  /** One part of the sweep; a failure leaves the other to run. */
  async function part(swept: () => Promise<Swept[]>) {
    try {
      for (const { kind, deleted } of await swept())
        if (deleted > 0) log(`Retention sweep: deleted ${deleted} ${kind} past their retention period`);
    } catch (error) {
      log(`Retention sweep failed (${messageOf(error)}); the next runs in ${Math.round(everyMs / 60_000)} min`);
    }
  }

  async function sweep() {
    await part(() => sweepRetention(db));
    if (outboxDir !== undefined) await part(async () => [await sweepOutboxRetention(outboxDir)]);
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
