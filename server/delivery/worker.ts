import type { Database } from "#server/db/database.ts";

import { type Outcome, PermanentFailure, createJobLoop } from "./job-loop.ts";
import { type Claimed, type LeasedTable, recordOutcomes } from "./lease.ts";
import { brand } from "#shared/brand.ts";

import {
  type DataRightsMail,
  copyEmail,
  correctionEmail,
  erasedEmail,
  erasureNoticeEmail,
  verifyEmail,
} from "./data-rights-messages.ts";
import {
  DATA_RIGHTS_MAIL,
  DIGESTS,
  NOTIFICATIONS,
  REPORTS,
  claimDataRightsMail,
  claimDigests,
  claimNotifications,
  claimReports,
  forgetClientRequests,
} from "./mail-queries.ts";
import type { Mailer } from "./mailer.ts";
import { type Email, digestEmail, estimateNotificationEmail, notificationEmail, reportEmail } from "./messages.ts";
import { createRetentionSweeper } from "./retention-sweep.ts";
import { type WebhookSenderOptions, createWebhookSender } from "./webhooks.ts";
import { issueWithdrawalLink } from "./withdrawal-links.ts";

/** How long an e-mail is retried, from its row's creation, before it is given up. */
export const RETRY_FOR_MS = 24 * 60 * 60_000;

