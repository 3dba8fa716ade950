import type { Database } from "#server/db/database.ts";

import { type Outcome, createJobLoop } from "./job-loop.ts";
import { type Claimed, type LeasedTable, recordOutcomes } from "./lease.ts";
import {
  DIGESTS,
  NOTIFICATIONS,
  REPORTS,
  claimDigests,
  claimNotifications,
  claimReports,
  forgetClientRequests,
} from "./mail-queries.ts";
import type { Mailer } from "./mailer.ts";
import { type Email, digestEmail, estimateNotificationEmail, notificationEmail, reportEmail } from "./messages.ts";
import { type WebhookSenderOptions, createWebhookSender } from "./webhooks.ts";

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

/** An e-mail to send, and the row it belongs to. */
interface Mail extends Claimed {
  table: LeasedTable;
  send: () => Promise<void>;
}

/**
 * Sends report links, lead notifications and digests of the leads over the notification cap,
 * one at a time, on a loop of its own (job-loop.ts). A row is claimed (leased, attempt counted)
 * in its own transaction before anything is sent, with FOR UPDATE SKIP LOCKED so two workers
 * never take the same row, and its outcome is recorded before the next e-mail goes: a crash
 * between claim and record leaves the lease to expire and the row to be retried, not lost. A
 * failed e-mail is retried with backoff for 24 hours from its row's creation, then given up;
 * the next digest names the lead (mail-queries.ts). Lead events go to the CRM's webhook on a
 * loop of their own (webhooks.ts), so a slow or dead receiver never holds an e-mail back.
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

  const mails = <Row extends Claimed>(table: LeasedTable, rows: Row[], email: (row: Row) => Email): Mail[] =>
    rows.map((row) => ({ id: row.id, attempts: row.attempts, table, send: () => mailer.send(email(row)) }));

  async function record(outcome: Outcome<Mail>) {
    const { table, id, attempts } = outcome.job;
    const givenUp = await recordOutcomes(db, table, [outcome], retryForMs);
    if (outcome.status !== "retry") return;
    const { error, retryInMs } = outcome;
    log(
      `${table.name} #${id}: attempt ${attempts} failed (${error})${givenUp.has(id) ? `, giving up after ${Math.round(retryForMs / 3_600_000)} h${table === DIGESTS ? "" : ": the next digest names it"}` : `, retrying in ${Math.round(retryInMs / 1000)} s`}`,
    );
  }

  const loop = createJobLoop<Mail>({
    name: "delivery",
    // Notifications before digests: a digest takes only what the cap left waiting.
    claims: [
      async (limit) => {
        await forgetClientRequests(db);
        return mails(REPORTS, await claimReports(db, { leaseMs, limit }), (row) => reportEmail(row, reportUrl));
      },
      async (limit) =>
        mails(NOTIFICATIONS, await claimNotifications(db, { leaseMs, limit }), (row) =>
          row.form_source === "roi-calculator"
            ? estimateNotificationEmail(row, notifyTo, siteUrl)
            : notificationEmail(row, notifyTo),
        ),
      async (limit) =>
        mails(DIGESTS, await claimDigests(db, { leaseMs, limit }, webhooks ? webhooks.maxPerHour : null), (row) =>
          digestEmail(row, notifyTo),
        ),
    ],
    run: (mail) => mail.send(),
    recordEach: true,
    record: async (outcomes) => {
      for (const outcome of outcomes) await record(outcome);
    },
    pollMs,
    batchSize,
    concurrency: 1,
    backoffMs,
    maxBackoffMs,
    log,
  });

  return {
    /** One pass over the queues; resolves when every e-mail it started has finished. */
    runOnce: () => loop.runOnce(),
    claimReports: () => claimReports(db, { leaseMs, limit: batchSize }),
    start() {
      loop.start();
      webhooks?.start();
    },
    /**
     * Stops polling, undoes the claims of the e-mails not yet begun and waits for the one in
     * flight to finish, and for the webhooks (webhooks.ts).
     */
    async stop() {
      await Promise.all([loop.stop(), webhooks?.stop()]);
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
