import { join } from "node:path";

import { brand } from "#shared/brand.ts";
import { REPORT_PATH } from "#shared/build.ts";

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

/** Settings of the delivery worker; `siteUrl` is the public site, where the report PDF is served from. */
export function deliveryConfig(env: NodeJS.ProcessEnv, { siteUrl, dataDir }: { siteUrl: string; dataDir: string }) {
  return {
    reportUrl: env.REPORT_URL || new URL(REPORT_PATH, siteUrl).href,
    siteUrl,
    notifyTo: env.NOTIFY_TO || brand.email,
    pollMs: positive("WORKER_POLL_MS", env.WORKER_POLL_MS, 5000),
    batchSize: positive("WORKER_BATCH_SIZE", env.WORKER_BATCH_SIZE, 10),
    outboxDir: join(dataDir, "outbox"),
  };
}
