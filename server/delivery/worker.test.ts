import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { codesAs } from "#tests/support/sql-codes.ts";
import { type TestDatabase, testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import type { Database } from "#server/db/database.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";
import { brand } from "#shared/brand.ts";
import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";
import { REPORT_TITLE } from "#shared/free-report.ts";

import { createMailer } from "./mailer.ts";
import { createWorker } from "./worker.ts";

const REPORT_URL = "https://reports.example.in/fraud-trends-2025.pdf";

let sequence = 0;
const email = () => `reader${Date.now()}.${(sequence += 1)}@bank.example`;

const reportRequest = {
  first_name: "Ananya",
  last_name: "Rao",
  company: "Kaveri Bank",
  designation: "CRO",
  country: "India",
  status: "Requested",
  notice_version: CURRENT_NOTICE_VERSION,
  notice_language: "en",
};

async function requestReport(db: Database, address = email()) {
  await db.query(
    `insert into public.download_report (first_name, last_name, email, company, designation, country, notice_version, notice_language)
     values ('Ananya', 'Rao', $1, 'Kaveri Bank', 'CRO', 'India', $2, 'en')`,
    [address, CURRENT_NOTICE_VERSION],
  );
  return address;
}

const reportRow = async (db: Database, address: string) =>
  (await db.query<Record<string, unknown>>("select * from public.download_report where email = $1", [address])).rows[0];

/** Waits until a worker may claim the row: its backoff has passed and no lease holds it. */
async function untilClaimable(db: Database, address: string) {
  await vi.waitFor(
    async () => {
      const { rows } = await db.query<{ claimable: boolean }>(
        `select next_attempt_at <= now() and (claimed_until is null or claimed_until < now()) as claimable
           from public.download_report where email = $1`,
        [address],
      );
      expect(rows[0]?.claimable).toBe(true);
    },
    { timeout: 10_000, interval: 10 },
  );
}

const quiet = () => {};

const [pglite, postgres] = testDatabases("the delivery worker", { clients: 2 }) as [TestDatabase, TestDatabase];

describe("report delivery on PGlite", () => {
  let db: Database;
  let dir: string;
  const smtpServers: { close(): Promise<void> }[] = [];

  withMigratedDatabase(pglite, (clients) => {
    db = clients.db;
  });
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "sentinel-worker-"));
  });
  afterEach(async () => {
    await Promise.all(smtpServers.splice(0).map((server) => server.close()));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends one e-mail with the configured link and marks the row Sent", async () => {
    const smtp = await startMailServer();
    smtpServers.push(smtp);
    const address = await requestReport(db);
    const worker = createWorker({
      db,
      mailer: createMailer({ SMTP_URL: smtp.url }, dir),
      reportUrl: REPORT_URL,
      notifyTo: "sales@example.in",
      log: quiet,
    });
    await worker.runOnce();
    const mail = smtp.received.find((message) => message.to && JSON.stringify(message.to).includes(address));
    expect(mail?.subject).toContain(REPORT_TITLE);
    expect(mail?.text).toContain(REPORT_URL);
    expect(mail?.html).toContain(`href="${REPORT_URL}"`);
    expect(mail?.from?.text).toContain(brand.name);
    expect(await reportRow(db, address)).toMatchObject({ status: "Sent", attempts: 1, last_error: null });
    expect((await reportRow(db, address))?.sent_at).toBeInstanceOf(Date);
    await worker.runOnce();
    expect(smtp.received.filter((message) => JSON.stringify(message.to).includes(address))).toHaveLength(1);
  });

  it("retries a refusing server with backoff for 24 hours from the request, then marks it Failed", async () => {
    const smtp = await startMailServer({ refuse: true });
    smtpServers.push(smtp);
    const address = await requestReport(db);
    const logged: string[] = [];
    const worker = createWorker({
      db,
      mailer: createMailer({ SMTP_URL: smtp.url }, dir),
      reportUrl: REPORT_URL,
      notifyTo: "x@example.in",
      backoffMs: 20,
      maxBackoffMs: 80,
      log: (line) => logged.push(line),
    });
    // More attempts than the five an outage of 8 minutes used to exhaust, each after its backoff.
    for (let attempt = 1; attempt <= 7; attempt++) {
      await untilClaimable(db, address);
      await worker.runOnce();
      expect(await reportRow(db, address)).toMatchObject({ attempts: attempt, status: "Requested" });
    }
    // An outage of hours: still retried.
    await db.query("update public.download_report set created_at = now() - interval '23 hours' where email = $1", [
      address,
    ]);
    await untilClaimable(db, address);
    await worker.runOnce();
    expect(await reportRow(db, address)).toMatchObject({ attempts: 8, status: "Requested" });
    // A day on: given up.
    await db.query("update public.download_report set created_at = now() - interval '24 hours' where email = $1", [
      address,
    ]);
    await untilClaimable(db, address);
    await worker.runOnce();
    const row = await reportRow(db, address);
    expect(row).toMatchObject({ attempts: 9, status: "Failed" });
    expect(String(row?.last_error)).toMatch(/Mailbox unavailable|550/);
    // The server's refusal named the recipient; the row and the log keep it out.
    expect(String(row?.last_error)).toContain("<[address]>");
    expect(logged.length).toBeGreaterThanOrEqual(9);
    expect(logged.every((line) => line.includes("<[address]>"))).toBe(true);
    for (const text of [String(row?.last_error), ...logged]) expect(text).not.toContain(address.split("@")[0]);
    await worker.runOnce();
    expect((await reportRow(db, address))?.attempts).toBe(9);
  });

  it("retries a row whose worker died after claiming it, once the lease ends", async () => {
    const smtp = await startMailServer();
    smtpServers.push(smtp);
    const address = await requestReport(db);
    const options = {
      db,
      mailer: createMailer({ SMTP_URL: smtp.url }, dir),
      reportUrl: REPORT_URL,
      notifyTo: "x@example.in",
      leaseMs: 1000,
      log: quiet,
    };
    const crashed = createWorker(options);
    expect((await crashed.claimReports()).map((row) => row.email)).toContain(address);
    // The claiming worker is gone; another one must not take the row before the lease ends.
    const restarted = createWorker(options);
    await restarted.runOnce();
    expect(smtp.received.filter((mail) => JSON.stringify(mail.to).includes(address))).toHaveLength(0);
    await untilClaimable(db, address);
    await restarted.runOnce();
    expect(smtp.received.filter((message) => JSON.stringify(message.to).includes(address))).toHaveLength(1);
    expect(await reportRow(db, address)).toMatchObject({ status: "Sent", attempts: 2 });
  });

  it("mails a report requester none of their words but a personal first name", async () => {
    const smtp = await startMailServer();
    smtpServers.push(smtp);
    const stamp = Date.now();
    const requests = [
      { first_name: "Your account is locked, call +1 555 0100 at evil.example", greeting: "Hello," },
      { first_name: "Ana\u202enyA https://evil.example", greeting: "Hello," },
      { first_name: "<b>Ananya</b>", greeting: "Hello," },
      { first_name: "கார்த்திக்", greeting: "Dear கார்த்திக்," },
    ].map((request, i) => ({ ...request, email: `requester${i}.${stamp}@kaveri-bank.example` }));
    const otherFields = {
      last_name: "Quokkason",
      company: "Zanzibar Holdings",
      designation: "Chief Quokka Officer",
      country: "Iceland",
    };
    for (const { first_name, email: address } of requests) {
      const row = { ...reportRequest, ...otherFields, first_name, email: address };
      await insertRows(db, "anon", "download_report", Object.keys(row), [row]);
    }
    const worker = createWorker({
      db,
      mailer: createMailer({ SMTP_URL: smtp.url }, dir),
      reportUrl: REPORT_URL,
      notifyTo: "x@example.in",
      log: quiet,
    });
    while ((await worker.runOnce()) > 0);
    for (const { first_name, greeting, email: address } of requests) {
      const mail = smtp.received.find((message) => JSON.stringify(message.to).includes(address));
      // The withdrawal link's random token may hold any run of hex digits, "555" among them.
      const rendered = [mail?.subject, mail?.text, mail?.html].join("\n").replace(/token=[0-9a-f]+/g, "token=");
      expect(mail?.text?.split("\n")[0]).toBe(greeting);
      for (const typed of Object.values(otherFields)) expect(rendered).not.toContain(typed);
      if (greeting === "Hello,")
        for (const fragment of ["evil", "555", "locked", "Ana", "\u202e", "<b>", "&lt;b"])
          expect(rendered, first_name).not.toContain(fragment);
    }
  });

  it("notifies the business of a contact message with every value escaped", async () => {
    const smtp = await startMailServer();
    smtpServers.push(smtp);
    const hostile = {
      company: "Evil Corp\r\nBcc: victim@example.in",
      message: `<script>alert("x")</script> <img src=x onerror=alert(1)> & "quotes"`,
    };
    const address = email();
    await db.query(
      `insert into public.contact_messages (first_name, last_name, full_name, email, company, phone, question, message, referer, form_source, notice_version, notice_language)
       values ('Mallory', '', 'Mallory', $1, $2, '+91 98765 43210', 'General Inquiry', $3, '/contact', 'contact-us-form', $4, 'en')`,
      [address, hostile.company, hostile.message, CURRENT_NOTICE_VERSION],
    );
    const worker = createWorker({
      db,
      mailer: createMailer({ SMTP_URL: smtp.url }, dir),
      reportUrl: REPORT_URL,
      notifyTo: "sales@example.in",
      log: quiet,
    });
    await worker.runOnce();
    const mail = smtp.received.find((message) => message.replyTo?.text.includes(address));
    expect(mail).toBeDefined();
    expect(JSON.stringify(mail?.to)).toContain("sales@example.in");
    expect(mail?.headers.has("bcc")).toBe(false);
    expect(mail?.subject).toMatch(/^New enquiry #\d+: General Inquiry$/);
    expect(mail?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).not.toContain("<img src=x");
    expect(mail?.text).toContain("What the visitor typed (unverified):\n");
    expect(mail?.text).toContain("  Company: Evil Corp\\x0d\\x0aBcc: victim@example.in\n");
    expect(mail?.text).toContain(`    ${hostile.message}\n`);
    for (const label of ["Name", "Company", "E-mail", "Phone", "Page", "Message"])
      expect(mail?.text).toContain(`\n  ${label}:`);
    const { rows } = await db.query<{ notified_at: Date | null }>(
      "select notified_at from public.contact_messages where email = $1",
      [address],
    );
    expect(rows[0]?.notified_at).toBeInstanceOf(Date);
  });

  it("mails visitors' report requests oldest first and never one held for review", async () => {
    const smtp = await startMailServer();
    smtpServers.push(smtp);
    const stamp = Date.now();
    const flood = Array.from({ length: 12 }, (_, i) => `victim${i}.${stamp}@flooded.example`);
    const genuine = `ananya.${stamp}@kaveri-bank.example`;
    for (const address of [...flood, genuine]) {
      const row = { ...reportRequest, email: address };
      await insertRows(db, "anon", "download_report", Object.keys(row), [row]);
    }
    const worker = createWorker({
      db,
      mailer: createMailer({ SMTP_URL: smtp.url }, dir),
      reportUrl: REPORT_URL,
      notifyTo: "x@example.in",
      batchSize: 4,
      log: quiet,
    });
    while ((await worker.runOnce()) > 0);
    const recipients = smtp.received
      .map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address)
      .filter((address) => address?.includes(String(stamp)));
    expect(recipients).toEqual([...flood.slice(0, 10), genuine]);
    const held = await Promise.all(flood.slice(10).map((address) => reportRow(db, address)));
    expect(held).toMatchObject(
      flood.slice(10).map(() => ({ status: "Requested", attempts: 0, review_reason: expect.stringContaining("Held") })),
    );
  });

  it("writes readable .eml files when no SMTP server is configured", async () => {
    const outbox = join(dir, "outbox");
    const address = await requestReport(db);
    const logged: string[] = [];
    const original = console.log;
    console.log = (line: string) => logged.push(line);
    try {
      await createWorker({
        db,
        mailer: createMailer({}, outbox),
        reportUrl: REPORT_URL,
        notifyTo: "x@example.in",
        log: quiet,
      }).runOnce();
    } finally {
      console.log = original;
    }
    const files = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
    const mails = await Promise.all(files.map((name) => simpleParser(readFileSync(join(outbox, name)))));
    const mail = mails.find((message) => JSON.stringify(message.to).includes(address));
    expect(mail?.text).toContain(REPORT_URL);
    expect(mail?.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" });
    // The log names the file, not the recipient: a log outlives an erasure.
    expect(logged.some((line) => line.startsWith("E-mail written to ") && line.endsWith(".eml"))).toBe(true);
    expect(logged.join("\n")).not.toContain(address);
  });
});

