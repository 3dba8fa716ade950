// One delivery pass with a time budget, for a platform that runs it on a schedule (the delivery
// Worker's cron trigger) instead of a process that polls: the same worker, claims and SQL as
// `npm run worker`, run round after round until nothing is due or the budget is spent.
import type { Sql } from "#server/db/database.ts";

import { type PassRecord, readHeartbeat, recordPass } from "./heartbeat.ts";
import { SWEEP_EVERY_MS } from "./retention-sweep.ts";
import type { Worker } from "./worker.ts";

export interface PassOptions {
  db: Sql;
  worker: Worker;
  /** No round starts after this many ms; the rounds left wait for the next pass. */
  budgetMs: number;
  now?: () => number;
}

/**
 * Records whether lead events go anywhere, sweeps what is past its retention period when the
 * last sweep is an hour old, then sends e-mails and lead events a round at a time (each round a
 * claim of every queue, its rows leased, as a polling worker's pass) while rounds find work and
 * the budget lasts. A round begun is finished: the budget leaves room for one, and the leases
 * keep its rows from the next pass meanwhile. Writes the heartbeat last, with what it did.
 */
export async function runDeliveryPass({ db, worker, budgetMs, now = Date.now }: PassOptions): Promise<PassRecord> {
  const started = now();
  await worker.markWebhookSetting();
  const last = await readHeartbeat(db);
  const swept = !last?.sweptAt || started - last.sweptAt.getTime() >= SWEEP_EVERY_MS;
  if (swept) await worker.sweep();
  let emails = 0;
  let webhooks = 0;
  let finished = false;
  while (now() - started < budgetMs) {
    const [sent, posted] = [await worker.runOnce(), await worker.sendWebhooksOnce()];
    emails += sent;
    webhooks += posted;
    if (sent === 0 && posted === 0) {
      finished = true;
      break;
    }
  }
  const pass = { tookMs: now() - started, emails, webhooks, finished, swept };
  await recordPass(db, pass);
  return pass;
}
