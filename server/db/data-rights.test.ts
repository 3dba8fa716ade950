// The data-rights functions of supabase/migrations/20251128000100_data_rights.sql and the
// 20251129000* migrations, on PGlite and on a real PostgreSQL: anon calls what a visitor's
// browser calls (through PostgREST when `request.headers` is set), service_role what the leads
// CLI calls, and the owner plays the worker (reading the queue, as it sends).
import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { WITHDRAWAL_LINK_DAYS } from "#shared/data-rights.ts";
import { mailboxKey } from "#shared/mailbox.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { careerAlert, contactMessage, reportRequest } from "#tests/support/lead-rows.ts";
import { codesAs } from "#tests/support/sql-codes.ts";
import { claimDataRightsMail } from "#server/delivery/mail-queries.ts";
import { insertRows, insertStatement } from "#server/rest/insert-batcher.ts";

import type { Database } from "./database.ts";

let sequence = 0;
const address = (domain = "bank.example") => `rights.${Date.now()}.${(sequence += 1)}@${domain}`;

/** request_data_rights's answer when the link goes at once. */
const sent = { status: "sent", send_at: null, retry_at: null };

/** A request's X-Forwarded-For, or its headers as PostgREST passes them (lower-case names). */
type Client = string | Record<string, string>;

interface Mail {
  id: number;
  kind: string;
  to_address: string | null;
  token: string | null;
  payload: Record<string, unknown> | null;
}

