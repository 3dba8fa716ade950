// The delivery step: the delivery Worker (wrangler.delivery.jsonc), which runs one delivery pass
// on each cron trigger, published with wrangler together with its secrets, so the database URL
// and the mail server's login reach that Worker alone, never the site's.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { unstable_readConfig } from "wrangler";

import { deliveryConfig, mailSiteUrl, webhookConfig } from "#server/delivery/config.ts";

import type { Settings } from "./settings.ts";
import { root, runCommand, WRANGLER_QUIET, wrangler } from "./command.ts";
import { DeployStop, type Step, type StepContext } from "./step.ts";

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

/** wrangler with the delivery Worker's config, in a folder of its own for what it writes. */
async function wranglerRun(what: string, args: string[], env: Record<string, string>): Promise<string> {
  const home = mkdtempSync(join(tmpdir(), "sentinel-wrangler-"));
  try {
    return await runCommand({
      what,
      command: wrangler,
      args: [...args, "--config", DELIVERY_CONFIG],
      env: { ...WRANGLER_QUIET, XDG_CONFIG_HOME: join(home, ".config"), ...env },
    });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

async function plan({ settings, say }: StepContext): Promise<void> {
  const secrets = workerSecrets(settings);
  checkAsTheWorker(secrets);
  const outdir = mkdtempSync(join(tmpdir(), "sentinel-delivery-"));
  try {
    const output = await wranglerRun("wrangler deploy --dry-run", ["deploy", "--dry-run", "--outdir", outdir], {});
    for (const line of output.split("\n").filter((line) => /Total Upload|--dry-run/.test(line)))
      say(`wrangler: ${line.trim()}`);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
  say(`would publish the delivery Worker, its cron trigger ${schedule().join(", ")} (UTC)`);
  say(`would set its secrets: ${Object.keys(secrets).join(", ")}`);
}

async function publish({ settings, say }: StepContext): Promise<void> {
  const missing = (["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID"] as const).filter((name) => !settings[name]);
  if (missing.length)
    throw new DeployStop(
      `${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} missing: publishing needs them; nothing was changed`,
    );
  const secrets = workerSecrets(settings);
  checkAsTheWorker(secrets);
  const folder = mkdtempSync(join(tmpdir(), "sentinel-secrets-"));
  const file = join(folder, "secrets.json");
  try {
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
    chmodSync(folder, 0o700);
    // The secrets go up with the Worker's version: the new code never runs without them.
    const output = await wranglerRun("wrangler deploy", ["deploy", "--secrets-file", file], {
      CLOUDFLARE_API_TOKEN: settings.CLOUDFLARE_API_TOKEN ?? "",
      CLOUDFLARE_ACCOUNT_ID: settings.CLOUDFLARE_ACCOUNT_ID ?? "",
    });
    for (const line of output.split("\n").filter((line) => /Uploaded|Deployed|schedule|Current Version/i.test(line)))
      say(`wrangler: ${line.trim()}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  say(`published the delivery Worker with its secrets; it runs ${schedule().join(", ")} (UTC)`);
}

export const deliveryStep: Step = {
  name: "delivery",
  needs: {
    required: ["SUPABASE_DB_URL", "SMTP_URL", "SITE_URL"],
    optional: [
      "NOTIFY_TO",
      "MAIL_FROM",
      "LEAD_WEBHOOK_URL",
      "LEAD_WEBHOOK_SECRET",
      "CLOUDFLARE_API_TOKEN",
      "CLOUDFLARE_ACCOUNT_ID",
    ],
  },
  plan,
  run: publish,
};
