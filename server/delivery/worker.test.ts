import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { startMailServer } from "#tests/support/mail-server.ts";
import { postgresForTests, startPostgres, type PostgresCluster } from "#tests/support/postgres-cluster.ts";
import type { Database } from "#server/db/database.ts";
import { migrate } from "#server/db/migrations.ts";
import { openPglite } from "#server/db/pglite.ts";
import { openPostgres } from "#server/db/postgres.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

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
};

async function requestReport(db: Database, address = email()) {
  await db.query(
    `insert into public.download_report (first_name, last_name, email, company, designation, country)
     values ('Ananya', 'Rao', $1, 'Kaveri Bank', 'CRO', 'India')`,
    [address],
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

describe("report delivery on PGlite", () => {
  let db: Database;
  let dir: string;
  const smtpServers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sentinel-worker-"));
    db = await openPglite(join(dir, "pglite"));
    await migrate(db);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(smtpServers.splice(0).map((server) => server.close()));
  });
  afterAll(async () => {
    await db.close();
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
    expect(mail?.subject).toContain("Global Cyber Fraud Trends Report");
    expect(mail?.text).toContain(REPORT_URL);
    expect(mail?.html).toContain(`href="${REPORT_URL}"`);
    expect(mail?.from?.text).toContain("Sentinel AI");
    expect(await reportRow(db, address)).toMatchObject({ status: "Sent", attempts: 1, last_error: null });
    expect((await reportRow(db, address))?.sent_at).toBeInstanceOf(Date);
    await worker.runOnce();
    expect(smtp.received.filter((message) => JSON.stringify(message.to).includes(address))).toHaveLength(1);
  });

  it("retries a refusing server with backoff and gives up after five attempts", async () => {
    const smtp = await startMailServer({ refuse: true });
    smtpServers.push(smtp);
    const address = await requestReport(db);
    const worker = createWorker({
      db,
      mailer: createMailer({ SMTP_URL: smtp.url }, dir),
      reportUrl: REPORT_URL,
      notifyTo: "x@example.in",
      backoffMs: 20,
      log: quiet,
    });
    const seen: unknown[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      // Each attempt after the first waits for its backoff: 20, 40, 80, 160 ms.
      await untilClaimable(db, address);
      await worker.runOnce();
      const row = await reportRow(db, address);
      seen.push(row?.attempts);
      expect(row?.status).toBe(attempt < 5 ? "Requested" : "Failed");
    }
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    const row = await reportRow(db, address);
    expect(String(row?.last_error)).toMatch(/Mailbox unavailable|550/);
    await worker.runOnce();
    expect((await reportRow(db, address))?.attempts).toBe(5);
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
    expect(smtp.received).toHaveLength(0);
    await untilClaimable(db, address);
    await restarted.runOnce();
    expect(smtp.received.filter((message) => JSON.stringify(message.to).includes(address))).toHaveLength(1);
    expect(await reportRow(db, address)).toMatchObject({ status: "Sent", attempts: 2 });
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
      `insert into public.contact_messages (first_name, last_name, full_name, email, company, phone, question, message, referer, form_source)
       values ('Mallory', '', 'Mallory', $1, $2, '+91 98765 43210', 'General Inquiry', $3, '/contact', 'contact-us-form')`,
      [address, hostile.company, hostile.message],
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
    expect(mail?.subject).toBe("New enquiry: General Inquiry from Evil Corp Bcc:");
    expect(mail?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).not.toContain("<img src=x");
    expect(mail?.text).toContain(hostile.message);
    for (const label of ["Enquiry type", "Company", "Name", "E-mail", "Phone", "Message", "Page"])
      expect(mail?.text).toContain(`${label}:`);
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
    expect(logged.some((line) => line.includes(address) && line.includes(".eml"))).toBe(true);
  });
});

const postgres = postgresForTests("the two-worker delivery test");

describe.skipIf(postgres.skip)("report delivery on PostgreSQL", () => {
  let cluster: PostgresCluster | undefined;
  let dbs: Database[] | undefined;

  beforeAll(async () => {
    cluster = await startPostgres(postgres.bin);
    dbs = [openPostgres(cluster.url), openPostgres(cluster.url)];
    await migrate(dbs[0] as Database);
  }, 60_000);
  afterAll(async () => {
    await Promise.all((dbs ?? []).map((db) => db.close()));
    cluster?.stop();
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
});
