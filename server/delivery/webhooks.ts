import http from "node:http";
import https from "node:https";

import { Webhook } from "standardwebhooks";

import { brand } from "#shared/brand.ts";
import type { Database, Sql } from "#server/db/database.ts";

import { DEFAULT_WEBHOOKS_PER_HOUR, type WebhookTarget } from "./config.ts";
import { type Outcome, PermanentFailure, createJobLoop } from "./job-loop.ts";
import { type Claimed, recordOutcomes } from "./lease.ts";
import { LEAD_EVENTS, type LeadEvent, claimLeadEvents } from "./lead-event-queries.ts";
import { redactAddresses } from "./redact.ts";

export { retryDelay } from "./job-loop.ts";

export interface WebhookSenderOptions extends WebhookTarget {
  db: Database;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Events claimed at once and held, `concurrency` of them in flight, the rest waiting their turn. */
  batchSize?: number;
  /** How often to look for events when none are due, in ms. */
  pollMs?: number;
  /**
   * How long a claim holds before another worker may send the event, in ms: longer than a
   * batch can take, `batchSize / concurrency` rounds of `timeoutMs`.
   */
  leaseMs?: number;
  /** How long a receiver may take to answer, in ms. */
  timeoutMs?: number;
  /** First retry delay, doubled on each failure up to `maxBackoffMs`, jittered, in ms. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long a series of attempts goes on before the event is marked failed, in ms. */
  retryForMs?: number;
  /** How long a stopping sender waits for the requests in flight before abandoning them, in ms. */
  stopGraceMs?: number;
  log?: (line: string) => void;
}

/** Why an event whose lead was deleted is failed unsent: a replay would not find it either. */
const GONE = "the lead no longer exists";

const USER_AGENT = `${brand.name.replace(/\s+/g, "-")}-Webhooks/1.0`;

/**
 * The Standard Webhooks payload: the event's type, when it happened, and the lead, or for
 * `lead.erased` the address and the ids of the leads erased, so the CRM can delete its copy.
 */
export function webhookBody(event: LeadEvent): string {
  return JSON.stringify({ type: event.type, timestamp: event.occurred_at.toISOString(), data: event.payload });
}

/**
 * POSTs `body` and resolves with the answer's status once its headers arrive, draining the
 * rest so the connection can be kept for the next event. node:http(s) rather than fetch:
 * it never follows a redirect, and costs a busy server a third of the CPU per request.
 */
