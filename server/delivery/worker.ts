import type { Database } from "#server/db/database.ts";

import { type Claimed, claimDue } from "./lease.ts";
import type { Mailer } from "./mailer.ts";
import {
  type ContactMessage,
  type Digest,
  type ReportRequest,
  digestEmail,
  estimateNotificationEmail,
  notificationEmail,
  reportEmail,
} from "./messages.ts";
import { type WebhookSenderOptions, createWebhookSender } from "./webhooks.ts";

export const MAX_ATTEMPTS = 5;

export interface WorkerOptions {
  db: Database;
  mailer: Mailer;
  reportUrl: string;
  notifyTo: string;
  /** The public site, whose links a notification may make clickable. */
  siteUrl?: string;
  /** How often to look for work, in ms. */
  pollMs?: number;
  /** Rows claimed per look. */
  batchSize?: number;
  /** How long a claim holds before another worker may retry the row, in ms. */
  leaseMs?: number;
  /** First retry delay, doubled on each failure, in ms. */
  backoffMs?: number;
  /** Where lead events go (LEAD_WEBHOOK_URL); without it they are recorded and not sent. */
  webhooks?: Omit<WebhookSenderOptions, "db" | "log">;
  log?: (line: string) => void;
}

interface Job<Row> {
  /** Schema-qualified. */
  table: string;
  error: string;
  /** Takes the rows due, leased and their attempt counted, oldest first. */
  claim: () => Promise<(Row & Claimed)[]>;
  /** What marks the row done. */
  done: string;
  /** What marks the row given up, where the table records it. */
  failed?: string;
  send: (row: Row) => Promise<void>;
}

/**
 * Sends report links, lead notifications and digests of the leads over the notification cap.
 * A row is claimed (leased, attempt counted) in its own transaction before anything is sent,
 * with FOR UPDATE SKIP LOCKED so two workers never take the same row; a crash between claim
 * and send leaves the lease to expire and the row to be retried, not lost. The cap and the
 * digests are the database's (supabase/migrations/20251125000000_cap_lead_notifications.sql).
 * Lead events go to the CRM's webhook on a loop of their own (webhooks.ts), so a slow or
 * dead receiver never holds an e-mail back.
 */
export function createWorker(options: WorkerOptions) {
  const {
    db,
    mailer,
    reportUrl,
    notifyTo,
    siteUrl,
    pollMs = 5000,
    batchSize = 10,
    leaseMs = 5 * 60_000,
    backoffMs = 30_000,
  } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const webhooks = options.webhooks && createWebhookSender({ db, log, ...options.webhooks });

  const claim = <Row>(table: string, pending: string) =>
    claimDue<Row>(db, table, pending, { leaseMs, limit: batchSize });

  const reports: Job<ReportRequest> = {
    table: "public.download_report",
    error: "last_error",
    // Requests held for review (over a mail cap) wait for a person, not for the worker.
    claim: () => claim("public.download_report", "status = 'Requested' and review_reason is null"),
    done: "status = 'Sent', sent_at = now()",
    failed: "status = 'Failed'",
    send: (row) => mailer.send(reportEmail(row, reportUrl)),
  };
  const notifications: Job<ContactMessage> = {
    table: "public.contact_messages",
    error: "notify_error",
    // The database decides how many fit under the cap.
    claim: async () =>
      (
        await db.query<ContactMessage & Claimed>(
          `select *, notify_attempts as attempts
             from private.claim_notifications($1, $2 * interval '1 millisecond', $3)
            order by id`,
          [batchSize, leaseMs, MAX_ATTEMPTS],
        )
      ).rows,
    done: "notified_at = now()",
    send: (row) =>
      mailer.send(
        row.form_source === "roi-calculator"
          ? estimateNotificationEmail(row, notifyTo, siteUrl)
          : notificationEmail(row, notifyTo),
      ),
  };
  const digests: Job<Digest> = {
    table: "private.notification_digests",
    error: "last_error",
    claim: async () => {
      await db.query("select private.gather_notification_digest($1)", [MAX_ATTEMPTS]);
      return claim("private.notification_digests", `sent_at is null and attempts < ${MAX_ATTEMPTS}`);
    },
    done: "sent_at = now()",
    send: (row) => mailer.send(digestEmail(row, notifyTo)),
  };

  async function deliver<Row>(job: Job<Row>, row: Row & Claimed) {
    try {
      await job.send(row);
      await db.query(`update ${job.table} set ${job.done}, claimed_until = null, ${job.error} = null where id = $1`, [
        row.id,
      ]);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const last = row.attempts >= MAX_ATTEMPTS;
      const delay = backoffMs * 2 ** (row.attempts - 1);
      await db.query(
        `update ${job.table}
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

  async function work<Row>(job: Job<Row>): Promise<number> {
    const rows = await job.claim();
    for (const row of rows) await deliver(job, row);
    return rows.length;
  }

  /** One pass over the queues; resolves when every e-mail it started has finished. */
  async function runOnce(): Promise<number> {
    // Notifications before digests: a digest takes only what the cap left waiting.
    return (await work(reports)) + (await work(notifications)) + (await work(digests));
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
    claimReports: () => reports.claim(),
    start() {
      stopped = false;
      schedule();
      webhooks?.start();
    },
    /** Stops polling and waits for the e-mail in flight to finish, and for the webhooks (webhooks.ts). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([running, webhooks?.stop()]);
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