export interface WorkerOptions {
  db: Database;
  mailer: Mailer;
  reportUrl: string;
  notifyTo: string;
  /**
   * The public site: the withdrawal and confirmation links point to its pages, and a
   * notification may make its links clickable.
   */
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
  /** How often the retention sweep runs, in ms (and once at the start). */
  sweepEveryMs?: number;
  /** The local outbox (no SMTP_URL), swept with the mail rows. */
  outboxDir?: string;
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
 * Sends report links, data-rights e-mails, lead notifications and digests of the leads over the
 * notification cap, one at a time, on a loop of its own (job-loop.ts). A row is claimed (leased, attempt counted)
 * in its own transaction before anything is sent, with FOR UPDATE SKIP LOCKED so two workers
 * never take the same row, and its outcome is recorded before the next e-mail goes: a crash
 * between claim and record leaves the lease to expire and the row to be retried, not lost. A
 * failed e-mail is retried with backoff for 24 hours from its row's creation, then given up;
 * the next digest names the lead (mail-queries.ts). Lead events go to the CRM's webhook on a
 * loop of their own (webhooks.ts), so a slow or dead receiver never holds an e-mail back. Every
 * e-mail to a visitor carries a withdrawal link made as it goes (withdrawal-links.ts). The
 * retention sweep runs hourly beside them (retention-sweep.ts).
 */
export function createWorker(options: WorkerOptions) {
  const {
    db,
    mailer,
    reportUrl,
    notifyTo,
    siteUrl = brand.url,
    pollMs = 5000,
    batchSize = 10,
    leaseMs = 5 * 60_000,
    backoffMs = 30_000,
    maxBackoffMs = 60 * 60_000,
    retryForMs = RETRY_FOR_MS,
  } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const webhooks = options.webhooks && createWebhookSender({ db, log, ...options.webhooks });
  const sweeper = createRetentionSweeper({ db, everyMs: options.sweepEveryMs, outboxDir: options.outboxDir, log });

  const mails = <Row extends Claimed>(
    table: LeasedTable,
    rows: Row[],
    email: (row: Row) => Email | Promise<Email>,
  ): Mail[] =>
    rows.map((row) => ({ id: row.id, attempts: row.attempts, table, send: async () => mailer.send(await email(row)) }));

  const withdrawal = (address: string) => issueWithdrawalLink(db, siteUrl, address);

  async function dataRightsEmail(row: DataRightsMail): Promise<Email> {
    if (row.kind === "correction") return correctionEmail(row.id, row.payload, notifyTo);
    if (row.kind === "erasure-notice") return erasureNoticeEmail(row.id, row.payload, notifyTo);
    const to = row.recipient;
    if (!to) throw new PermanentFailure(`a ${row.kind} e-mail without an address`);
    if (row.kind === "erased") {
      // The copies a local outbox kept of earlier e-mails naming the person go with their data.
      await mailer.forget(to);
      return erasedEmail(to, row.payload);
    }
    if (row.kind === "copy") return copyEmail(to, row.payload, await withdrawal(to));
    if (!row.token) throw new PermanentFailure("a verify e-mail without its token");
    const { kind, name, company } = row.payload;
    return verifyEmail(to, kind, row.token, siteUrl, await withdrawal(to), { name, company });
  }

  async function record(outcome: Outcome<Mail>) {
    const { table, id, attempts } = outcome.job;
    const givenUp = await recordOutcomes(db, table, [outcome], retryForMs);
    if (outcome.status === "failed") log(`${table.name} #${id}: ${outcome.error}, not sent`);
    if (outcome.status !== "retry") return;
    const { error, retryInMs } = outcome;
    log(
      `${table.name} #${id}: attempt ${attempts} failed (${error})${givenUp.has(id) ? `, giving up after ${Math.round(retryForMs / 3_600_000)} h${table === REPORTS || table === NOTIFICATIONS ? ": the next digest names it" : ""}` : `, retrying in ${Math.round(retryInMs / 1000)} s`}`,
    );
  }

  let stopped = false;
  let settingRetry: NodeJS.Timeout | undefined;
  /** Records whether lead events go anywhere; rejects when the database cannot be reached. */
  async function markWebhookSetting(): Promise<void> {
    const { rows } = await db.query<{ failed: number }>("select private.set_webhook_configured($1) as failed", [
      Boolean(webhooks),
    ]);
    const failed = Number(rows[0]?.failed ?? 0);
    if (failed)
      log(
        `${failed} deletions waiting for the CRM cannot reach it without LEAD_WEBHOOK_URL: the next digest names them`,
      );
  }
  async function recordWebhookSetting(): Promise<void> {
    try {
      await markWebhookSetting();
    } catch (error) {
      log(
        `Could not record whether LEAD_WEBHOOK_URL is set (${error instanceof Error ? error.message : String(error)}); trying again`,
      );
      if (!stopped) settingRetry = setTimeout(() => void recordWebhookSetting(), pollMs);
    }
  }

  const loop = createJobLoop<Mail>({
    name: "delivery",
    // Notifications before digests: a digest takes only what the cap left waiting.
    claims: [
      async (limit) => {
        await forgetClientRequests(db);
        return mails(REPORTS, await claimReports(db, { leaseMs, limit }), async (row) =>
          reportEmail(row, reportUrl, await withdrawal(row.email)),
        );
      },
      async (limit) => mails(DATA_RIGHTS_MAIL, await claimDataRightsMail(db, { leaseMs, limit }), dataRightsEmail),
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
    /** One claim of lead events, sent; resolves with how many it claimed (none without LEAD_WEBHOOK_URL). */
    sendWebhooksOnce: async () => (webhooks ? webhooks.runOnce() : 0),
    /** What start() records first, once, for a pass outside the loops (pass.ts); rejects when it cannot. */
    markWebhookSetting,
    claimReports: () => claimReports(db, { leaseMs, limit: batchSize }),
    /** One retention sweep now; resolves when it is done, and never rejects. */
    sweep: () => sweeper.sweep(),
    /**
     * Records whether lead events go anywhere (the database then emits `lead.erased` and
     * `lead.expired` only where they can), then starts the loops. A database that cannot be
     * reached yet is asked again every `pollMs`, as the loops ask it for work.
     */
    async start() {
      stopped = false;
      await recordWebhookSetting();
      loop.start();
      webhooks?.start();
      sweeper.start();
    },
    /**
     * Stops polling, undoes the claims of the e-mails not yet begun and waits for the one in
     * flight to finish, and for the webhooks (webhooks.ts).
     */
    async stop() {
      stopped = true;
      clearTimeout(settingRetry);
      await Promise.all([loop.stop(), webhooks?.stop(), sweeper.stop()]);
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
