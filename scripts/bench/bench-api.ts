// `npm run bench:api [-- --bad-every N]`: load on POST /rest/v1/contact_messages over loopback.
// Starts the real server (own process, fresh data dir, rate limit off), sends distinct
// leads from 50 connections for 10 s, then checks every 2xx became exactly one row.
// With --bad-every N it runs twice, each on a fresh server: all good, then with one
// connection in N sending only rows the database refuses (an invalid e-mail) beside the
// others. Every connection keeps one request in flight, so about one request in N is
// refused. It prints both figures and their ratio, and checks that every good request got
// 201 and was stored and every refused one got its own PostgREST error.
import { parseArgs } from "node:util";

import { startLocalServer } from "#scripts/local-server.ts";

import { CONNECTIONS, DURATION_S, contactMessage, insertLoad, number, storedEmails } from "./insert-load.ts";
import { cpuMeter } from "./process-cpu.ts";

/** The mixed run may lose at most this share of the all-good run's throughput. */
const MIXED_LOSS_LIMIT = 0.2;

const { values } = parseArgs({ options: { "bad-every": { type: "string" } } });
const badEvery = values["bad-every"] === undefined ? undefined : Number(values["bad-every"]);
if (badEvery !== undefined && !(Number.isInteger(badEvery) && badEvery >= 2 && badEvery <= CONNECTIONS)) {
  console.error(`--bad-every takes a whole number from 2 to the ${CONNECTIONS} connections`);
  process.exit(2);
}

interface Run {
  label: string;
  /** Server CPU time per answered request, in µs, when the host tells it. */
  cpuPerRequest: number | undefined;
  requestsPerSecond: number;
  goodPerSecond: number;
  /** Of the good requests: what a visitor beside the bad connection waits. */
  latency: { p50: number; p99: number; max: number };
  created: number;
  goodOther: number;
  refused: number;
  badOther: number;
  errors: number;
  timeouts: number;
  stored: number;
  lost: number;
  refusedStored: number;
}

/** Whether `body` is PostgREST's error for a row a CHECK constraint refused. */
function isCheckViolation(body: string): boolean {
  try {
    const error = JSON.parse(body) as Record<string, unknown>;
    return (
      error.code === "23514" &&
      typeof error.message === "string" &&
      "details" in error &&
      "hint" in error &&
      Object.keys(error).length === 4
    );
  } catch {
    return false;
  }
}

/**
 * `connections` sending leads for DURATION_S seconds, good ones or refused ones. `answered`
 * collects the e-mail of each that got its due answer (201, or 400 with its own CHECK
 * error); `other` counts the rest.
 */
function load(url: string, connections: number, refused: boolean, answered: Set<string>, other: { count: number }) {
  // No "@": the e-mail CHECK of contact_messages refuses it.
  const email = (n: number) => (refused ? `refused.${n}.load.example` : `bench.${n}@load.example`);
  return insertLoad(url, {
    connections,
    row: (n) => contactMessage(n, email(n)),
    onResponse: (status, body, n) => {
      const expected = refused ? status === 400 && isCheckViolation(body) : status === 201;
      if (expected) answered.add(email(n));
      else other.count += 1;
    },
  });
}

async function run(label: string, badConnections: number): Promise<Run> {
  const server = await startLocalServer({ ...process.env, RATE_LIMIT_PER_MINUTE: "0" });
  try {
    const url = `${server.base}/rest/v1/contact_messages`;
    const created = new Set<string>();
    const refused = new Set<string>();
    const goodOther = { count: 0 };
    const badOther = { count: 0 };
    const cpuPer = cpuMeter(server.process.pid);
    const [good, bad] = await Promise.all([
      load(url, CONNECTIONS - badConnections, false, created, goodOther),
      badConnections > 0 ? load(url, badConnections, true, refused, badOther) : undefined,
    ]);
    const cpuPerRequest = cpuPer(good.requests.total + (bad?.requests.total ?? 0));

    const rows = await storedEmails(server);
    const stored = new Set(rows);
    return {
      label,
      cpuPerRequest,
      requestsPerSecond: good.requests.average + (bad?.requests.average ?? 0),
      goodPerSecond: good.requests.average,
      latency: { p50: good.latency.p50, p99: good.latency.p99, max: good.latency.max },
      created: created.size,
      goodOther: goodOther.count,
      refused: refused.size,
      badOther: badOther.count,
      errors: good.errors + (bad?.errors ?? 0),
      timeouts: good.timeouts + (bad?.timeouts ?? 0),
      stored: rows.length,
      lost: [...created].filter((email) => !stored.has(email)).length,
      refusedStored: [...refused].filter((email) => stored.has(email)).length,
    };
  } finally {
    await server.stop();
  }
}

