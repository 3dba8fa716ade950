// One delivery pass with the delivery Worker's settings (scheduled-worker.ts): the same engine as
// `npm run worker`, against the project's Postgres over the runtime's TCP sockets (pg under
// nodejs_compat) and the mail provider over SMTP. Its settings are the worker's, given as the
// Worker's variables and secrets (docs/decisions/045-scheduled-delivery-pass.md).
import { brand } from "#shared/brand.ts";
import { openPostgres } from "#server/db/postgres.ts";

import { deliveryConfig, mailSiteUrl, webhookConfig } from "./config.ts";
import { dkimConfig } from "./dkim.ts";
import { createMailer } from "./mailer.ts";
import { runDeliveryPass } from "./pass.ts";
import { logRedacted } from "./redact.ts";
import { createWorker } from "./worker.ts";

export type Env = Record<string, string | undefined>;

/** A pass starts no round after this, by default: a cron fires every minute (wrangler.delivery.jsonc). */
export const DEFAULT_PASS_BUDGET_MS = 45_000;

/** Lead events in flight at once: a Worker holds six connections at most, and the pass needs two for Postgres and mail. */
const WEBHOOK_CONCURRENCY = 4;

function budget(env: Env): number {
  const value = env.DELIVERY_PASS_BUDGET_MS;
  if (!value) return DEFAULT_PASS_BUDGET_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new Error(`DELIVERY_PASS_BUDGET_MS must be a positive whole number of ms`);
  return ms;
}

/** One pass with `env`'s settings; rejects, naming the setting, when one is missing or malformed. */
export async function scheduledPass(env: Env): Promise<void> {
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set: the delivery Worker needs the project's Postgres");
  if (!env.SMTP_URL) throw new Error("SMTP_URL is not set: the delivery Worker needs a mail server");
  const target = webhookConfig(env);
  const settings = deliveryConfig(env, { siteUrl: mailSiteUrl(env) ?? brand.url, dataDir: "" });
  const budgetMs = budget(env);
  const db = openPostgres(env.DATABASE_URL, { max: 1 });
  const mailer = createMailer(env, settings.outboxDir, dkimConfig(env));
  try {
    const worker = createWorker({
      db,
      mailer,
      reportUrl: settings.reportUrl,
      siteUrl: settings.siteUrl,
      notifyTo: settings.notifyTo,
      batchSize: settings.batchSize,
      webhooks: target && { ...target, concurrency: WEBHOOK_CONCURRENCY },
      log: logRedacted,
    });
    const pass = await runDeliveryPass({ db, worker, budgetMs });
    logRedacted(
      `Delivery pass: ${pass.emails} e-mails and ${pass.webhooks} lead events in ${pass.tookMs} ms${pass.finished ? "" : "; the rest waits for the next pass"}${pass.swept ? "; retention swept" : ""}`,
    );
  } finally {
    mailer.close();
    await db.close();
  }
}
