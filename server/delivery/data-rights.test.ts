// A visitor's data rights as the worker carries them out, against a real database (PGlite, and
// PostgreSQL where the machine has it), a real SMTP sink and a real webhook receiver on loopback:
// the one-click withdrawal link, the data-rights e-mails, a marketing opt-in's confirmation, the
// lead.erased event, the retention sweep.
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";

import type { ParsedMail } from "mailparser";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { careerAlert, contactMessage, reportRequest } from "#tests/support/lead-rows.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";
import type { Database } from "#server/db/database.ts";
import { asRole } from "#server/rest/as-role.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import { COPY_ATTACHMENT } from "./data-rights-messages.ts";
import { createMailer } from "./mailer.ts";
import { WITHDRAW_LINK_TEXT } from "./messages.ts";
import { createWebhookSender } from "./webhooks.ts";
import { type WorkerOptions, createWorker } from "./worker.ts";

const SITE = "https://www.sentinelai.example";
const NOTIFY_TO = "sales@sentinelai.example";
const SECRET = `whsec_${randomBytes(32).toString("base64")}`;

let sequence = 0;
const address = () => `person${Date.now()}.${(sequence += 1)}@kaveri-bank.example`;

/** The raw value of a header, as the message carried it. */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim();

/** A link's token: in the fragment of a page's link, in the query of the one-click URL. */
const tokenOf = (url: string) =>
  new URLSearchParams(new URL(url).hash.slice(1)).get("token") ?? new URL(url).searchParams.get("token") ?? "";