const FORMS = ["contact-us-form", "demo-request-modal", "roi-calculator"] as const;

/** `count` contact rows from a flood, as the owner inserts them; row i comes from FORMS[i % 3]. */
async function floodContacts(db: Database, label: string, count: number): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `insert into public.contact_messages (first_name, full_name, email, company, phone, question, message, referer, form_source, notice_version, notice_language)
     select 'Flood', 'Flood ' || i, $1 || '.' || i || '@flood.example', 'Flood Ltd', '+91 98765 43210',
            'General Inquiry', 'Message ' || i, '/contact', ($3::text[])[1 + i % 3], $4, 'en'
       from generate_series(1, $2::int) as i
     order by i
     returning email`,
    [label, count, FORMS, CURRENT_NOTICE_VERSION],
  );
  return rows.map((row) => row.email);
}

/** How many of `emails` came from each form, as floodContacts spreads them. */
const formsOf = (emails: string[]) =>
  Object.fromEntries(
    FORMS.map((form, index) => [
      form,
      emails.filter((address) => Number(/\.(\d+)@/.exec(address)?.[1]) % 3 === index).length,
    ]).filter(([, count]) => count !== 0),
  );

/** Waits until every waiting contact row may be claimed again: its backoff has passed and no lease holds it. */
async function untilDue(db: Database) {
  await vi.waitFor(
    async () => {
      const { rows } = await db.query<{ due: boolean }>(
        `select bool_and(next_attempt_at <= now() and (claimed_until is null or claimed_until < now())) as due
           from public.contact_messages where notified_at is null`,
      );
      expect(rows[0]?.due).toBe(true);
    },
    { timeout: 10_000, interval: 10 },
  );
}

