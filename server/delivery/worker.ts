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
import { type WebhookSenderOptions, createWebhookSender, retryDelay } from "./webhooks.ts";

/** How long an e-mail is retried, from its row's creation, before it is given up. */
export const RETRY_FOR_MS = 24 * 60 * 60_000;

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
  /** First retry delay, doubled on each failure up to `maxBackoffMs`, jittered, in ms. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long after its row was created an e-mail is still retried, in ms. */
  retryForMs?: number;
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
  /** The column that marks the row given up, and the value it takes then. */
  giveUp: { column: string; value: string };
  send: (row: Row) => Promise<void>;
}

/**
 * Sends report links, lead notifications and digests of the leads over the notification cap.
 * A row is claimed (leased, attempt counted) in its own transaction before anything is sent,
 * with FOR UPDATE SKIP LOCKED so two workers never take the same row; a crash between claim
 * and send leaves the lease to expire and the row to be retried, not lost. A failed e-mail is
 * retried with backoff for 24 hours from its row's creation, then given up; the next digest
 * names the lead. The cap and the digests are the database's
 * (supabase/migrations/20251125000000_cap_lead_notifications.sql, 20251127000300_deliveries_outlast_outages.sql).
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
    maxBackoffMs = 60 * 60_000,
    retryForMs = RETRY_FOR_MS,
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
    giveUp: { column: "status", value: "'Failed'" },
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
             from private.claim_notifications($1, $2 * interval '1 millisecond')
            order by id`,
          [batchSize, leaseMs],
        )
      ).rows,
    done: "notified_at = now()",
    giveUp: { column: "notify_failed_at", value: "now()" },
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
      await db.query("select private.gather_notification_digest($1)", [webhooks ? webhooks.maxPerHour : null]);
      return claim("private.notification_digests", "sent_at is null and failed_at is null");
    },
    done: "sent_at = now()",
    giveUp: { column: "failed_at", value: "now()" },
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
      const delay = Math.round(retryDelay(row.attempts, backoffMs, maxBackoffMs));
      const { column, value } = job.giveUp;
      // Given up once the row has waited `retryForMs` since it was created: an outage of hours
      // costs a lead a late e-mail, not its e-mail.
      const { rows } = await db.query<{ given_up: boolean }>(
        `update ${job.table}
            set ${column} = case when now() >= created_at + $4 * interval '1 millisecond' then ${value} else ${column} end,
                ${job.error} = $2, claimed_until = null, next_attempt_at = now() + $3 * interval '1 millisecond'
          where id = $1
        returning now() >= created_at + $4 * interval '1 millisecond' as given_up`,
        [row.id, message, delay, retryForMs],
      );
      const givenUp = rows[0]?.given_up ?? false;
      log(
        `${job.table} #${row.id}: attempt ${row.attempts} failed (${message})${givenUp ? `, giving up after ${Math.round(retryForMs / 3_600_000)} h${job.table === digests.table ? "" : ": the next digest names it"}` : `, retrying in ${Math.round(delay / 1000)} s`}`,
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
    // Client addresses the database's per-client limit counted are kept for an hour at most.
    await db.query("select private.forget_client_requests()");
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
