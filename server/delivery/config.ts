import { join } from "node:path";

import { site } from "../../app/content/site.ts";

/** Where the report PDF is published on the site (written by scripts/postbuild.ts). */
export const REPORT_PATH = "/reports/global-cyber-fraud-trends-2025.pdf";

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

/** Settings of the delivery worker; `siteUrl` is where the report PDF is served from. */
export function deliveryConfig(env: NodeJS.ProcessEnv, { siteUrl, dataDir }: { siteUrl: string; dataDir: string }) {
  return {
    reportUrl: env.REPORT_URL || new URL(REPORT_PATH, siteUrl).href,
    notifyTo: env.NOTIFY_TO || site.email,
    pollMs: positive("WORKER_POLL_MS", env.WORKER_POLL_MS, 5000),
    batchSize: positive("WORKER_BATCH_SIZE", env.WORKER_BATCH_SIZE, 10),
    outboxDir: join(dataDir, "outbox"),
  };
}