describe.each(testDatabases("the data rights"))("data rights on $name", ({ skip, openMigrated }) => {
  let db: Database;

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
  });

  /**
   * `statement` as `role`, its first row's `value`, or the error's SQLSTATE and message. With
   * `client`, as PostgREST calls it for a request from that X-Forwarded-For, or with those headers.
   */
  const as = (role: string, statement: string, params: unknown[] = [], client?: Client) =>
    db
      .transaction(async (sql) => {
        if (client)
          await sql.query("select set_config('request.headers', $1, true)", [
            JSON.stringify(typeof client === "string" ? { "x-forwarded-for": client } : client),
          ]);
        await sql.exec(`set local role ${role}`);
        return (await sql.query<{ value: unknown }>(statement, params)).rows[0]?.value;
      })
      .catch((error: { code?: string; message?: string }) => ({ code: error.code, message: error.message }));
  const request = (email: string, kind: string, correction: string | null = null, client?: Client) =>
    as(
      "anon",
      "select public.request_data_rights(email => $1, kind => $2, correction => $3) as value",
      [email, kind, correction],
      client,
    );
  const confirm = (token: string, client?: string) =>
    as("anon", "select public.confirm_data_rights(token => $1) as value", [token], client) as Promise<{
      status: string;
      kind: string | null;
    }>;
  const withdraw = (token: string) => as("anon", "select public.withdraw_consent(token => $1) as value", [token]);
  const mails = async (to: string | null, kind: string) =>
    (
      await db.query<Mail>(
        "select id, kind, to_address, token, payload from private.data_rights_mail where to_address is not distinct from $1 and kind = $2 order by id",
        [to, kind],
      )
    ).rows;
  /** The worker's part: marks a queued e-mail sent, as it records a delivery. */
  const send = (mail: Mail | undefined) =>
    db.query("update private.data_rights_mail set sent_at = now(), token = null, payload = null where id = $1", [
      mail?.id,
    ]);
  const verifyToken = async (email: string) => {
    const sent = await mails(email, "verify");
    return sent.at(-1)?.token ?? "";
  };
  const insert = (table: string, row: Record<string, unknown>) =>
    insertRows(db, "anon", table, Object.keys(row), [row]);
  const lead = async (email: string, overrides: Record<string, unknown> = {}) => {
    await insert("contact_messages", contactMessage(email, overrides));
    await insert("download_report", reportRequest(email));
    await insert("career_alerts", careerAlert(email));
  };
  const idsOf = async (table: string, email: string) =>
    (await db.query<{ id: number }>(`select id from public.${table} where email = $1 order by id`, [email])).rows.map(
      (row) => Number(row.id),
    );
  const held = async (email: string) => ({
    contact_messages: await idsOf("contact_messages", email),
    download_report: await idsOf("download_report", email),
    career_alerts: await idsOf("career_alerts", email),
  });
  const nothing = { contact_messages: [], download_report: [], career_alerts: [] };
  const hashOf = async (email: string) =>
    (await db.query<{ hash: string }>("select private.address_hash($1) as hash", [email])).rows[0]?.hash ?? "";
  const suppressed = async (email: string) =>
    (
      await db.query<{ reason: string }>("select reason from private.suppressed_addresses where address_hash = $1", [
        await hashOf(email),
      ])
    ).rows.map((row) => row.reason);
  const audience = async (email: string) =>
    (await as(
      "service_role",
      "select coalesce(json_agg(m), '[]') as value from public.marketing_audience() m where m.email = $1",
      [email],
    )) as Record<string, unknown>[];
  const withdrawalToken = async (email: string) =>
    (await db.query<{ token: string }>("select private.issue_withdrawal_link($1) as token", [email])).rows[0]?.token ??
    "";
  /** Frees the limits between tests: the hour's requests and log are moved an hour back. */
  const anHourLater = () =>
    db.exec(`update private.data_rights_requests set requested_at = requested_at - interval '61 minutes',
               send_at = send_at - interval '61 minutes';
             update private.data_rights_log set at = at - interval '61 minutes';
             delete from private.client_requests;`);

  it.skipIf(skip)("hashes an address by its mailbox with the keys, never as a plain SHA-256", async () => {
    const plain = createHash("sha256").update("ananya@bank.example").digest("hex");
    const hash = await hashOf("  Ananya@Bank.Example ");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(plain);
    // A +tag is another mailbox, except at providers that deliver it to the same one.
    expect(await hashOf("ananya+kyc@bank.example")).not.toBe(hash);
    expect(await hashOf("ananya+kyc@outlook.com")).toBe(await hashOf("Ananya@Outlook.com"));
    expect(await hashOf("a.nanya@googlemail.com")).toBe(await hashOf("ananya@gmail.com"));
    expect(await hashOf("a.nanya@bank.example")).not.toBe(hash);
  });

  it.skipIf(skip)("folds an address into its mailbox exactly as shared/mailbox.ts does", async () => {
    const samples = [
      "Ananya.Rao@Kaveri-Bank.example",
      " ananya.rao+kyc@kaveri-bank.example ",
      "a.n.a+x+y@gmail.com",
      "A.Nanya@GoogleMail.com",
      "ananya@gmail.com.example",
      "o'brien+news@bank.co.in",
      "o'brien+news@hotmail.com",
      "a.b+news@me.com",
      "x+y@pm.me",
      "plain@bank.example",
    ];
    const { rows } = await db.query<{ key: string }>(
      "select private.email_key(sample) as key from unnest($1::text[]) with ordinality as s(sample, n) order by n",
      [samples],
    );
    expect(rows.map((row) => row.key)).toEqual(samples.map(mailboxKey));
  });

  it.skipIf(skip)("answers 'sent' for known and unknown addresses alike, and mails each a link", async () => {
    await anHourLater();
    const known = address();
    await lead(known);
    const unknown = address();
    expect(await request(known, "copy")).toEqual(sent);
    expect(await request(unknown, "copy")).toEqual(sent);
    for (const email of [known, unknown]) {
      expect(await mails(email, "verify")).toEqual([
        {
          id: expect.any(Number),
          kind: "verify",
          to_address: email,
          token: expect.stringMatching(/^[0-9a-f]{64}$/),
          payload: { kind: "copy" },
        },
      ]);
    }
    // Stored by its keyed hash only.
    const token = await verifyToken(known);
    const plain = createHash("sha256").update(token).digest("hex");
    for (const candidate of [token, plain]) {
      const { rows } = await db.query("select 1 from private.data_rights_requests where token_hash = $1", [candidate]);
      expect(rows).toEqual([]);
    }
  });

  it.skipIf(skip)("refuses a request it cannot run with 22023 and a clear message", async () => {
    expect(await request("not an address", "copy")).toEqual({
      code: "22023",
      message: expect.stringMatching(/address/),
    });
    expect(await request("a@b.example, c@d.example", "erasure")).toMatchObject({ code: "22023" });
    expect(await request("someone@127.0.0.1", "erasure")).toMatchObject({ code: "22023" });
    expect(await request("some%one@bank.example", "erasure")).toMatchObject({ code: "22023" });
    expect(await request(address(), "sell")).toEqual({ code: "22023", message: expect.stringMatching(/kind/) });
    expect(await request(address(), "marketing")).toMatchObject({ code: "22023" });
    expect(await request(address(), "correction")).toEqual({
      code: "22023",
      message: expect.stringMatching(/correction/i),
    });
    expect(await request(address(), "correction", "x".repeat(2001))).toMatchObject({ code: "22023" });
  });

  it.skipIf(skip)(
    "sends a copy of every row held for the mailbox, +tags included where the provider folds them, once, through the link",
    async () => {
      await anHourLater();
      const email = address("outlook.com");
      const tagged = email.replace("@", "+events@");
      await lead(email, { marketing_opt_in: true });
      await insert("career_alerts", careerAlert(tagged));
      await request(tagged, "copy");
      const token = await verifyToken(tagged);
      expect(await confirm(token)).toEqual({ status: "done", kind: "copy" });
      const [copy] = await mails(tagged, "copy");
      const ids = await held(email);
      expect(copy?.payload).toMatchObject({
        contact_messages: [{ id: ids.contact_messages[0], email, company: "Kaveri Bank", marketing_opt_in: true }],
        download_report: [{ id: ids.download_report[0], email, designation: "Head of Fraud Risk" }],
        career_alerts: [
          { id: ids.career_alerts[0], email, notice_language: "en" },
          { email: tagged, notice_language: "en" },
        ],
      });
      expect(Object.keys((copy?.payload?.contact_messages as object[])[0] ?? {})).not.toContain("notify_attempts");
      expect(await confirm(token)).toEqual({ status: "used", kind: "copy" });
      expect(await mails(tagged, "copy")).toHaveLength(1);
    },
  );

  it.skipIf(skip)(
    "takes a +tag at a domain without plus-addressing as another person: a copy or an erasure reaches the exact address only",
    async () => {
      await anHourLater();
      const alice = address("corp.example");
      const tagged = alice.replace("@", "+x@");
      await lead(alice);
      await insert("career_alerts", careerAlert(tagged));
      expect(await hashOf(tagged)).not.toBe(await hashOf(alice));

      await request(tagged, "copy");
      expect(await confirm(await verifyToken(tagged))).toEqual({ status: "done", kind: "copy" });
      const [copy] = await mails(tagged, "copy");
      expect(copy?.payload).toEqual({
        contact_messages: [],
        download_report: [],
        career_alerts: [expect.objectContaining({ email: tagged })],
      });
      expect(await mails(alice, "copy")).toEqual([]);

      await request(tagged, "erasure");
      expect(await confirm(await verifyToken(tagged))).toEqual({ status: "done", kind: "erasure" });
      expect(await held(tagged)).toEqual(nothing);
      expect(await held(alice)).toEqual({
        contact_messages: [expect.any(Number)],
        download_report: [expect.any(Number)],
        career_alerts: [expect.any(Number)],
      });
      expect(await suppressed(alice)).toEqual([]);
    },
  );

  it.skipIf(skip)("refuses an expired, a reused or a forged link, and does nothing for it", async () => {
    await anHourLater();
    const email = address();
    await lead(email);
    await request(email, "erasure");
    const token = await verifyToken(email);
    await db.query(
      "update private.data_rights_requests set expires_at = now() - interval '1 second' where address = $1",
      [email],
    );
    expect(await confirm(token)).toEqual({ status: "expired", kind: "erasure" });
    expect(await confirm("0".repeat(64))).toEqual({ status: "invalid", kind: null });
    expect(await confirm(token.replace(/.$/, (last) => (last === "0" ? "1" : "0")))).toEqual({
      status: "invalid",
      kind: null,
    });
    expect((await held(email)).contact_messages).toHaveLength(1);
  });

  it.skipIf(skip)("starts a link's 24 hours when its e-mail is sent, not when it was queued", async () => {
    await anHourLater();
    const email = address();
    await request(email, "copy");
    await db.query(
      "update private.data_rights_requests set requested_at = now() - interval '23 hours', expires_at = now() + interval '1 hour' where address = $1",
      [email],
    );
    const [mail] = await mails(email, "verify");
    const token = mail?.token ?? "";
    await send(mail);
    const { rows } = await db.query<{ hours: number }>(
      "select round(extract(epoch from expires_at - now()) / 3600)::int as hours from private.data_rights_requests where token_hash = private.token_hash($1)",
      [token],
    );
    expect(rows).toEqual([{ hours: 24 }]);
  });

  it.skipIf(skip)("records a replayed used or expired link once, however often it comes", async () => {
    await anHourLater();
    const email = address();
    await request(email, "copy");
    const token = await verifyToken(email);
    const logged = async () =>
      (
        await db.query<{ n: number }>(
          "select count(*)::int as n from private.data_rights_log where address_hash = $1 and event in ('used', 'expired')",
          [await hashOf(email)],
        )
      ).rows[0]?.n;
    expect(await confirm(token)).toEqual({ status: "done", kind: "copy" });
    for (let i = 0; i < 5; i++) expect(await confirm(token)).toEqual({ status: "used", kind: "copy" });
    expect(await logged()).toBe(1);
    const link = await withdrawalToken(email);
    await db.query("update private.withdrawal_links set expires_at = now() where token_hash = private.token_hash($1)", [
      link,
    ]);
    for (let i = 0; i < 5; i++) expect(await withdraw(link)).toBe("expired");
    expect(await logged()).toBe(2);
  });

  it.skipIf(skip)(
    "erases every variant of the mailbox on confirmation, and leaves no plain address in any table",
    async () => {
      await anHourLater();
      await db.query("select private.set_webhook_configured(true)");
      const email = address("gmail.com");
      const variants = [email.replace("@", "+news@"), email.replace("rights.", "ri.ghts."), email.toUpperCase()];
      const other = address("gmail.com");
      await lead(email, { marketing_opt_in: true });
      for (const variant of variants.slice(0, 2)) await insert("career_alerts", careerAlert(variant));
      await lead(other);
      const contacts = await idsOf("contact_messages", email);
      const alerts = [
        ...(await idsOf("career_alerts", email)),
        ...(await idsOf("career_alerts", variants[0] ?? "")),
        ...(await idsOf("career_alerts", variants[1] ?? "")),
      ];
      // The CRM was sent the contact message: it must hear of the erasure.
      await db.query(
        "update private.lead_events set status = 'delivered', delivered_at = now() where type = 'lead.contact_message.created' and lead_id = any($1)",
        [contacts],
      );
      const [copyLink] = await mails(email, "verify");
      await send(copyLink);
      await withdrawalToken(email);
      await request(variants[2] ?? "", "copy");
      await request(email, "correction", "My company is Kaveri Bank Ltd.");
      const correction = await verifyToken(email);
      expect(await confirm(correction)).toEqual({ status: "done", kind: "correction" });
      const [told] = (await mails(null, "correction")).filter((mail) => mail.payload?.email === email);
      await send(told);
      await anHourLater();
      await request(email, "erasure");
      expect(await confirm(await verifyToken(email))).toEqual({ status: "done", kind: "erasure" });

      for (const each of [email, ...variants.slice(0, 2)]) expect(await held(each)).toEqual(nothing);
      expect((await held(other)).contact_messages).toHaveLength(1);
      expect(await suppressed(email)).toEqual(["erasure"]);
      expect(await suppressed(variants[0] ?? "")).toEqual(["erasure"]);
      expect(await audience(email)).toEqual([]);

      // The person's confirmation, sealed until it goes; the team's notice, by ids alone.
      const { rows: queued } = await db.query<{ kind: string; recipient: string | null; payload: object }>(
        `select kind, coalesce(to_address, private.unseal(sealed_to)) as recipient, payload
           from private.data_rights_mail where sent_at is null and kind in ('erased', 'erasure-notice') order by id`,
      );
      const erased = await db.query<{ leads: Record<string, number[]> }>(
        "select payload -> 'leads' as leads from private.data_rights_mail where kind = 'erased' order by id desc limit 1",
      );
      const leads = erased.rows[0]?.leads;
      expect(leads?.contact_messages).toEqual(contacts);
      expect(leads?.career_alerts?.toSorted()).toEqual(alerts.toSorted());
      expect(queued.slice(-2)).toEqual([
        { kind: "erased", recipient: email, payload: { reason: "erasure", leads } },
        { kind: "erasure-notice", recipient: null, payload: { reason: "erasure", leads, corrections: [told?.id] } },
      ]);
      const { rows: events } = await db.query<{ type: string; status: string; payload: object; sent: object }>(
        `select e.type, e.status, e.payload, p.payload as sent from private.lead_events e
           join private.lead_event_payloads(array[e.id]) p on p.id = e.id
          where e.type like 'lead.contact_message.%' and e.lead_id = any($1) or e.type = 'lead.erased' and e.id = (select max(id) from private.lead_events)`,
        [contacts],
      );
      expect(events).toEqual([
        {
          type: "lead.erased",
          status: "pending",
          payload: {
            sealed_email: expect.any(String),
            address_hash: await hashOf(email),
            reason: "erasure",
            leads,
          },
          sent: { email, address_hash: await hashOf(email), reason: "erasure", leads },
        },
      ]);

      // Every text, JSON and array column of every table, searched for the address and its variants.
      const { rows: columns } = await db.query<{ table: string; column: string }>(
        `select format('%I.%I', c.table_schema, c.table_name) as table, c.column_name as column
           from information_schema.columns c join information_schema.tables t
             on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
          where c.table_schema in ('public', 'private')
            and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`,
      );
      expect(columns.length).toBeGreaterThan(40);
      const local = email.split("@")[0] ?? "";
      const found: string[] = [];
      for (const { table, column } of columns) {
        const { rows } = await db.query<{ n: number }>(
          `select count(*)::int as n from ${table} where lower(replace("${column}"::text, '.', '')) like $1`,
          [`%${local.replaceAll(".", "")}%`],
        );
        if (rows[0]?.n) found.push(`${table}.${column}: ${rows[0].n}`);
      }
      expect(found).toEqual([]);
    },
  );

  it.skipIf(skip)(
    "tells the CRM only where a webhook is configured, or where it was sent a lead; the address goes when the event does",
    async () => {
      const unsent = address();
      await lead(unsent);
      await db.query("select private.set_webhook_configured(false)");
      const count = async () =>
        (await db.query<{ n: number }>("select count(*)::int as n from private.lead_events where type = 'lead.erased'"))
          .rows[0]?.n;
      const before = await count();
      await as("service_role", "select public.erase_person($1) as value", [unsent]);
      expect(await count()).toBe(before);

      const sent = address();
      await lead(sent);
      await db.exec(
        "update private.lead_events set status = 'delivered', delivered_at = now() where type = 'lead.report_request.created' and id = (select max(id) from private.lead_events where type = 'lead.report_request.created')",
      );
      const erased = (await as("service_role", "select public.erase_person($1) as value", [sent])) as {
        address_hash: string;
        leads: object;
      };
      const { rows } = await db.query<{ status: string; payload: object }>(
        "select status, payload from private.lead_events where type = 'lead.erased' and payload ->> 'address_hash' = $1",
        [erased.address_hash],
      );
      // Without a webhook it cannot go: failed at once, for the digest to name, holding only the hash.
      expect(rows).toEqual([
        { status: "failed", payload: { address_hash: erased.address_hash, reason: "erasure", leads: erased.leads } },
      ]);

      await db.query("select private.set_webhook_configured(true)");
      const delivered = address();
      await lead(delivered);
      const again = (await as("service_role", "select public.erase_person($1) as value", [delivered])) as {
        address_hash: string;
        leads: object;
      };
      const { rows: done } = await db.query<{ payload: object }>(
        `update private.lead_events set status = 'delivered', delivered_at = now()
          where type = 'lead.erased' and payload ->> 'address_hash' = $1 returning payload`,
        [again.address_hash],
      );
      expect(done).toEqual([{ payload: { address_hash: again.address_hash, reason: "erasure", leads: again.leads } }]);
    },
  );

  it.skipIf(skip)(
    "withdraws in one click: erases the mailbox once, answers the same to a retry, refuses a forged or expired link",
    async () => {
      const email = address("icloud.com");
      await lead(email.replace("@", "+kyc@"), { marketing_opt_in: true });
      const token = await withdrawalToken(email);
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      const { rows: columns } = await db.query(
        "select column_name from information_schema.columns where table_schema = 'private' and table_name = 'withdrawal_links' and column_name = 'address'",
      );
      expect(columns).toEqual([]);
      expect(await withdraw(token)).toBe("withdrawn");
      expect(await held(email.replace("@", "+kyc@"))).toEqual(nothing);
      expect(await suppressed(email)).toEqual(["withdrawal"]);
      const erased = await db.query("select 1 from private.data_rights_mail where kind = 'erased' and sent_at is null");
      const confirmations = erased.rows.length;
      expect(await withdraw(token)).toBe("withdrawn");
      expect(
        (await db.query("select 1 from private.data_rights_mail where kind = 'erased' and sent_at is null")).rows,
      ).toHaveLength(confirmations);
      expect(await withdraw("f".repeat(64))).toBe("invalid");

      const later = address();
      await lead(later);
      const old = await withdrawalToken(later);
      const { rows } = await db.query<{ days: number }>(
        "select round(extract(epoch from expires_at - created_at) / 86400)::int as days from private.withdrawal_links where token_hash = private.token_hash($1)",
        [old],
      );
      expect(rows).toEqual([{ days: WITHDRAWAL_LINK_DAYS }]);
      await db.query(
        "update private.withdrawal_links set expires_at = now() where token_hash = private.token_hash($1)",
        [old],
      );
      expect(await withdraw(old)).toBe("expired");
      expect((await held(later)).contact_messages).toHaveLength(1);
    },
  );

  it.skipIf(skip)("records a correction and tells the business", async () => {
    await anHourLater();
    const email = address();
    await request(email, "correction", "My company is Kaveri Bank Ltd, not Kaveri Bank.");
    expect(await confirm(await verifyToken(email))).toEqual({ status: "done", kind: "correction" });
    const [told] = (await mails(null, "correction")).filter((mail) => mail.payload?.email === email);
    expect(told?.payload).toMatchObject({ email, correction: "My company is Kaveri Bank Ltd, not Kaveri Bank." });
  });

  it.skipIf(skip)("keeps no address, token or payload on a mail row once it is sent or given up", async () => {
    await anHourLater();
    const email = address();
    await request(email, "copy");
    const [sent] = await mails(email, "verify");
    await db.query("update private.data_rights_mail set sent_at = now() where id = $1", [sent?.id]);
    await request(email, "erasure");
    const [failed] = await mails(email, "verify");
    await db.query("update private.data_rights_mail set failed_at = now() where id = $1", [failed?.id]);
    const { rows } = await db.query(
      "select to_address, sealed_to, token, payload from private.data_rights_mail where id = any($1)",
      [[sent?.id, failed?.id]],
    );
    expect(rows).toEqual([0, 1].map(() => ({ to_address: null, sealed_to: null, token: null, payload: null })));
  });

  /** The start of the next clock hour, as the database's hourly budgets count it. */
  const nextHour = () => (Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000;
  /** An answer's time, as minutes from now. */
  const minutesFrom = (time: unknown) => Math.round((new Date(String(time)).getTime() - Date.now()) / 60_000);

  it.skipIf(skip)(
    "limits a mailbox to 3 links an hour (+tags folded at Gmail, and its dots) and says until when; a domain's 11th link waits",
    async () => {
      await anHourLater();
      const email = address("gmail.com");
      const [local] = email.split("@");
      const spellings = [email, `${local}+x@gmail.com`, `${local?.replace(".", "")}@googlemail.com`];
      for (const spelling of spellings) expect(await request(spelling, "copy")).toEqual(sent);
      for (const spelling of [email, `${local}+y@gmail.com`]) {
        const answer = (await request(spelling, "erasure")) as Record<string, unknown>;
        // The same for every mailbox, known or not: a link went to it in the last hour.
        expect(answer).toEqual({ status: "limited", send_at: null, retry_at: expect.any(String) });
        expect(minutesFrom(answer.retry_at)).toBe(60);
      }
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from private.data_rights_requests where address_hash = $1",
        [await hashOf(email)],
      );
      expect(rows).toEqual([{ n: 3 }]);

      await anHourLater();
      const domain = `domain-${Date.now()}.example`;
      for (let i = 0; i < 10; i++) expect(await request(address(domain), "copy")).toEqual(sent);
      // Not refused for everyone at the domain: sent in the next clock hour.
      const before = nextHour();
      const answers = [await request(address(domain), "copy"), await request(address(domain), "copy")];
      expect(answers).toEqual(answers.map(() => ({ status: "queued", send_at: expect.any(String), retry_at: null })));
      for (const answer of answers as { send_at: string }[])
        expect([before, nextHour()]).toContain(new Date(answer.send_at).getTime());
      const { rows: toDomain } = await db.query<{ n: number }>(
        "select count(*)::int as n from private.data_rights_mail where kind = 'verify' and to_address like $1 and next_attempt_at <= now()",
        [`%@${domain}`],
      );
      expect(toDomain).toEqual([{ n: 10 }]);
    },
  );

  it.skipIf(skip)(
    "keeps /data-rights open after 210 ticked marketing boxes: they have 50 links an hour of their own",
    async () => {
      await anHourLater();
      // As PostgREST passes each form, from clients of their own, to addresses at domains of their own.
      for (let i = 0; i < 210; i++)
        await db.transaction(async (sql) => {
          await sql.query("select set_config('request.headers', $1, true)", [
            JSON.stringify({ "x-forwarded-for": `198.18.${Math.floor(i / 200)}.${i % 200}` }),
          ]);
          await sql.exec("set local role anon");
          const row = contactMessage(address(`tick${i}.example`), { marketing_opt_in: true });
          await sql.query(insertStatement("contact_messages", Object.keys(row), "1"), [JSON.stringify([row])]);
        });
      const { rows } = await db.query<{ leads: number; links: number }>(
        `select (select count(*)::int from public.contact_messages where email like '%@tick%.example') as leads,
                (select count(*)::int from private.data_rights_mail where kind = 'verify' and to_address like '%@tick%.example') as links`,
      );
      // Every form is stored; only the marketing budget's links go.
      expect(rows).toEqual([{ leads: 210, links: 50 }]);
      const stranger = address();
      expect(await request(stranger, "erasure", null, "203.0.113.50")).toEqual(sent);
      expect(await mails(stranger, "verify")).toHaveLength(1);
    },
  );

  it.skipIf(skip)(
    "queues a rights request over 200 links in the hour, never refuses it, and sends it when the next hour has room",
    async () => {
      await anHourLater();
      const email = address();
      // A thousand refused requests for one mailbox send 3 links and spend 3 places.
      await db.query(
        "insert into private.data_rights_log (address_hash, kind, event) select $1, 'copy', 'limited' from generate_series(1, 1000)",
        [await hashOf(email)],
      );
      for (let i = 0; i < 5; i++) await request(email, "copy");
      expect(await request(address(), "copy")).toEqual(sent);
      await db.query(
        `insert into private.data_rights_requests (token_hash, address_hash, domain_hash, kind, expires_at)
           select md5(i::text), md5(i::text), md5(i::text), 'copy', now() + interval '1 day' from generate_series(1, 200) i`,
      );
      const late = address();
      const before = nextHour();
      const answer = (await request(late, "erasure")) as Record<string, unknown>;
      expect(answer).toEqual({ status: "queued", send_at: expect.any(String), retry_at: null });
      expect([before, nextHour()]).toContain(new Date(String(answer.send_at)).getTime());
      // The worker finds nothing due before then; the link's day starts when it is sent.
      const [queued] = await mails(late, "verify");
      expect(queued).toBeDefined();
      let due: number[] = [];
      const rolledBack = await db
        .transaction(async (sql) => {
          due = (await claimDataRightsMail(sql, { leaseMs: 60_000, limit: 1000 })).map((mail) => mail.id);
          throw new Error("roll back the claim");
        })
        .catch((error: Error) => error.message);
      expect(rolledBack).toBe("roll back the claim");
      expect(due.length).toBeGreaterThan(0);
      expect(due).not.toContain(queued?.id);
      const { rows } = await db.query<{ after: Date; next: Date; hours: number }>(
        `select m.send_after as after, m.next_attempt_at as next,
                round(extract(epoch from r.expires_at - m.send_after) / 3600)::int as hours
           from private.data_rights_mail m join private.data_rights_requests r on r.id = m.request_id where m.id = $1`,
        [queued?.id],
      );
      expect(new Date(rows[0]?.after ?? 0).getTime()).toBe(new Date(String(answer.send_at)).getTime());
      expect(rows[0]?.next).toEqual(rows[0]?.after);
      expect(rows[0]?.hours).toBe(24);
      await db.exec(
        "delete from private.data_rights_requests where address is null and lead_id is null and confirmed_at is null and token_hash ~ '^[0-9a-f]{32}$'",
      );
    },
  );

  it.skipIf(skip)(
    "limits one client through PostgREST: 30 calls a minute to the three functions, 10 requests an hour",
    async () => {
      await anHourLater();
      const client = "198.51.100.23";
      for (let i = 0; i < 10; i++) expect(await request(address(`c${i}.example`), "copy", null, client)).toEqual(sent);
      expect(await request(address("c11.example"), "copy", null, client)).toMatchObject({
        code: "PT429",
        message: expect.stringMatching(/data-rights requests/),
      });
      expect(await request(address("c12.example"), "copy", null, "198.51.100.24")).toEqual(sent);
      const flood = "198.51.100.25";
      const answers = [];
      for (let i = 0; i < 31; i++) answers.push(await confirm("0".repeat(64), flood));
      expect(answers.slice(0, 30).every((answer) => "status" in answer && answer.status === "invalid")).toBe(true);
      expect(answers[30]).toMatchObject({ code: "PT429" });
    },
  );

  it.skipIf(skip)(
    "reads the client from the X-Forwarded-For entry the platform's proxy appends, not the one the client writes",
    async () => {
      await anHourLater();
      // Only the leftmost entry rotates, as a client that writes its own header would.
      const answers = [];
      for (let i = 0; i < 12; i++)
        answers.push(await request(address(`rotate${i}.example`), "copy", null, `198.51.100.${i + 1}, 203.0.113.77`));
      expect(answers.slice(0, 10)).toEqual(answers.slice(0, 10).map(() => sent));
      expect(answers.slice(10)).toEqual([0, 1].map(() => expect.objectContaining({ code: "PT429" })));
      // With two trusted hops, the entry before the platform's proxy is the client.
      await db.exec("update private.client_limit set trusted_hops = 2");
      try {
        expect(await request(address("hops.example"), "copy", null, "198.51.100.1, 192.0.2.10, 203.0.113.77")).toEqual(
          sent,
        );
        const { rows } = await db.query("select 1 from private.client_requests where client = '192.0.2.10'");
        expect(rows).toHaveLength(1);
      } finally {
        await db.exec("update private.client_limit set trusted_hops = default");
      }
    },
  );

  it.skipIf(skip)("reads the client from the one header named, whole, when a header is set", async () => {
    await anHourLater();
    await db.exec("update private.client_limit set client_header = 'cf-connecting-ip'");
    try {
      const from = (ip: string, i: number) => ({
        "cf-connecting-ip": ip,
        "x-forwarded-for": `198.51.100.${i + 1}, 203.0.113.${i + 1}`,
      });
      const answers = [];
      for (let i = 0; i < 12; i++)
        answers.push(await request(address(`header${i}.example`), "copy", null, from("192.0.2.33", i)));
      expect(answers.slice(0, 10)).toEqual(answers.slice(0, 10).map(() => sent));
      expect(answers[10]).toMatchObject({ code: "PT429" });
      expect(await request(address("header-other.example"), "copy", null, from("192.0.2.34", 0))).toEqual(sent);
    } finally {
      await db.exec("update private.client_limit set client_header = null");
    }
  });

  it.skipIf(skip)("keeps no address in the grievance record", async () => {
    const { rows } = await db.query<Record<string, unknown>>("select * from private.data_rights_log");
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.event))).toEqual(
      new Set(["requested", "limited", "confirmed", "expired", "used", "invalid", "completed", "withdrawn", "erased"]),
    );
    for (const row of rows) for (const value of Object.values(row)) expect(String(value)).not.toContain("@");
  });

  it.skipIf(skip)("lets anon execute only the three functions, and still read, change or delete nothing", async () => {
    const statements = [
      "select public.erase_person('a@b.example')",
      "select public.person_data('a@b.example')",
      "select * from public.marketing_audience()",
      "select private.erase_person('a@b.example', 'erasure')",
      "select private.issue_withdrawal_link('a@b.example')",
      "select private.hash_keys()",
      "select private.unseal('\\x00')",
      "select private.set_webhook_configured(true)",
      "select private.apply_hash_keys()",
      "select * from private.data_rights_log",
      "select * from private.suppressed_addresses",
      "select * from private.hash_key_state",
      "delete from private.suppressed_addresses",
      "select * from public.contact_messages",
      "delete from public.career_alerts",
      "update public.download_report set status = 'Sent'",
    ];
    expect(await codesAs(db, "anon", statements)).toEqual(statements.map(() => "42501"));
    expect(await codesAs(db, "service_role", statements.slice(0, 3))).toEqual(["allowed", "allowed", "allowed"]);
    const privateOnes = statements.filter((statement) => statement.includes("private."));
    expect(await codesAs(db, "service_role", privateOnes)).toEqual(privateOnes.map(() => "42501"));
    expect(await codesAs(db, "service_role", ["select public.withdraw_consent('x')"])).toEqual(["42501"]);
  });
});
