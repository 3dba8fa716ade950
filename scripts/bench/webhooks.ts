// `npm run bench:webhooks [-- --rounds N]`: what lead events cost the insert path, and
// how soon they reach a healthy receiver. Each round runs the real server three times, each
// on a fresh data dir, under bench:api's load (distinct contact messages from 50
// connections for 10 s): without the outbox (its triggers dropped before the start), with
// it and no LEAD_WEBHOOK_URL, and with it sending to a receiver on loopback. It prints the
// inserts per second and the server's CPU time per insert of each, and for the last the
// time from each lead's insert (the event's timestamp) to its receipt, once every event has
// arrived. Goals: p95 within 2 s, inserts per second within 10% of the run without outbox.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";

import { migrate } from "#server/db/migrations.ts";
import { loadHashKeys } from "#server/db/hash-keys.ts";
import { openPglite } from "#server/db/pglite.ts";
import { startLocalServer } from "#scripts/local-server.ts";

import { median } from "./bench-figures.ts";
import { CONNECTIONS, DURATION_S, contactMessage, insertLoad, number, storedEmails } from "./insert-load.ts";
import { cpuMeter } from "./process-cpu.ts";
import type { ReceiverReport } from "./webhook-receiver.ts";

const DRAIN_MS = 180_000;
const GOALS = { p95Ms: 2000, throughputLoss: 0.1 };

