import type { Database } from "#server/db/database.ts";

import type { Mailer } from "./mailer.ts";
import {
  type ContactMessage,
  type ReportRequest,
  estimateNotificationEmail,
  notificationEmail,
  reportEmail,
} from "./messages.ts";

export const MAX_ATTEMPTS = 5;

export interface WorkerOptions {
  db: Database;
  mailer: Mailer;
  reportUrl: string;
  notifyTo: string;
  /** How often to look for work, in ms. */
  pollMs?: number;
  /** Rows claimed per look. */
  batchSize?: number;
  /** How long a claim holds before another worker may retry the row, in ms. */
  leaseMs?: number;
  /** First retry delay, doubled on each failure, in ms. */
  backoffMs?: number;
  log?: (line: string) => void;
}

interface Job<Row> {
  table: "download_report" | "contact_messages";
  attempts: string;
  error: string;
  pending: string;
  /** What marks the row done. */
  done: string;
  /** What marks the row given up, where the table records it. */
  failed?: string;
  send: (row: Row) => Promise<void>;
}

type Claimed = { id: number; attempts: number };

/**
 * Sends report links and lead notifications. A row is claimed (leased, attempt counted)
 * in its own transaction before anything is sent, with FOR UPDATE SKIP LOCKED so two
 * workers never take the same row; a crash between claim and send leaves the lease to
 * expire and the row to be retried, not lost.
 */
export function createWorker(options: WorkerOptions) {
  const {
    db,
    mailer,
    reportUrl,
    notifyTo,
    pollMs = 5000,
    batchSize = 10,
    leaseMs = 5 * 60_000,
    backoffMs = 30_000,
  } = options;
  const log = options.log ?? ((line: string) => console.log(line));

  const reports: Job<ReportRequest & Claimed> = {
    table: "download_report",
    attempts: "attempts",
    error: "last_error",
    // Requests held for review (over a mail cap) wait for a person, not for the worker.
    pending: "status = 'Requested' and review_reason is null",
    done: "status = 'Sent', sent_at = now()",
    failed: "status = 'Failed'",
    send: (row) => mailer.send(reportEmail(row, reportUrl)),
  };
  const notifications: Job<ContactMessage & Claimed> = {
    table: "contact_messages",
    attempts: "notify_attempts",
    error: "notify_error",
    pending: `notified_at is null and notify_attempts < ${MAX_ATTEMPTS}`,
    done: "notified_at = now()",
    send: (row) =>
      mailer.send(
        (row.form_source === "roi-calculator" ? estimateNotificationEmail : notificationEmail)(row, notifyTo),
      ),
  };

  async function claim<Row>(job: Job<Row>): Promise<(Row & Claimed)[]> {
    // Oldest first, and sent in that order: UPDATE ... RETURNING keeps no order of its own.
    const { rows } = await db.query<Row & Claimed>(
      `with claimed as (
         update public.${job.table} set claimed_until = now() + $1 * interval '1 millisecond', ${job.attempts} = ${job.attempts} + 1
          where id in (
            select id from public.${job.table}
             where ${job.pending} and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
             order by id
             limit $2
             for update skip locked)
          returning *, ${job.attempts} as attempts)
       select * from claimed order by id`,
      [leaseMs, batchSize],
    );
    return rows;
  }

  async function deliver<Row>(job: Job<Row>, row: Row & Claimed) {
    try {
      await job.send(row);
      await db.query(
        `update public.${job.table} set ${job.done}, claimed_until = null, ${job.error} = null where id = $1`,
        [row.id],
      );
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const last = row.attempts >= MAX_ATTEMPTS;
      const delay = backoffMs * 2 ** (row.attempts - 1);
      await db.query(
        `update public.${job.table}
            set ${last && job.failed ? `${job.failed}, ` : ""}${job.error} = $2, claimed_until = null,
                next_attempt_at = now() + $3 * interval '1 millisecond'
          where id = $1`,
        [row.id, message, delay],
      );
      log(
        `${job.table} #${row.id}: attempt ${row.attempts} failed (${message})${last ? ", giving up" : `, retrying in ${Math.round(delay / 1000)} s`}`,
      );
    }
  }

  /** One pass over both queues; resolves when every e-mail it started has finished. */
  async function runOnce(): Promise<number> {
    let handled = 0;
    for (const job of [reports, notifications] as Job<never>[]) {
      for (const row of await claim(job)) {
        await deliver(job, row);
        handled += 1;
      }
    }
    return handled;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  function schedule() {
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) =>
          log(`delivery pass failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          if (!stopped) schedule();
        });
    }, pollMs);
  }

  return {
    runOnce,
    claimReports: () => claim(reports),
    start() {
      stopped = false;
      schedule();
    },
    /** Stops polling and waits for the e-mail in flight to finish. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
