// Lead events sent to a real HTTP receiver on loopback, from a real database (PGlite, and
// PostgreSQL where the machine has it), signed and verified with standardwebhooks.
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";

import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";
import { startMailServer } from "#tests/support/mail-server.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { careerAlert, contactMessage, reportRequest } from "#tests/support/lead-rows.ts";
import { type WebhookReceiver, freePort, startWebhookReceiver } from "#tests/support/webhook-receiver.ts";
import type { Database } from "#server/db/database.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import { claimDue } from "./lease.ts";
import { createMailer } from "./mailer.ts";
import { type WebhookSenderOptions, createWebhookSender, retryDelay } from "./webhooks.ts";
import { createWorker } from "./worker.ts";

const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const KEY = SECRET.slice("whsec_".length);

const backends = testDatabases("the webhook delivery", { clients: 2 });

let sequence = 0;
const address = () => `lead${Date.now()}.${(sequence += 1)}@kaveri-bank.example`;

const visit = {
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "q4",
  utm_term: null,
  utm_content: null,
  landing_path: "/",
  referrer_host: "mail.google.com",
};
const contact = (email: string, overrides: Record<string, unknown> = {}) =>
  contactMessage(email, { ...visit, ...overrides });

interface EventRow {
  id: number;
  webhook_id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
  occurred_at: Date;
}

const events = async (db: Database) => (await db.query<EventRow>("select * from private.lead_events order by id")).rows;

/** `count` careers alerts as the business's bulk import writes them: one event each. */
async function importAlerts(db: Database, count: number) {
  await db.query(
    `insert into public.career_alerts (full_name, email, notice_version, notice_language)
     select 'Reader ' || i, 'reader.' || i || '.' || $2 || '@bulk.example', $3, 'en' from generate_series(1, $1::int) as i`,
    [count, Date.now(), CURRENT_NOTICE_VERSION],
  );
}

/** Waits until the event may be claimed again: its backoff has passed and no lease holds it. */
async function untilDue(db: Database) {
  await vi.waitFor(
    async () => {
      const { rows } = await db.query<{ due: boolean }>(
        `select bool_and(next_attempt_at <= now() and (claimed_until is null or claimed_until < now())) as due
           from private.lead_events where status = 'pending'`,
      );
      expect(rows[0]?.due).toBe(true);
    },
    { timeout: 10_000, interval: 10 },
  );
}

const verify = (receipt: { body: string; headers: Record<string, string> }, secret = SECRET) =>
  new Webhook(secret).verify(receipt.body, receipt.headers);