const { values } = parseArgs({ options: { rounds: { type: "string", default: "1" } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error("--rounds takes a whole number from 1");
  process.exit(2);
}

const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
/** Far more sends an hour than a run's load makes events. */
const UNCAPPED = { LEAD_WEBHOOK_MAX_PER_HOUR: "1000000" };

/** The receiver on its own thread (webhook-receiver.ts). */
async function startReceiver() {
  const worker = new Worker(new URL("./webhook-receiver.ts", import.meta.url), { workerData: { secret: SECRET } });
  const next = <T>() => new Promise<T>((resolve) => worker.once("message", resolve));
  const { url } = await next<{ url: string }>();
  return {
    url,
    reset: () => worker.postMessage("reset"),
    report: () => {
      const reply = next<ReceiverReport>();
      worker.postMessage("report");
      return reply;
    },
    close: async () => {
      worker.postMessage("close");
      await new Promise((resolve) => worker.once("exit", resolve));
    },
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The outbox's triggers dropped from a migrated database: the insert path as it was before it. */
async function withoutOutbox(dataDir: string) {
  const db = await openPglite(join(dataDir, "pglite"), { hashKeys: loadHashKeys(dataDir) });
  try {
    await migrate(db);
    await db.exec(`
      drop trigger contact_messages_record_events on public.contact_messages;
      drop trigger download_report_record_events on public.download_report;
      drop trigger career_alerts_record_events on public.career_alerts;
    `);
  } finally {
    await db.close();
  }
}

/** A lead with where its visit came from, which its event carries too. */
const lead = (n: number) => ({
  ...contactMessage(n),
  utm_source: "newsletter",
  utm_campaign: "q4",
  landing_path: "/",
  referrer_host: "mail.google.com",
});

interface Run {
  label: string;
  perSecond: number;
  created: number;
  cpuPerInsert?: number;
  /** Events: one per row stored; delivered, each counted once; requests received in all. */
  latency?: {
    events: number;
    delivered: number;
    requests: number;
    unverified: number;
    p50: number;
    p95: number;
    max: number;
  };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;

async function run(label: string, receiver: Receiver | undefined, prepare?: (dataDir: string) => Promise<void>) {
  receiver?.reset();
  const env: NodeJS.ProcessEnv = { ...process.env, RATE_LIMIT_PER_MINUTE: "0" };
  delete env.LEAD_WEBHOOK_URL;
  // The hourly cap would hold back all but its first sends: the bench times sending, not the cap.
  if (receiver) Object.assign(env, { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET, ...UNCAPPED });
  const server = await startLocalServer(env, { prepare });
  try {
    const cpuPer = cpuMeter(server.process.pid);
    let created = 0;
    const result = await insertLoad(`${server.base}/rest/v1/contact_messages`, {
      connections: CONNECTIONS,
      row: lead,
      onResponse: (status) => {
        if (status === 201) created += 1;
      },
    });
    const outcome: Run = { label, perSecond: result.requests.average, created, cpuPerInsert: cpuPer(created) };
    if (receiver) {
      const rows = (await storedEmails(server)).length;
      const deadline = Date.now() + DRAIN_MS;
      let report = await receiver.report();
      while (report.first.length < rows && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        report = await receiver.report();
      }
      const delays = report.first.map(([, occurredAt, receivedAt]) => receivedAt - occurredAt).sort((a, b) => a - b);
      outcome.latency = {
        events: rows,
        delivered: report.first.length,
        requests: report.requests,
        unverified: report.unverified,
        p50: percentile(delays, 0.5),
        p95: percentile(delays, 0.95),
        max: delays.at(-1) ?? NaN,
      };
    }
    return outcome;
  } finally {
    await server.stop();
  }
}

function line(round: number, result: Run): string {
  const cpu = result.cpuPerInsert === undefined ? "" : `, server CPU ${number(result.cpuPerInsert)} µs per insert`;
  const events = result.latency
    ? `; ${number(result.latency.delivered)} of ${number(result.latency.events)} events delivered in ` +
      `${number(result.latency.requests)} requests (${number(result.latency.unverified)} failed verification); ` +
      `insert to receipt p50 ${number(result.latency.p50)} ms, ` +
      `p95 ${number(result.latency.p95)} ms, max ${number(result.latency.max)} ms`
    : "";
  return `round ${round}  ${result.label.padEnd(18)} ${number(result.perSecond)} inserts/s (${number(result.created)} with 201)${cpu}${events}`;
}

console.log(
  `POST /rest/v1/contact_messages, ${CONNECTIONS} connections, ${DURATION_S} s a run, loopback, ${rounds} round${rounds === 1 ? "" : "s"}`,
);
const receiver = await startReceiver();
const results: Run[][] = [];
try {
  for (let round = 1; round <= rounds; round++) {
    const runs = [
      await run("no outbox", undefined, withoutOutbox),
      await run("outbox, no URL", undefined),
      await run("outbox + webhooks", receiver),
    ];
    for (const result of runs) console.log(line(round, result));
    results.push(runs);
  }
} finally {
  await receiver.close();
}

const column = (index: number) => results.map((runs) => runs[index] as Run);
const base = median(column(0).map((result) => result.perSecond));
const baseCpu = median(column(0).map((result) => result.cpuPerInsert ?? NaN));
const summary = ["outbox, no URL", "outbox + webhooks"].map((label, i) => {
  const runs = column(i + 1);
  const perSecond = median(runs.map((result) => result.perSecond));
  const cpu = median(runs.map((result) => result.cpuPerInsert ?? NaN));
  return { label, ratio: perSecond / base, cpuRatio: cpu / baseCpu };
});
const p95 = median(column(2).map((result) => result.latency?.p95 ?? Infinity));
const complete = column(2).every(({ latency }) => latency !== undefined && latency.delivered >= latency.events);
for (const { label, ratio, cpuRatio } of summary)
  console.log(
    `median ${label} / no outbox: inserts/s x${ratio.toFixed(2)}` +
      (Number.isNaN(cpuRatio) ? "" : `, server CPU per insert x${cpuRatio.toFixed(2)}`),
  );
console.log(`median insert to receipt p95: ${number(p95)} ms`);
const met = p95 <= GOALS.p95Ms && complete && summary.every(({ ratio }) => ratio >= 1 - GOALS.throughputLoss);
console.log(
  `goal: every event received, p95 <= ${GOALS.p95Ms} ms, inserts/s within ${GOALS.throughputLoss * 100}% of no outbox: ${met ? "met" : "NOT met"}`,
);
