import http from "node:http";
import https from "node:https";

import { Webhook } from "standardwebhooks";

import { brand } from "#shared/brand.ts";
import type { Database, Sql } from "#server/db/database.ts";

import { DEFAULT_WEBHOOKS_PER_HOUR, type WebhookTarget } from "./config.ts";
import type { Claimed } from "./lease.ts";

/** A row of private.lead_events (supabase/migrations/20251126000000_lead_events.sql), as claimed. */
export interface LeadEvent {
  id: number;
  webhook_id: string;
  type: string;
  occurred_at: Date;
  /** The lead's fields, built as the event is claimed; null once the lead is deleted. */
  payload: Record<string, unknown> | null;
}

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

/** The Standard Webhooks payload: the event's type, when it happened, and the lead. */
export function webhookBody(event: LeadEvent): string {
  return JSON.stringify({ type: event.type, timestamp: event.occurred_at.toISOString(), data: event.payload });
}

/**
 * The delay before attempt `attempt + 1`: `base` doubled per failure up to `max`, of which a
 * random half is taken off ("equal jitter"), so the retries of many events spread out.
 */
export function retryDelay(attempt: number, base: number, max: number, random = Math.random): number {
  const ceiling = Math.min(max, base * 2 ** (attempt - 1));
  return ceiling / 2 + (random() * ceiling) / 2;
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
 * failed. An event is claimed with a lease as the e-mails are (lease.ts), so two workers never
 * send it at the same time, and every attempt carries its one webhook-id. At most `maxPerHour`
 * events are delivered or in flight in any hour: a flood waits, none dropped, oldest first. The sender runs
 * on its own, up to `concurrency` requests at once, so a slow receiver holds no e-mail back.
 * The lead is read as its event is claimed: an event whose lead was deleted is marked failed
 * without being sent.
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
  /** Every line the sender writes or stores passes here, so not even a receiver's echo shows the key. */
  const withoutSecret = (text: string) => text.replaceAll(secret, "[redacted]").replaceAll(key, "[redacted]");
  const log = (line: string) => (options.log ?? console.log)(withoutSecret(line));

  const maxPerHour = options.maxPerHour ?? DEFAULT_WEBHOOKS_PER_HOUR;

  // Longest due first: a new lead's first attempt waits behind no queue of retries. The database
  // gives out no more than `maxPerHour` sends an hour, whichever worker asks.
  async function claim(sql: Sql, limit: number): Promise<(LeadEvent & Claimed)[]> {
    const { rows: events } = await sql.query<LeadEvent & Claimed>(
      "select * from private.claim_lead_events($1, $2 * interval '1 millisecond', $3)",
      [limit, leaseMs, maxPerHour],
    );
    if (!events.length) return events;
    const { rows } = await sql.query<{ id: number; payload: LeadEvent["payload"] }>(
      "select id, payload from private.lead_event_payloads($1::bigint[])",
      [events.map((event) => event.id)],
    );
    const payloads = new Map(rows.map((row) => [row.id, row.payload]));
    return events.map((event) => ({ ...event, payload: payloads.get(event.id) ?? null }));
  }

  const target = new URL(url);

  /** One attempt: undefined when the receiver took the event (2xx), else why not. */
  async function post(event: LeadEvent, stop: AbortSignal): Promise<string | undefined> {
    const body = webhookBody(event);
    const sentAt = new Date();
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const status = await postJson(
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
      // A redirect could lead off https or to another host: it counts as a failure.
      return status >= 200 && status < 300 ? undefined : `HTTP ${status}`;
    } catch (error) {
      if (stop.aborted) return "abandoned: the worker stopped before the receiver answered";
      if (timeout.aborted) return `no answer within ${timeoutMs / 1000} s`;
      return withoutSecret(failure(error)).slice(0, 2000);
    }
  }

  interface Outcome {
    event: LeadEvent & Claimed;
    /** Why the attempt failed; undefined when the receiver took the event. */
    error?: string;
    /** The sender stopped before the receiver answered. */
    abandoned?: boolean;
    /** The sender stopped before sending it: the claim is undone. */
    unsent?: boolean;
    /** The lead was deleted: there is nothing to send, now or later. */
    gone?: boolean;
  }

  /**
   * Records attempts in a few statements, whatever their number: a busy database then
   * spends one round trip on many events. An outcome applies only to the attempt it
   * belongs to (id and attempts), so neither a replay begun meanwhile nor another worker's
   * later claim is overwritten.
   */
  async function record(sql: Sql, outcomes: Outcome[]) {
    const mine = (list: Outcome[]) => [list.map(({ event }) => event.id), list.map(({ event }) => event.attempts)];
    const taken = outcomes.filter(({ error, unsent }) => error === undefined && !unsent);
    if (taken.length)
      await sql.query(
        `update private.lead_events e
            set status = 'delivered', delivered_at = now(), claimed_until = null, last_error = null
           from unnest($1::bigint[], $2::int[]) as o (id, attempts)
          where e.id = o.id and e.attempts = o.attempts`,
        mine(taken),
      );
    // Due again at once: the next worker to start sends it, under the same id.
    const abandoned = outcomes.filter((outcome) => outcome.abandoned);
    if (abandoned.length)
      await sql.query(
        `update private.lead_events e set claimed_until = null, next_attempt_at = now(), last_error = $3
           from unnest($1::bigint[], $2::int[]) as o (id, attempts)
          where e.id = o.id and e.attempts = o.attempts`,
        [...mine(abandoned), abandoned[0]?.error],
      );
    const unsent = outcomes.filter((outcome) => outcome.unsent);
    if (unsent.length)
      await sql.query(
        `update private.lead_events e set claimed_until = null, attempts = e.attempts - 1
           from unnest($1::bigint[], $2::int[]) as o (id, attempts)
          where e.id = o.id and e.attempts = o.attempts`,
        mine(unsent),
      );
    const gone = outcomes.filter((outcome) => outcome.gone);
    if (gone.length) {
      await sql.query(
        `update private.lead_events e set status = 'failed', claimed_until = null, last_error = $3
           from unnest($1::bigint[], $2::int[]) as o (id, attempts)
          where e.id = o.id and e.attempts = o.attempts`,
        [...mine(gone), GONE],
      );
      for (const { event } of gone) log(`lead event ${event.webhook_id} (${event.type}): ${GONE}, not sent`);
    }
    const failed = outcomes.filter((outcome) => outcome.error !== undefined && !outcome.abandoned && !outcome.gone);
    if (!failed.length) return;
    const delays = failed.map(({ event }) => Math.round(retryDelay(event.attempts, backoffMs, maxBackoffMs)));
    const { rows } = await sql.query<{ id: number; status: string }>(
      `update private.lead_events e
          set status = case when now() >= e.pending_since + $5 * interval '1 millisecond' then 'failed' else 'pending' end,
              last_error = o.error, claimed_until = null, next_attempt_at = now() + o.delay * interval '1 millisecond'
         from unnest($1::bigint[], $2::int[], $3::text[], $4::int[]) as o (id, attempts, error, delay)
        where e.id = o.id and e.attempts = o.attempts
      returning e.id, e.status`,
      [...mine(failed), failed.map(({ error }) => error), delays, retryForMs],
    );
    const status = new Map(rows.map((row) => [row.id, row.status]));
    failed.forEach(({ event, error }, i) => {
      const next =
        status.get(event.id) === "failed"
          ? `giving up after ${Math.round(retryForMs / 3_600_000)} h of attempts`
          : `retrying in ${Math.round((delays[i] ?? 0) / 1000)} s`;
      log(`lead event ${event.webhook_id} (${event.type}): attempt ${event.attempts} failed (${error}), ${next}`);
    });
  }

  async function attempt(event: LeadEvent & Claimed, stop: AbortSignal): Promise<Outcome> {
    if (event.payload === null) return { event, error: GONE, gone: true };
    const error = await post(event, stop);
    return { event, error, abandoned: error !== undefined && stop.aborted };
  }

  /** Claimed events not yet sent, oldest due first. */
  const waiting: (LeadEvent & Claimed)[] = [];
  /** Outcomes waiting to be recorded; the event's lease keeps it from every worker meanwhile. */
  const finished: Outcome[] = [];
  const inFlight = new Map<number, { abort: AbortController; done: Promise<void> }>();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let passing = false;
  let again = false;
  /** The last claim took all it had room for: more events are likely due. */
  let backlog = false;
  let pass: Promise<void> = Promise.resolve();

  /** Sends waiting events while places are free. */
  function pump() {
    while (inFlight.size < concurrency) {
      const event = waiting.shift();
      if (!event) return;
      send(event);
    }
  }

  function send(event: LeadEvent & Claimed) {
    const abort = new AbortController();
    const done = attempt(event, abort.signal).then((outcome) => {
      finished.push(outcome);
      inFlight.delete(event.id);
      if (!stopped) pump();
      // Behind a backlog, the next pass comes once three quarters of the batch are done: it
      // records and claims many at once while the rest keeps the requests going.
      if (backlog && waiting.length + inFlight.size <= batchSize / 4) wake();
    });
    inFlight.set(event.id, { abort, done });
  }

  /**
   * Records what finished, then claims what the batch has room for, every `pollMs`, and
   * sooner behind a backlog: a pass costs the database a turn, so each should do much.
   */
  function wake() {
    if (stopped) return;
    if (passing) {
      again = true;
      return;
    }
    clearTimeout(timer);
    passing = true;
    pass = (async () => {
      try {
        do {
          again = false;
          const outcomes = finished.splice(0);
          const room = batchSize - waiting.length - inFlight.size;
          // One transaction: on PGlite each statement outside one is a write to disk.
          const events = await db.transaction(async (sql) => {
            await record(sql, outcomes);
            return room > 0 ? claim(sql, room) : [];
          });
          backlog = room > 0 && events.length === room;
          waiting.push(...events);
          pump();
        } while (again && !stopped);
      } catch (error) {
        // Nothing is lost: the events of this pass keep their leases and are sent once they end.
        log(`lead event pass failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        passing = false;
        if (!stopped) timer = setTimeout(wake, pollMs);
      }
    })();
  }

  return {
    /** Sends an hour at most, which the digest reports against. */
    maxPerHour,
    /** One claim of up to `concurrency` events, sent; resolves when all are recorded. */
    async runOnce(): Promise<number> {
      const events = await claim(db, concurrency);
      await record(db, await Promise.all(events.map((event) => attempt(event, new AbortController().signal))));
      return events.length;
    },
    start() {
      stopped = false;
      wake();
    },
    /**
     * Stops claiming and sending, lets the requests in flight finish for `stopGraceMs`,
     * then abandons the rest, and records every outcome: an abandoned or unsent event is
     * due again at once, and a crash here leaves its lease to expire.
     */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
      finished.push(...waiting.splice(0).map((event) => ({ event, unsent: true })));
      const sending = Promise.all([...inFlight.values()].map((request) => request.done));
      let grace: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => (grace = setTimeout(() => resolve("late"), stopGraceMs)));
      if ((await Promise.race([sending, late])) === "late")
        for (const request of inFlight.values()) request.abort.abort();
      clearTimeout(grace);
      await sending;
      // Unrecorded, an attempt still holds its lease: the event is sent again when it ends.
      await record(db, finished.splice(0)).catch((error: unknown) =>
        log(`lead events not recorded at the stop: ${error instanceof Error ? error.message : String(error)}`),
      );
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