/** Moves the worker's clock `minutes` on, by moving every time the cap and the digests read back. */
async function passTime(db: Database, minutes: number) {
  const back = `interval '${minutes} minutes'`;
  await db.exec(`
    update public.contact_messages
       set created_at = created_at - ${back}, next_attempt_at = next_attempt_at - ${back},
           notified_at = notified_at - ${back}, claimed_until = claimed_until - ${back};
    update private.notification_digests
       set created_at = created_at - ${back}, next_attempt_at = next_attempt_at - ${back};
    update private.notification_cap set last_digest_at = last_digest_at - ${back};
  `);
}

const replyAddress = (mail: ParsedMail) => mail.replyTo?.value[0]?.address;
const isDigest = (mail: ParsedMail) => mail.subject?.startsWith("Lead digest") ?? false;
const notificationsIn = (mails: ParsedMail[]) => mails.filter((mail) => !isDigest(mail)).map(replyAddress);
const digestsIn = (mails: ParsedMail[]) => mails.filter(isDigest);

/** The counts by form a digest e-mail states. */
const digestCounts = (mail: ParsedMail | undefined) =>
  Object.fromEntries(
    [...(mail?.text ?? "").matchAll(/^ {2}([a-z-]+): (\d+)$/gm)].map(([, form, count]) => [form, Number(count)]),
  );