describe.each(testDatabases("the data-rights delivery"))("data rights on $name", ({ skip, openMigrated }) => {
  let db: Database;
  let smtp: MailServer;
  const logged: string[] = [];

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    ({ db } = clients);
  });
  beforeAll(async () => {
    smtp = await startMailServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const worker = (options: Partial<WorkerOptions> = {}) =>
    createWorker({
      db,
      mailer: createMailer({ SMTP_URL: smtp.url }, tmpdir()),
      reportUrl: `${SITE}/reports/report.pdf`,
      notifyTo: NOTIFY_TO,
      siteUrl: SITE,
      log: (line) => logged.push(line),
      ...options,
    });

  const mailsTo = (to: string) => smtp.received.filter((mail) => JSON.stringify(mail.to).includes(`"${to}"`));

  async function lastMailTo(to: string): Promise<ParsedMail> {
    const mail = mailsTo(to).at(-1);
    if (!mail) throw new Error(`no e-mail to ${to}`);
    return mail;
  }

  const anon = <T>(query: string, params: unknown[]) =>
    asRole(db, "anon", async (sql) => (await sql.query<{ result: T }>(query, params)).rows[0]?.result);

  const leadCount = async (email: string) =>
    Number(
      (
        await db.query<{ n: number }>(
          `select (select count(*) from public.contact_messages where email = $1)
                + (select count(*) from public.download_report where email = $1)
                + (select count(*) from public.career_alerts where email = $1) as n`,
          [email],
        )
      ).rows[0]?.n,
    );

  /** Asks for `kind` as a visitor would, and returns the confirm link of the e-mail that follows. */
  async function request(email: string, kind: string, correction: string | null = null) {
    expect(
      await anon<object>("select public.request_data_rights($1, $2, $3) as result", [email, kind, correction]),
    ).toEqual({ status: "sent", send_at: null, retry_at: null });
    await worker().runOnce();
    const mail = await lastMailTo(email);
    const link = /https:\/\/\S+\/data-rights\/confirm#token=\w+/.exec(mail.text ?? "")?.[0];
    if (!link) throw new Error("no confirm link");
    return { mail, link };
  }

  const lastMailId = async () =>
    Number(
      (await db.query<{ id: number | null }>("select max(id) as id from private.data_rights_mail")).rows[0]?.id ?? 0,
    );

  const confirm = (link: string) =>
    anon<{ status: string; kind: string | null }>("select public.confirm_data_rights($1) as result", [tokenOf(link)]);

  it.skipIf(skip)(
    "sends the report with a withdrawal link and RFC 8058 headers whose token erases the requester as anon",
    async () => {
      const email = address();
      const report = reportRequest(email);
      const contact = contactMessage(email);
      await insertRows(db, "anon", "download_report", Object.keys(report), [report]);
      await insertRows(db, "anon", "contact_messages", Object.keys(contact), [contact]);
      await worker().runOnce();
      const mail = await lastMailTo(email);
      const unsubscribe = header(mail, "list-unsubscribe") ?? "";
      expect(unsubscribe).toMatch(/^<https:\/\/www\.sentinelai\.example\/data-rights\/withdraw\?token=[0-9a-f]{64}>$/);
      expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const url = unsubscribe.slice(1, -1);
      // The page's link carries the same token in its fragment, which no server or log sees.
      const page = url.replace("?token=", "#token=");
      expect(mail.text).toContain(`${WITHDRAW_LINK_TEXT}: ${page}`);
      expect(mail.html).toContain(`href="${page}"`);
      expect(mail.text).not.toContain(url);
      expect(await leadCount(email)).toBe(2);

      expect(await anon<string>("select public.withdraw_consent($1) as result", [tokenOf(url)])).toBe("withdrawn");
      expect(await leadCount(email)).toBe(0);
      // A mail client retries a one-click POST: the same answer, nothing more done.
      expect(await anon<string>("select public.withdraw_consent($1) as result", [tokenOf(url)])).toBe("withdrawn");
      expect(await anon<string>("select public.withdraw_consent($1) as result", ["0".repeat(64)])).toBe("invalid");
    },
    30_000,
  );

  it.skipIf(skip)(
    "sends no withdrawal link or List-Unsubscribe to the business inbox",
    async () => {
      const contact = contactMessage(address());
      await insertRows(db, "anon", "contact_messages", Object.keys(contact), [contact]);
      await worker().runOnce();
      const mail = await lastMailTo(NOTIFY_TO);
      expect(header(mail, "list-unsubscribe")).toBeUndefined();
      expect(header(mail, "list-unsubscribe-post")).toBeUndefined();
      expect(mail.text).not.toContain(WITHDRAW_LINK_TEXT);
    },
    30_000,
  );

  it.skipIf(skip)(
    "asks to confirm a copy, then sends every row held, readable and as JSON, and keeps neither token nor copy",
    async () => {
      const email = address();
      const report = reportRequest(email);
      const alert = careerAlert(email);
      await insertRows(db, "anon", "download_report", Object.keys(report), [report]);
      await insertRows(db, "anon", "career_alerts", Object.keys(alert), [alert]);
      const before = await lastMailId();
      const { mail: verify, link } = await request(email, "copy");
      expect(verify.subject).toBe("Confirm your request for a copy of your data");
      expect(verify.text).toContain("within 24 hours");
      expect(header(verify, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

      expect(await confirm(link)).toEqual({ status: "done", kind: "copy" });
      expect(await confirm(link)).toMatchObject({ status: "used" });
      await worker().runOnce();
      const copy = await lastMailTo(email);
      expect(copy.subject).toBe("A copy of the data we hold for you");
      expect(copy.text).toContain("Report requests (download_report): 1 record");
      expect(copy.text).toContain("Careers alert sign-ups (career_alerts): 1 record");
      expect(copy.text).toContain(`    company: ${report.company}`);
      expect(copy.attachments.map((file) => file.filename)).toEqual([COPY_ATTACHMENT]);
      const json = JSON.parse(copy.attachments[0]?.content.toString("utf8") ?? "") as Record<
        string,
        { email: string }[]
      >;
      expect(json.download_report?.map((row) => row.email)).toEqual([email]);
      expect(json.career_alerts?.map((row) => row.email)).toEqual([email]);
      expect(json.contact_messages).toEqual([]);
      expect(header(copy, "list-unsubscribe")).toMatch(/^<https:\/\/www\.sentinelai\.example\/data-rights\/withdraw\?/);

      const { rows } = await db.query<{
        kind: string;
        to_address: string | null;
        token: string | null;
        payload: unknown;
      }>(
        "select kind, to_address, token, payload from private.data_rights_mail where id > $1 and sent_at is not null order by id",
        [before],
      );
      expect(rows).toEqual([
        { kind: "verify", to_address: null, token: null, payload: null },
        { kind: "copy", to_address: null, token: null, payload: null },
      ]);
    },
    30_000,
  );

  it.skipIf(skip)(
    "tells an unknown address that we hold no data for it, with no attachment",
    async () => {
      const email = address();
      const { link } = await request(email, "copy");
      expect(await confirm(link)).toMatchObject({ status: "done" });
      await worker().runOnce();
      const copy = await lastMailTo(email);
      expect(copy.subject).toBe("We hold no personal data for this address");
      expect(copy.attachments).toEqual([]);
    },
    30_000,
  );

  it.skipIf(skip)(
    "erases on a confirmed request, confirms with counts to the sealed address, and tells the business what to delete",
    async () => {
      const email = address();
      const contacts = [contactMessage(email), contactMessage(email, { form_source: "demo-request-modal" })];
      await insertRows(db, "anon", "contact_messages", Object.keys(contacts[0] ?? {}), contacts);
      const ids = (
        await db.query<{ id: number }>("select id from public.contact_messages where email = $1 order by id", [email])
      ).rows.map((row) => Number(row.id));
      await worker().runOnce();
      const { link } = await request(email, "erasure");
      expect(await confirm(link)).toEqual({ status: "done", kind: "erasure" });
      expect(await leadCount(email)).toBe(0);
      // The confirmation waits with its address sealed.
      const { rows: waiting } = await db.query<{ to_address: string | null; sealed: boolean }>(
        "select to_address, sealed_to is not null as sealed from private.data_rights_mail where kind = 'erased' and sent_at is null",
      );
      expect(waiting).toEqual([{ to_address: null, sealed: true }]);
      await worker().runOnce();
      const erased = await lastMailTo(email);
      expect(erased.subject).toBe("Your data has been erased");
      expect(erased.text).toContain("Contact enquiries, demo requests and ROI estimates: 2");
      expect(erased.text).toContain("a new consent");
      expect(erased.text).not.toContain(WITHDRAW_LINK_TEXT);
      expect(header(erased, "list-unsubscribe")).toBeUndefined();
      const notice = await lastMailTo(NOTIFY_TO);
      expect(notice.subject).toMatch(/^Erasure #\d+: delete the e-mails about it from your inbox$/);
      expect(notice.text).toContain(`contact_messages ${ids.map((id) => `#${id}`).join(", ")}`);
      expect(notice.text).not.toContain(email);
    },
    30_000,
  );

  it.skipIf(skip)(
    "asks the address to confirm a ticked marketing box, and counts the consent only once it does",
    async () => {
      const email = address();
      const contact = contactMessage(email, { marketing_opt_in: true, full_name: "Someone Else" });
      await insertRows(db, "anon", "contact_messages", Object.keys(contact), [contact]);
      await worker().runOnce();
      const verify = mailsTo(email).find((mail) => mail.subject?.startsWith("Confirm that you want"));
      expect(verify?.text).toContain("research and event invitations");
      // The details the form gave, so the address's owner sees whose they are before confirming.
      expect(verify?.text).toContain("Name: Someone Else; Company: Kaveri Bank");
      const audience = () =>
        asRole(
          db,
          "service_role",
          async (sql) => (await sql.query("select * from public.marketing_audience() where email = $1", [email])).rows,
        );
      expect(await audience()).toEqual([]);
      const link = /https:\/\/\S+\/data-rights\/confirm#token=\w+/.exec(verify?.text ?? "")?.[0] ?? "";
      expect(await confirm(link)).toEqual({ status: "done", kind: "marketing" });
      expect(await audience()).toEqual([expect.objectContaining({ email, confirmed_by: "email-link" })]);
    },
    30_000,
  );

  it.skipIf(skip)(
    "tells the business of a confirmed correction, with the address and the correction",
    async () => {
      const email = address();
      const correction = "My company is Kaveri Bank Ltd., not Kaveri Bank.";
      const { mail: verify, link } = await request(email, "correction", correction);
      // Anyone may ask for any address: what they typed never reaches it.
      expect(verify.text).not.toContain(correction);
      expect(await confirm(link)).toEqual({ status: "done", kind: "correction" });
      await worker().runOnce();
      const notice = await lastMailTo(NOTIFY_TO);
      expect(notice.subject).toMatch(/^Data correction request #\d+$/);
      expect(notice.text).toContain(`  E-mail: ${email}`);
      expect(notice.text).toContain(`    ${correction}`);
      expect(notice.text).toContain("they were told");
      expect(header(notice, "list-unsubscribe")).toBeUndefined();
      expect(JSON.stringify(notice.replyTo?.value)).toContain(email);
    },
    30_000,
  );

  it.skipIf(skip)(
    "delivers lead.erased signed, with the address and lead ids, then keeps only the hash",
    async () => {
      const receiver = await startWebhookReceiver();
      try {
        await db.exec("update private.lead_events set status = 'delivered' where status = 'pending'");
        await db.query("select private.set_webhook_configured(true)");
        const email = address();
        const report = reportRequest(email);
        await insertRows(db, "anon", "download_report", Object.keys(report), [report]);
        const [lead] = (
          await db.query<{ id: number }>("select id from public.download_report where email = $1", [email])
        ).rows;
        await db.query("select public.erase_person($1)", [email]);
        await createWebhookSender({ db, url: receiver.url, secret: SECRET, log: () => {} }).runOnce();
        const erased = receiver.received
          .map(
            (receipt) => new Webhook(SECRET).verify(receipt.body, receipt.headers) as { type: string; data: unknown },
          )
          .find((event) => event.type === "lead.erased");
        const { rows } = await db.query<{ h: string }>("select private.address_hash($1) as h", [email]);
        const hash = rows[0]?.h;
        expect(erased?.data).toEqual({
          email,
          address_hash: hash,
          reason: "erasure",
          leads: { contact_messages: [], download_report: [lead?.id], career_alerts: [] },
        });
        const stored = await db.query<{ status: string; payload: unknown }>(
          "select status, payload from private.lead_events where type = 'lead.erased' and payload->>'address_hash' = $1",
          [hash],
        );
        expect(stored.rows).toEqual([
          {
            status: "delivered",
            payload: {
              address_hash: hash,
              reason: "erasure",
              leads: { contact_messages: [], download_report: [lead?.id], career_alerts: [] },
            },
          },
        ]);
      } finally {
        await receiver.close();
      }
    },
    30_000,
  );

  const ageReport = async (email: string) => {
    const report = reportRequest(email);
    await insertRows(db, "anon", "download_report", Object.keys(report), [report]);
    await db.query(
      "update public.download_report set created_at = now() - interval '13 months', status = 'Sent' where email = $1",
      [email],
    );
  };

  it.skipIf(skip)(
    "runs the retention sweep at the start and again every period, logging what it deleted",
    async () => {
      const first = address();
      await ageReport(first);
      logged.length = 0;
      const running = worker({ sweepEveryMs: 300, pollMs: 60_000 });
      await running.start();
      try {
        await vi.waitFor(async () => expect(await leadCount(first)).toBe(0), { timeout: 10_000, interval: 50 });
        const second = address();
        await ageReport(second);
        await vi.waitFor(async () => expect(await leadCount(second)).toBe(0), { timeout: 10_000, interval: 50 });
      } finally {
        await running.stop();
      }
      expect(logged.filter((line) => /^Retention sweep: deleted 1 \S*download_report\S* /.test(line))).toHaveLength(2);
    },
    30_000,
  );

  it.skipIf(skip)(
    "keeps sending e-mails when the sweep fails, and says why",
    async () => {
      await db.exec("alter function public.retention_sweep(timestamptz, boolean) rename to retention_sweep_elsewhere");
      const running = worker({ sweepEveryMs: 60_000, pollMs: 50 });
      try {
        logged.length = 0;
        await running.start();
        const email = address();
        const report = reportRequest(email);
        await insertRows(db, "anon", "download_report", Object.keys(report), [report]);
        await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 10_000, interval: 50 });
        expect(logged).toContainEqual(
          expect.stringMatching(/^Retention sweep failed \(.*retention_sweep.*\); the next runs in 1 min$/),
        );
      } finally {
        await running.stop();
        await db.exec(
          "alter function public.retention_sweep_elsewhere(timestamptz, boolean) rename to retention_sweep",
        );
      }
    },
    30_000,
  );
});