describe.each(backends)("lead webhooks on $name", ({ skip, openMigrated }) => {
  let dbs: Database[];
  let db: Database;
  let receiver: WebhookReceiver;
  const logged: string[] = [];

  const sender = (overrides: Partial<WebhookSenderOptions> = {}) =>
    createWebhookSender({
      db,
      url: receiver.url,
      secret: SECRET,
      backoffMs: 20,
      maxBackoffMs: 200,
      log: (line) => logged.push(line),
      ...overrides,
    });

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    ({ db, dbs } = clients);
  });
  beforeEach(async () => {
    if (skip) return;
    await db.exec("truncate private.lead_events");
    logged.length = 0;
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await receiver?.close();
  });

  it.skipIf(skip)(
    "posts each lead once, signed so that standardwebhooks verifies it, as the Standard Webhooks payload",
    async () => {
      const email = address();
      const lead = contact(email, { marketing_opt_in: true });
      await insertRows(db, "anon", "contact_messages", Object.keys(lead), [lead]);
      const [event] = await events(db);
      expect(await sender().runOnce()).toBe(1);
      expect(receiver.received).toHaveLength(1);
      const [receipt] = receiver.received;
      expect(receipt?.id).toBe(event?.webhook_id);
      expect(receipt?.id).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(receipt?.headers["content-type"]).toBe("application/json");
      expect(Number(receipt?.headers["webhook-timestamp"])).toBeCloseTo(Date.now() / 1000, -2);
      const { rows } = await db.query<{ id: number; created_at: Date; consented_at: Date }>(
        "select id, created_at, consented_at from public.contact_messages where email = $1",
        [email],
      );
      const stored = rows[0];
      expect(verify(receipt as NonNullable<typeof receipt>)).toEqual({
        type: "lead.contact_message.created",
        timestamp: stored?.created_at.toISOString(),
        data: {
          id: stored?.id,
          created_at: stored?.created_at.toISOString(),
          ...lead,
          // A ticked box is no consent until the address confirms it (decision 031).
          marketing_opt_in: false,
          marketing_requested: true,
          marketing_confirmed_at: null,
          consented_at: stored?.consented_at.toISOString(),
        },
      });
      expect(Object.keys(JSON.parse(receipt?.body ?? "{}").data)).toEqual([
        "id",
        "created_at",
        "first_name",
        "last_name",
        "full_name",
        "email",
        "company",
        "phone",
        "question",
        "message",
        "referer",
        "form_source",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "landing_path",
        "referrer_host",
        "notice_version",
        "notice_language",
        "marketing_opt_in",
        "marketing_requested",
        "marketing_confirmed_at",
        "consented_at",
      ]);
      const other = `whsec_${randomBytes(32).toString("base64")}`;
      expect(() => verify(receipt as NonNullable<typeof receipt>, other)).toThrow("No matching signature found");
      expect(await events(db)).toMatchObject([
        { status: "delivered", attempts: 1, last_error: null, delivered_at: expect.any(Date) },
      ]);
      expect(await sender().runOnce()).toBe(0);
      expect(receiver.received).toHaveLength(1);
    },
  );

  it.skipIf(skip)("sends report requests and careers alerts with their own types and fields", async () => {
    const email = address();
    const { status, ...fields } = reportRequest(email);
    const report = { ...fields, status };
    const alert = careerAlert(email);
    await insertRows(db, "anon", "download_report", Object.keys(report), [report]);
    await insertRows(db, "anon", "career_alerts", Object.keys(alert), [alert]);
    await sender().runOnce();
    const bodies = receiver.received.map((receipt) => verify(receipt) as { type: string; data: object });
    expect(bodies.map((body) => body.type)).toEqual(["lead.report_request.created", "lead.career_alert.created"]);
    expect(bodies[0]?.data).toMatchObject({ ...fields, utm_source: null, landing_path: null, referrer_host: null });
    expect(Object.keys(bodies[0]?.data ?? {})).not.toContain("status");
    expect(bodies[1]?.data).toMatchObject(alert);
  });

  it.skipIf(skip)("retries after a 500 under the same webhook-id, and records why", async () => {
    await importAlerts(db, 1);
    receiver.answer(500);
    await sender().runOnce();
    expect(await events(db)).toMatchObject([{ status: "pending", attempts: 1, last_error: "HTTP 500" }]);
    receiver.answer(200);
    await untilDue(db);
    await sender().runOnce();
    const [event] = await events(db);
    expect(event).toMatchObject({ status: "delivered", attempts: 2, last_error: null });
    expect(receiver.received.map((receipt) => receipt.id)).toEqual([event?.webhook_id, event?.webhook_id]);
    for (const receipt of receiver.received) expect(() => verify(receipt)).not.toThrow();
    expect(logged).toEqual([expect.stringMatching(/attempt 1 failed \(HTTP 500\), retrying in \d+ s$/)]);
  });

  it.skipIf(skip)("fails the event of a deleted lead without sending it, also on a replay", async () => {
    await importAlerts(db, 2);
    await db.exec("delete from public.career_alerts where id = (select min(lead_id) from private.lead_events)");
    await sender().runOnce();
    const [deleted, kept] = await events(db);
    expect(deleted).toMatchObject({ status: "failed", attempts: 1, last_error: "the lead no longer exists" });
    expect(kept).toMatchObject({ status: "delivered" });
    expect(receiver.received.map((receipt) => receipt.id)).toEqual([kept?.webhook_id]);
    expect(logged).toEqual([
      `lead event ${deleted?.webhook_id} (lead.career_alert.created): the lead no longer exists, not sent`,
    ]);

    await db.query("select public.replay_lead_events($1)", [deleted?.occurred_at]);
    await sender().runOnce();
    expect(await events(db)).toMatchObject([{ status: "failed" }, { status: "delivered" }]);
    expect(receiver.received).toHaveLength(2);
  });

  it.skipIf(skip)("retries after a refused connection, then delivers under the same webhook-id", async () => {
    await importAlerts(db, 1);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/hooks/leads`;
    await sender({ url }).runOnce();
    expect(await events(db)).toMatchObject([
      { status: "pending", attempts: 1, last_error: "could not connect (ECONNREFUSED)" },
    ]);
    const late = await startWebhookReceiver({ port });
    try {
      await untilDue(db);
      await sender({ url }).runOnce();
      const [event] = await events(db);
      expect(event).toMatchObject({ status: "delivered", attempts: 2 });
      expect(late.received.map((receipt) => receipt.id)).toEqual([event?.webhook_id]);
    } finally {
      await late.close();
    }
  });

  it.skipIf(skip)("counts a receiver that does not answer in time as a failure to retry", async () => {
    await importAlerts(db, 1);
    receiver.hold();
    await sender({ timeoutMs: 200 }).runOnce();
    expect(await events(db)).toMatchObject([{ status: "pending", attempts: 1, last_error: "no answer within 0.2 s" }]);
    expect(receiver.received).toHaveLength(1);
  });

  it.skipIf(skip)("counts a redirect as a failure instead of following it", async () => {
    await importAlerts(db, 1);
    receiver.answer(307);
    await sender().runOnce();
    expect(await events(db)).toMatchObject([{ status: "pending", last_error: "HTTP 307" }]);
  });

  it.skipIf(skip)("keeps retrying for 24 hours from the lead, then marks the event failed", async () => {
    await importAlerts(db, 1);
    receiver.answer(503);
    const defaults = () => createWebhookSender({ db, url: receiver.url, secret: SECRET, log: () => {} });
    await defaults().runOnce();
    /** Moves the event's series `hours` into the past and makes it due. */
    const age = (hours: number) =>
      db.query(
        `update private.lead_events
            set pending_since = now() - $1 * interval '1 hour', next_attempt_at = now() - interval '1 second'`,
        [hours],
      );
    await age(23.9);
    await defaults().runOnce();
    expect(await events(db)).toMatchObject([{ status: "pending", attempts: 2 }]);
    await age(24);
    await defaults().runOnce();
    expect(await events(db)).toMatchObject([{ status: "failed", attempts: 3, last_error: "HTTP 503" }]);
    await age(25);
    expect(await defaults().runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(3);
  });

  it.skipIf(skip)(
    "sends no more than the hour's cap: the rest wait, none dropped, and go oldest first as the hour allows",
    async () => {
      await importAlerts(db, 12);
      const capped = sender({ maxPerHour: 5, concurrency: 4 });
      const drain = async () => {
        while ((await capped.runOnce()) > 0);
      };
      await drain();
      const ids = (await events(db)).map((event) => event.webhook_id);
      expect(receiver.received.map((receipt) => receipt.id)).toEqual(ids.slice(0, 5));
      expect((await events(db)).map((event) => event.status)).toEqual([
        ...Array.from({ length: 5 }, () => "delivered"),
        ...Array.from({ length: 7 }, () => "pending"),
      ]);

      // The business hears of the wait in the next digest.
      const smtp = await startMailServer();
      await db.exec("update private.notification_cap set last_digest_at = null");
      await createWorker({
        db,
        mailer: createMailer({ SMTP_URL: smtp.url }, tmpdir()),
        reportUrl: "https://reports.example.in/report.pdf",
        notifyTo: "sales@example.in",
        webhooks: { url: receiver.url, secret: SECRET, maxPerHour: 5 },
        log: () => {},
      }).runOnce();
      const digest = smtp.received.find((mail) => mail.subject?.startsWith("Lead digest"));
      await smtp.close();
      expect(digest?.subject).toMatch(/: 7 lead events waiting$/);
      expect(digest?.text).toContain(
        "7 lead events wait for your CRM's webhook: the 5 sends an hour of LEAD_WEBHOOK_MAX_PER_HOUR are used up. None is dropped",
      );

      // An hour on, the next five go, oldest first; then the last two.
      await db.query("update private.lead_events set delivered_at = delivered_at - interval '61 minutes'");
      await drain();
      expect(receiver.received.map((receipt) => receipt.id)).toEqual(ids.slice(0, 10));
      await db.query("update private.lead_events set delivered_at = delivered_at - interval '61 minutes'");
      await drain();
      expect(receiver.received.map((receipt) => receipt.id)).toEqual(ids);
    },
  );

  it.skipIf(skip)("leaves an event claimed by a worker that died to the next one once the lease ends", async () => {
    await importAlerts(db, 1);
    const [claimed] = await claimDue(db, "private.lead_events", "status = 'pending'", { leaseMs: 3000, limit: 10 });
    expect(claimed).toBeDefined();
    expect(await sender().runOnce()).toBe(0);
    await untilDue(db);
    expect(await sender().runOnce()).toBe(1);
    expect(await events(db)).toMatchObject([{ status: "delivered", attempts: 2 }]);
    expect(receiver.received).toHaveLength(1);
  });

  it.skipIf(skip)(
    "delivers every one of 1,000 leads stored while the receiver was down, once it is up",
    async () => {
      await receiver.close();
      const port = await freePort();
      // Retries a second apart, so the first events' retries leave room for the others' first tries.
      const running = sender({
        url: `http://127.0.0.1:${port}/hooks/leads`,
        pollMs: 20,
        concurrency: 8,
        backoffMs: 1000,
        maxBackoffMs: 1000,
        // A thousand leads in minutes: far more than a real hour's cap.
        maxPerHour: 10_000,
      });
      running.start();
      try {
        await importAlerts(db, 1000);
        await vi.waitFor(
          async () => {
            const { rows } = await db.query<{ untried: number }>(
              "select count(*) filter (where attempts = 0)::int as untried from private.lead_events",
            );
            expect(rows[0]?.untried).toBe(0);
          },
          { timeout: 120_000, interval: 100 },
        );
        receiver = await startWebhookReceiver({ port });
        await vi.waitFor(
          async () => {
            const { rows } = await db.query<{ delivered: number }>(
              "select count(*) filter (where status = 'delivered')::int as delivered from private.lead_events",
            );
            expect(rows[0]?.delivered).toBe(1000);
          },
          { timeout: 180_000, interval: 100 },
        );
      } finally {
        await running.stop();
      }
      const ids = (await events(db)).map((event) => event.webhook_id);
      expect(receiver.received).toHaveLength(1000);
      expect(new Set(receiver.received.map((receipt) => receipt.id))).toEqual(new Set(ids));
    },
    360_000,
  );

  it.skipIf(skip)(
    "lets two workers on one database send each event once",
    async () => {
      await importAlerts(db, 300);
      // Two processes' pools on PostgreSQL; two senders sharing the one embedded database on PGlite.
      const workers = (dbs.length > 1 ? dbs : [db, db]).map((each) =>
        createWebhookSender({
          db: each,
          url: receiver.url,
          secret: SECRET,
          pollMs: 20,
          concurrency: 4,
          maxPerHour: 1000,
        }),
      );
      for (const worker of workers) worker.start();
      try {
        await vi.waitFor(
          async () => {
            const { rows } = await db.query<{ pending: number }>(
              "select count(*) filter (where status <> 'delivered')::int as pending from private.lead_events",
            );
            expect(rows[0]?.pending).toBe(0);
          },
          { timeout: 120_000, interval: 50 },
        );
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
      }
      const ids = receiver.received.map((receipt) => receipt.id);
      expect(ids).toHaveLength(300);
      expect(new Set(ids).size).toBe(300);
    },
    180_000,
  );

  it.skipIf(skip)("sends the notification e-mail while the receiver holds the lead's event", async () => {
    const smtp = await startMailServer();
    receiver.hold();
    const worker = createWorker({
      db,
      mailer: createMailer({ SMTP_URL: smtp.url }, tmpdir()),
      reportUrl: "https://reports.example.in/r.pdf",
      notifyTo: "sales@example.in",
      pollMs: 20,
      webhooks: { url: receiver.url, secret: SECRET, pollMs: 20, stopGraceMs: 100 },
      log: (line) => logged.push(line),
    });
    const email = address();
    worker.start();
    try {
      await insertRows(db, "anon", "contact_messages", Object.keys(contact(email)), [contact(email)]);
      await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 30_000, interval: 10 });
      await vi.waitFor(() => expect(smtp.received.map((mail) => mail.replyTo?.value[0]?.address)).toContain(email), {
        timeout: 30_000,
        interval: 10,
      });
      // The e-mail went while the event's request was still held, unanswered.
      expect(await events(db)).toMatchObject([{ status: "pending", attempts: 1, last_error: null }]);
    } finally {
      await worker.stop();
      receiver.release();
      await smtp.close();
    }
    // Abandoned at the stop, not lost: due again at once under its id.
    const [event] = await events(db);
    expect(event).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "abandoned: the worker stopped before the receiver answered",
    });
    expect(event?.webhook_id).toBe(receiver.received[0]?.id);
    await sender().runOnce();
    expect(receiver.received.map((receipt) => receipt.id)).toEqual([event?.webhook_id, event?.webhook_id]);
  });

  it.skipIf(skip)("keeps the secret out of every log line and recorded error", async () => {
    await importAlerts(db, 2);
    receiver.answer(401);
    // One event each, and the first not due again before the second is sent.
    await sender({ concurrency: 1, backoffMs: 60_000 }).runOnce();
    await sender({ concurrency: 1, url: `http://127.0.0.1:${await freePort()}/${SECRET}` }).runOnce();
    const recorded = (await events(db)).map((event) => event.last_error ?? "");
    expect(recorded).toEqual(["HTTP 401", "could not connect (ECONNREFUSED)"]);
    expect(logged).toHaveLength(2);
    for (const text of [...logged, ...recorded]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(KEY.slice(0, 16));
    }
  });
});

describe("the retry schedule", () => {
  it("doubles from the first delay up to the longest, taking a random part of each half off", () => {
    const low = (attempt: number) => retryDelay(attempt, 10_000, 3_600_000, () => 0);
    const high = (attempt: number) => retryDelay(attempt, 10_000, 3_600_000, () => 1);
    expect([1, 2, 3, 4].map(high)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect([1, 2, 3, 4].map(low)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(high(30)).toBe(3_600_000);
    expect(low(30)).toBe(1_800_000);
  });
});