/** What anon (and authenticated) get when they reach for the cap's tables and functions. */
async function refusedTo(db: Database, role: "anon" | "authenticated") {
  const statements = [
    "select * from private.notification_digests",
    "select * from private.notification_cap",
    "update private.notification_cap set per_hour = 1000",
    "insert into private.notification_digests default values",
    "select * from private.claim_notifications(10, interval '1 minute')",
    "select private.gather_notification_digest(null)",
    "select * from private.claim_lead_events(10, interval '1 minute', 300)",
    "select digest_id from public.contact_messages",
  ];
  return codesAs(db, role, statements);
}

describe("notification cap on PGlite", () => {
  let db: Database;
  let dir: string;
  let smtp: MailServer;

  const worker = (batchSize = 10, server = smtp) =>
    createWorker({
      db,
      mailer: createMailer({ SMTP_URL: server.url }, dir),
      reportUrl: REPORT_URL,
      notifyTo: "sales@example.in",
      batchSize,
      log: quiet,
    });
  const drain = async (batchSize?: number) => {
    const running = worker(batchSize);
    while ((await running.runOnce()) > 0);
  };

  withMigratedDatabase(pglite, (clients) => {
    db = clients.db;
  });
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "sentinel-cap-"));
  });
  beforeEach(async () => {
    await db.exec(`
      truncate public.contact_messages, public.download_report, private.notification_digests, private.lead_events;
      update private.notification_cap set last_digest_at = null;
    `);
    smtp = await startMailServer();
  });
  afterEach(async () => {
    await smtp.close();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("lets neither anon nor authenticated read, write or call any part of the cap", async () => {
    for (const role of ["anon", "authenticated"] as const)
      expect(await refusedTo(db, role)).toEqual(Array.from({ length: 8 }, () => "42501"));
  });

  it("turns a burst of 200 contact rows into the 30 oldest notifications and one digest counting the rest by form", async () => {
    const burst = await floodContacts(db, "burst", 200);
    // A batch that does not divide the cap, so one pass must stop at the cap mid-batch.
    await drain(7);
    expect(smtp.received).toHaveLength(31);
    expect(notificationsIn(smtp.received)).toEqual(burst.slice(0, 30));
    const [digest] = digestsIn(smtp.received);
    expect(digest?.subject).toBe(
      `Lead digest #${/#(\d+)/.exec(digest?.subject ?? "")?.[1]}: 170 leads without a notification of their own`,
    );
    expect(digestCounts(digest)).toEqual(formsOf(burst.slice(30)));
    expect(digest?.text).toContain("after the 30 notification e-mails an hour were used up");
    expect(digest?.text).toContain("\n  npm run leads -- list contact_messages\n");
    expect(JSON.stringify(digest?.to)).toContain("sales@example.in");
    const { rows } = await db.query<{ notified: number; digested: number }>(
      `select count(*) filter (where notified_at is not null)::int as notified,
              count(*) filter (where digest_id is not null)::int as digested
         from public.contact_messages`,
    );
    expect(rows[0]).toEqual({ notified: 30, digested: 170 });
    // Nothing in the digest is ever sent on its own, not even once the cap frees.
    await passTime(db, 61);
    await drain();
    expect(smtp.received).toHaveLength(31);
  }, 60_000);

  it("sends a digest of what arrives later 15 minutes after the last one, however many the cap has sent", async () => {
    const first = await floodContacts(db, "first", 40);
    await drain();
    expect(smtp.received).toHaveLength(31);
    const later = await floodContacts(db, "later", 5);
    await drain();
    await passTime(db, 14);
    await drain();
    expect(smtp.received).toHaveLength(31);
    await passTime(db, 2);
    await drain();
    const latest = await floodContacts(db, "latest", 4);
    await passTime(db, 16);
    await drain();
    expect(notificationsIn(smtp.received)).toHaveLength(30);
    const digests = digestsIn(smtp.received);
    expect(digests.map(digestCounts)).toEqual([formsOf(first.slice(30)), formsOf(later), formsOf(latest)]);
  }, 60_000);

  it("frees the cap an hour on and sends the rows waiting then on their own, oldest first", async () => {
    await floodContacts(db, "flood", 35);
    await drain();
    expect(smtp.received).toHaveLength(31);
    const waiting = await floodContacts(db, "waiting", 3);
    await drain();
    expect(smtp.received).toHaveLength(31);
    await passTime(db, 61);
    await drain(2);
    expect(notificationsIn(smtp.received.slice(31))).toEqual(waiting);
    // The freed hour holds 30 again: 27 more, then a digest of the rest.
    const next = await floodContacts(db, "next", 40);
    await drain();
    expect(notificationsIn(smtp.received.slice(34))).toEqual(next.slice(0, 27));
    expect(digestsIn(smtp.received.slice(34)).map(digestCounts)).toEqual([formsOf(next.slice(27))]);
    expect(smtp.received).toHaveLength(31 + 3 + 27 + 1);
  }, 60_000);

  it("keeps no place for a notification that failed: newer rows take the 30, the failed one waits for a digest", async () => {
    const refusing = await startMailServer({ refuse: true });
    const failed = await floodContacts(db, "failing", 3);
    await worker(10, refusing).runOnce();
    await refusing.close();
    const newer = await floodContacts(db, "newer", 30);
    await drain();
    expect(notificationsIn(smtp.received)).toEqual(newer);
    expect(digestsIn(smtp.received).map(digestCounts)).toEqual([formsOf(failed)]);
  }, 60_000);

  it("retries a failed notification before newer rows once its backoff is over", async () => {
    const refusing = await startMailServer({ refuse: true });
    const failed = await floodContacts(db, "failed", 3);
    await worker(10, refusing).runOnce();
    await refusing.close();
    const { rows } = await db.query<{ notify_attempts: number; notify_error: string; digest_id: number | null }>(
      "select notify_attempts, notify_error, digest_id from public.contact_messages order by id",
    );
    expect(rows).toMatchObject(failed.map(() => ({ notify_attempts: 1, notify_error: expect.stringMatching(/550/) })));
    const newer = await floodContacts(db, "newer", 30);
    await passTime(db, 1);
    await drain();
    expect(notificationsIn(smtp.received)).toEqual([...failed, ...newer.slice(0, 27)]);
    expect(digestsIn(smtp.received).map(digestCounts)).toEqual([formsOf(newer.slice(27))]);
  }, 60_000);

  it("retries a notification through an outage longer than 8 minutes, and sends it once the server is back", async () => {
    const refusing = await startMailServer({ refuse: true });
    const [lead] = await floodContacts(db, "outage", 1);
    const failing = createWorker({
      db,
      mailer: createMailer({ SMTP_URL: refusing.url }, dir),
      reportUrl: REPORT_URL,
      notifyTo: "sales@example.in",
      backoffMs: 20,
      maxBackoffMs: 40,
      log: quiet,
    });
    for (let attempt = 1; attempt <= 6; attempt++) {
      await untilDue(db);
      await failing.runOnce();
    }
    await refusing.close();
    // Ten minutes of attempts behind it, and the lead is still waiting for its e-mail.
    await passTime(db, 10);
    const { rows } = await db.query<Record<string, unknown>>(
      "select notify_attempts, notified_at, notify_failed_at, digest_id from public.contact_messages",
    );
    expect(rows).toEqual([{ notify_attempts: 6, notified_at: null, notify_failed_at: null, digest_id: null }]);
    await drain();
    expect(notificationsIn(smtp.received)).toEqual([lead]);
  }, 60_000);

  it("names a lead whose notification failed for a day in the next digest, once", async () => {
    const refusing = await startMailServer({ refuse: true });
    const [lead] = await floodContacts(db, "lost", 1);
    await passTime(db, 24 * 60);
    await worker(10, refusing).runOnce();
    await refusing.close();
    const { rows } = await db.query<{ id: number; notify_failed_at: Date | null }>(
      "select id, notify_failed_at from public.contact_messages",
    );
    expect(rows[0]?.notify_failed_at).toBeInstanceOf(Date);
    // The refusing server refused the digest too: it is retried after its backoff.
    await passTime(db, 1);
    await drain();
    const [digest] = digestsIn(smtp.received);
    expect(smtp.received.map((mail) => mail.subject)).toEqual([digest?.subject]);
    expect(digest?.subject).toMatch(/: 1 delivery failed$/);
    expect(digest?.text).toContain(`contact_messages #${rows[0]?.id} (demo-request-modal)`);
    expect(digest?.text).not.toContain(lead);
    // Named once: the next digest has nothing to say of it.
    await passTime(db, 16);
    await drain();
    expect(digestsIn(smtp.received)).toHaveLength(1);
  }, 60_000);

  it("retries a digest the mail server refused", async () => {
    await floodContacts(db, "full", 30);
    await drain();
    const over = await floodContacts(db, "over", 2);
    const refusing = await startMailServer({ refuse: true });
    await worker(10, refusing).runOnce();
    await refusing.close();
    const digestRow = async () =>
      (
        await db.query<Record<string, unknown>>(
          "select sent_at, attempts, last_error from private.notification_digests",
        )
      ).rows;
    expect(await digestRow()).toMatchObject([{ sent_at: null, attempts: 1, last_error: expect.stringMatching(/550/) }]);
    await passTime(db, 1);
    await drain();
    expect(notificationsIn(smtp.received)).toHaveLength(30);
    expect(digestsIn(smtp.received).map(digestCounts)).toEqual([formsOf(over)]);
    expect(await digestRow()).toMatchObject([{ sent_at: expect.any(Date), attempts: 2, last_error: null }]);
  }, 60_000);
});