function report(result: Run): string[] {
  const inFlight = result.stored - result.created;
  const share = `${((100 * result.refused) / Math.max(1, result.created + result.refused)).toFixed(1)}% of the answers`;
  return [
    `${result.label}`,
    `  requests/s   ${number(result.requestsPerSecond)} (mean), of them good ${number(result.goodPerSecond)}`,
    `  latency      good requests: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    ...(result.cpuPerRequest === undefined
      ? []
      : [`  server CPU   ${number(result.cpuPerRequest)} µs per answered request`]),
    `  answers      ${number(result.created)} good with 201, ${result.goodOther} good with anything else; ` +
      `${number(result.refused)} refused with 400 23514 (${share}), ${result.badOther} refused with anything else; ` +
      `${result.errors} errors, ${result.timeouts} timeouts`,
    `  rows stored  ${number(result.stored)}: all ${number(result.created)} acknowledged leads ` +
      (result.lost === 0 ? "present" : `except ${result.lost} LOST`) +
      (inFlight > 0 ? `, plus ${inFlight} still in flight when the clock stopped` : "") +
      (result.refusedStored > 0 ? `, and ${result.refusedStored} REFUSED rows` : ""),
  ];
}

const sound = (result: Run) =>
  result.lost === 0 &&
  result.refusedStored === 0 &&
  result.errors === 0 &&
  result.goodOther === 0 &&
  result.badOther === 0;

console.log(`POST /rest/v1/contact_messages, ${CONNECTIONS} connections, ${DURATION_S} s each run, loopback`);
const allGood = await run(`all good: ${CONNECTIONS} connections`, 0);
console.log(report(allGood).join("\n"));
const goals = [allGood.requestsPerSecond >= 1000, allGood.latency.p99 < 100, allGood.timeouts === 0 && sound(allGood)];
let goal = "goal: >= 1,000 inserts/s, p99 < 100 ms, no errors, no rows lost";
let results = [allGood];

if (badEvery !== undefined) {
  const badConnections = Math.max(1, Math.round(CONNECTIONS / badEvery));
  const mixed = await run(
    `mixed: ${CONNECTIONS - badConnections} good connections beside ${badConnections} sending refused rows`,
    badConnections,
  );
  console.log(report(mixed).join("\n"));
  const ratio = mixed.requestsPerSecond / allGood.requestsPerSecond;
  const cpu =
    allGood.cpuPerRequest && mixed.cpuPerRequest
      ? `, server CPU per request x${(mixed.cpuPerRequest / allGood.cpuPerRequest).toFixed(2)}`
      : "";
  console.log(
    `mixed/all good requests/s ${ratio.toFixed(2)}, p50 ${allGood.latency.p50} -> ${mixed.latency.p50} ms, ` +
      `p99 ${allGood.latency.p99} -> ${mixed.latency.p99} ms${cpu}`,
  );
  goals.push(ratio >= 1 - MIXED_LOSS_LIMIT, mixed.timeouts === 0 && sound(mixed));
  goal += `; mixed within ${MIXED_LOSS_LIMIT * 100}% of all good, every good request 201 and stored, every refused one its own error`;
  results = [...results, mixed];
}

console.log(`${goal}: ${goals.every(Boolean) ? "met" : "NOT met"}`);
process.exit(results.every(sound) ? 0 : 1);