function postJson(url: URL, body: string, headers: Record<string, string>, signal: AbortSignal): Promise<number> {
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, signal },
      (response) => {
        response.on("error", () => {});
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Why a connection failed, in words that hold neither the URL's path nor the secret. */
function failure(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === "string") return `could not connect (${code})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends lead events to the CRM's webhook, each as a POST signed per the Standard Webhooks
 * specification (webhook-id, webhook-timestamp, webhook-signature), at least once. A 2xx
 * answer marks the event delivered; anything else, a timeout or a failed connection is
 * retried with exponential backoff and jitter for `retryForMs`, then the event is marked
 * failed. Events are claimed with a lease as the e-mails are (lease.ts, job-loop.ts), so two
 * workers never send one at the same time, and every attempt carries its one webhook-id. At
 * most `maxPerHour` events are delivered or in flight in any hour: a flood waits, none dropped,
 * oldest first. The sender runs on a loop of its own, up to `concurrency` requests at once, so
 * a slow receiver holds no e-mail back. The lead is read as its event is claimed: an event
 * whose lead was deleted is marked failed without being sent. On a stop, the requests in flight
 * get `stopGraceMs`, then are abandoned: an abandoned or unsent event is due again at once.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const {
    db,
    url,
    secret,
    concurrency = 32,
    batchSize = 256,
    pollMs = 500,
    leaseMs = 5 * 60_000,
    timeoutMs = 10_000,
    backoffMs = 10_000,
    maxBackoffMs = 60 * 60_000,
    retryForMs = 24 * 60 * 60_000,
    stopGraceMs = 5000,
  } = options;
  const signer = new Webhook(secret);
  const key = secret.slice("whsec_".length);
  /**
   * Every line the sender writes or stores passes here, so not even a receiver's echo shows the
   * key, nor the address of a lead it names.
   */
  const scrub = (text: string) => redactAddresses(text.replaceAll(secret, "[redacted]").replaceAll(key, "[redacted]"));
  const log = (line: string) => (options.log ?? console.log)(scrub(line));

  const maxPerHour = options.maxPerHour ?? DEFAULT_WEBHOOKS_PER_HOUR;
  const target = new URL(url);

  /** One attempt: resolves when the receiver took the event (2xx), else throws why not. */
  async function post(event: LeadEvent & Claimed, stop: AbortSignal): Promise<void> {
    if (event.payload === null) throw new PermanentFailure(GONE);
    const body = webhookBody(event);
    const sentAt = new Date();
    const timeout = AbortSignal.timeout(timeoutMs);
    let status: number;
    try {
      status = await postJson(
        target,
        body,
        {
          "content-type": "application/json",
          "user-agent": USER_AGENT,
          "webhook-id": event.webhook_id,
          "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
          "webhook-signature": signer.sign(event.webhook_id, sentAt, body),
        },
        AbortSignal.any([stop, timeout]),
      );
    } catch (error) {
      const why = stop.aborted
        ? "abandoned: the worker stopped before the receiver answered"
        : timeout.aborted
          ? `no answer within ${timeoutMs / 1000} s`
          : scrub(failure(error));
      throw new Error(why, { cause: error });
    }
    // A redirect could lead off https or to another host: it counts as a failure.
    if (status < 200 || status >= 300) throw new Error(`HTTP ${status}`);
  }

  async function record(sql: Sql, outcomes: Outcome<LeadEvent & Claimed>[]) {
    const givenUp = await recordOutcomes(sql, LEAD_EVENTS, outcomes, retryForMs);
    for (const outcome of outcomes)
      if (outcome.status === "failed")
        log(`lead event ${outcome.job.webhook_id} (${outcome.job.type}): ${outcome.error}, not sent`);
    for (const outcome of outcomes) {
      if (outcome.status !== "retry") continue;
      const { job: event, error, retryInMs } = outcome;
      const next = givenUp.has(event.id)
        ? `giving up after ${Math.round(retryForMs / 3_600_000)} h of attempts`
        : `retrying in ${Math.round(retryInMs / 1000)} s`;
      log(`lead event ${event.webhook_id} (${event.type}): attempt ${event.attempts} failed (${error}), ${next}`);
    }
  }

  const loop = createJobLoop<LeadEvent & Claimed>({
    name: "lead event",
    // Records what finished and claims what the batch has room for in one transaction: on
    // PGlite each statement outside one is a write to disk, so a pass should do much.
    claims: [
      (room, outcomes) =>
        db.transaction(async (sql) => {
          await record(sql, outcomes);
          return room > 0 ? claimLeadEvents(sql, { limit: room, leaseMs, maxPerHour }) : [];
        }),
    ],
    run: post,
    record: (outcomes) => record(db, outcomes),
    pollMs,
    batchSize,
    concurrency,
    // Behind a backlog, the next pass comes once three quarters of the batch are done: it
    // records and claims many at once while the rest keeps the requests going.
    refillAt: batchSize / 4,
    stopGraceMs,
    backoffMs,
    maxBackoffMs,
    log,
  });

  return {
    /** Sends an hour at most, which the digest reports against. */
    maxPerHour,
    /** One claim of up to `concurrency` events, sent; resolves when all are recorded. */
    runOnce: () => loop.runOnce(concurrency),
    start: loop.start,
    /**
     * Stops claiming and sending, lets the requests in flight finish for `stopGraceMs`,
     * then abandons the rest, and records every outcome: an abandoned or unsent event is
     * due again at once, and a crash here leaves its lease to expire.
     */
    stop: loop.stop,
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