describe.skipIf(postgres.skip)("report delivery on PostgreSQL", () => {
  let dbs: Database[] | undefined;

  withMigratedDatabase(postgres, (clients) => {
    dbs = clients.dbs;
  });

  it("lets two workers on one database send each report exactly once", async () => {
    const smtp = await startMailServer();
    const [first, second] = dbs as [Database, Database];
    const addresses = await Promise.all(Array.from({ length: 30 }, () => requestReport(first)));
    const workers = [first, second].map((db) =>
      createWorker({
        db,
        mailer: createMailer({ SMTP_URL: smtp.url }, tmpdir()),
        reportUrl: REPORT_URL,
        notifyTo: "x@example.in",
        batchSize: 4,
        log: quiet,
      }),
    );
    for (let pass = 0; pass < 10; pass++) await Promise.all(workers.map((worker) => worker.runOnce()));
    const counts = addresses.map(
      (address) => smtp.received.filter((mail) => JSON.stringify(mail.to).includes(address)).length,
    );
    expect(counts).toEqual(addresses.map(() => 1));
    const { rows } = await first.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from public.download_report group by status",
    );
    expect(rows).toEqual([{ status: "Sent", n: 30 }]);
    await smtp.close();
  }, 30_000);

  it("lets neither anon nor authenticated read, write or call any part of the notification cap", async () => {
    for (const role of ["anon", "authenticated"] as const)
      expect(await refusedTo((dbs as Database[])[0] as Database, role)).toEqual(
        Array.from({ length: 8 }, () => "42501"),
      );
  });

  it("grants no more than 30 notifications an hour however many claims arrive at once", async () => {
    const [first, second] = dbs as [Database, Database];
    await floodContacts(first, "pg-race", 100);
    const claims = Array.from({ length: 60 }, (_, i) =>
      (i % 2 ? first : second).query<{ id: number }>(
        "select id from private.claim_notifications(1, interval '5 minutes')",
      ),
    );
    const claimed = (await Promise.all(claims)).flatMap(({ rows }) => rows.map((row) => row.id));
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
    await first.exec(
      "truncate public.contact_messages, public.download_report, private.notification_digests, private.lead_events",
    );
  });

  it("lets two workers on one database send 30 notifications of a 200-row burst and one digest, together", async () => {
    const smtp = await startMailServer();
    const [first, second] = dbs as [Database, Database];
    const burst = await floodContacts(first, "pg-burst", 200);
    const workers = [first, second].map((db) =>
      createWorker({
        db,
        mailer: createMailer({ SMTP_URL: smtp.url }, tmpdir()),
        reportUrl: REPORT_URL,
        notifyTo: "sales@example.in",
        batchSize: 7,
        log: quiet,
      }),
    );
    for (let pass = 0; pass < 8; pass++) await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(smtp.received).toHaveLength(31);
    expect(new Set(notificationsIn(smtp.received))).toEqual(new Set(burst.slice(0, 30)));
    expect(digestCounts(digestsIn(smtp.received)[0])).toEqual(formsOf(burst.slice(30)));
    await smtp.close();
  }, 30_000);
});
