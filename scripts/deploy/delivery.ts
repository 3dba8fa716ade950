// The delivery step: the delivery Worker (wrangler.delivery.jsonc), which runs one delivery pass
// on each cron trigger, published with wrangler together with its secrets (worker-release.ts), so
// the database URL and the mail server's login reach that Worker alone, never the site's.
import { join } from "node:path";

import { unstable_readConfig } from "wrangler";

import { deliveryConfig, mailSiteUrl, webhookConfig } from "#server/delivery/config.ts";

import { type Runner, root, runCommand } from "./command.ts";
import { type PublishedLookup, publishedVersion } from "./published-version.ts";
import type { Settings } from "./settings.ts";
import { DeployStop, type Step, type StepContext } from "./step.ts";
import { type WorkerRelease, workerReleases } from "./worker-release.ts";

export const DELIVERY_CONFIG = join(root, "wrangler.delivery.jsonc");

/**
 * The Worker's secrets, by the names `npm run worker` reads: every one is set on each deploy,
 * an optional one left unset as empty, so a setting removed here is removed there too
 * (secrets a deploy does not name stay as they were).
 */
export function workerSecrets(settings: Settings): Record<string, string> {
  return {
    DATABASE_URL: settings.SUPABASE_DB_URL ?? "",
    SMTP_URL: settings.SMTP_URL ?? "",
    SITE_URL: settings.SITE_URL ?? "",
    NOTIFY_TO: settings.NOTIFY_TO ?? "",
    MAIL_FROM: settings.MAIL_FROM ?? "",
    LEAD_WEBHOOK_URL: settings.LEAD_WEBHOOK_URL ?? "",
    LEAD_WEBHOOK_SECRET: settings.LEAD_WEBHOOK_SECRET ?? "",
  };
}

/** The pass's own checks of its settings, as the Worker will make them: stops naming the first at fault. */
function checkAsTheWorker(secrets: Record<string, string>): void {
  try {
    deliveryConfig(secrets, { siteUrl: mailSiteUrl(secrets) ?? "", dataDir: "" });
    webhookConfig(secrets);
  } catch (error) {
    throw new DeployStop(error instanceof Error ? error.message : String(error));
  }
}

const schedule = () => unstable_readConfig({ config: DELIVERY_CONFIG }).triggers.crons ?? [];

const deliveryWorker = (settings: Settings): WorkerRelease => ({
  label: "the delivery Worker",
  config: "wrangler.delivery.jsonc",
  secrets: workerSecrets(settings),
});

export function deliveryStepWith(run: Runner, lookup: PublishedLookup): Step {
  const releases = workerReleases(run, lookup);
  return {
    name: "delivery",
    needs: {
      required: ["SUPABASE_DB_URL", "SMTP_URL", "SITE_URL"],
      optional: ["NOTIFY_TO", "MAIL_FROM", "LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"],
      toChange: ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID"],
    },
    async plan({ settings, say }: StepContext): Promise<void> {
      const worker = deliveryWorker(settings);
      checkAsTheWorker(worker.secrets);
      await releases.plan([worker], settings, say);
      say(`its cron trigger: ${schedule().join(", ")} (UTC)`);
    },
    async run({ settings, say }: StepContext): Promise<void> {
      const worker = deliveryWorker(settings);
      checkAsTheWorker(worker.secrets);
      await releases.publish([worker], settings, say);
      say(`the delivery Worker runs ${schedule().join(", ")} (UTC)`);
    },
  };
}

export const deliveryStep = deliveryStepWith(runCommand, publishedVersion);
