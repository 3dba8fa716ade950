// The data-rights functions of supabase/migrations/20251128000100_data_rights.sql, on PGlite
// and on a real PostgreSQL: anon calls what a visitor's browser calls, service_role what the
// leads CLI calls, and the owner plays the worker (reading the queue, as it sends).
import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { careerAlert, contactMessage, reportRequest } from "#tests/support/lead-rows.ts";
import { codesAs } from "#tests/support/sql-codes.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import type { Database } from "./database.ts";

let sequence = 0;
const address = () => `rights.${Date.now()}.${(sequence += 1)}@bank.example`;

interface Mail {
  kind: string;
  to_address: string | null;
  token: string | null;
  payload: Record<string, unknown> | null;
}

describe.each(testDatabases("the data rights"))("data rights on $name", ({ skip, open }) => {
  let db: Database;

  withMigratedDatabase({ skip, open }, (clients) => {
    db = clients.db;
  });

  /** `statement` as `role`, its first row's `value`, or the error's SQLSTATE and message. */
  const as = (role: string, statement: string, params: unknown[] = []) =>
    db
      .transaction(async (sql) => {
        await sql.exec(`set local role ${role}`);
        return (await sql.query<{ value: unknown }>(statement, params)).rows[0]?.value;
      })
      .catch((error: { code?: string; message?: string }) => ({ code: error.code, message: error.message }));
  const request = (email: string, kind: string, correction: string | null = null) =>
    as("anon", "select public.request_data_rights(email => $1, kind => $2, correction => $3) as value", [
      email,
      kind,
      correction,
    ]);
  const confirm = (token: string) =>
    as("anon", "select public.confirm_data_rights(token => $1) as value", [token]) as Promise<{
      status: string;
      kind: string | null;
    }>;
  const withdraw = (token: string) => as("anon", "select public.withdraw_consent(token => $1) as value", [token]);
  const mails = async (to: string | null, kind: string) =>
    (
      await db.query<Mail>(
        "select kind, to_address, token, payload from private.data_rights_mail where to_address is not distinct from $1 and kind = $2 order by id",
        [to, kind],
      )
    ).rows;
  const verifyToken = async (email: string) => {
    const sent = await mails(email, "verify");
    return sent.at(-1)?.token ?? "";
  };
  const lead = async (email: string, overrides: Record<string, unknown> = {}) => {
    const contact = contactMessage(email, overrides);
    await insertRows(db, "anon", "contact_messages", Object.keys(contact), [contact]);
    const report = reportRequest(email);
    await insertRows(db, "anon", "download_report", Object.keys(report), [report]);
    const alert = careerAlert(email);
    await insertRows(db, "anon", "career_alerts", Object.keys(alert), [alert]);
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
  const hashOf = async (email: string) =>
    (await db.query<{ hash: string }>("select private.address_hash($1) as hash", [email])).rows[0]?.hash ?? "";
  const suppressed = async (email: string) =>
    (
      await db.query<{ reason: string }>("select reason from private.suppressed_addresses where address_hash = $1", [
        await hashOf(email),
      ])
    ).rows.map((row) => row.reason);
  /** Frees the limits between tests: the hour's requests and log are moved an hour back. */
  const anHourLater = () =>
    db.exec(`update private.data_rights_requests set requested_at = requested_at - interval '61 minutes';
             update private.data_rights_log set at = at - interval '61 minutes';`);

  it.skipIf(skip)("hashes an address as hex sha256 of its trimmed lower case", async () => {
    const expected = createHash("sha256").update("ananya@bank.example").digest("hex");
    expect(await hashOf("  Ananya@Bank.Example ")).toBe(expected);
  });

  it.skipIf(skip)("answers 'sent' for known and unknown addresses alike, and mails each a link", async () => {
    const known = address();
    await lead(known);
    const unknown = address();
    expect(await request(known, "copy")).toBe("sent");
    expect(await request(unknown, "copy")).toBe("sent");
    for (const email of [known, unknown]) {
      expect(await mails(email, "verify")).toEqual([
        {
          kind: "verify",
          to_address: email,
          token: expect.stringMatching(/^[0-9a-f]{64}$/),
          payload: { kind: "copy" },
        },
      ]);
    }
    // Stored by its hash only.
    const token = await verifyToken(known);
    const { rows } = await db.query("select 1 from private.data_rights_requests where token_hash = $1", [token]);
    expect(rows).toEqual([]);
  });

  it.skipIf(skip)("refuses a request it cannot run with 22023 and a clear message", async () => {
    expect(await request("not an address", "copy")).toEqual({
      code: "22023",
      message: expect.stringMatching(/address/),
    });
    expect(await request("a@b.example, c@d.example", "erasure")).toMatchObject({ code: "22023" });
    expect(await request(address(), "sell")).toEqual({ code: "22023", message: expect.stringMatching(/kind/) });
    expect(await request(address(), "correction")).toEqual({
      code: "22023",
      message: expect.stringMatching(/correction/i),
    });
    expect(await request(address(), "correction", "x".repeat(2001))).toMatchObject({ code: "22023" });
  });

  it.skipIf(skip)("sends a copy of every row held, once, through the link", async () => {
    await anHourLater();
    const email = address();
    await lead(email, { marketing_opt_in: true });
    await request(email, "copy");
    const token = await verifyToken(email);
    expect(await confirm(token)).toEqual({ status: "done", kind: "copy" });
    const [copy] = await mails(email, "copy");
    const ids = await held(email);
    expect(copy?.payload).toMatchObject({
      contact_messages: [{ id: ids.contact_messages[0], email, company: "Kaveri Bank", marketing_opt_in: true }],
      download_report: [{ id: ids.download_report[0], email, designation: "Head of Fraud Risk" }],
      career_alerts: [{ id: ids.career_alerts[0], email, notice_language: "en" }],
    });
    expect(Object.keys((copy?.payload?.contact_messages as object[])[0] ?? {})).not.toContain("notify_attempts");
    expect(await confirm(token)).toEqual({ status: "used", kind: "copy" });
    expect(await mails(email, "copy")).toHaveLength(1);
  });

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

  it.skipIf(skip)(
    "erases on confirmation: rows, lead events and pending mails; suppresses, confirms and tells the CRM",
    async () => {
      await anHourLater();
      const email = address();
      const other = address();
      await lead(email, { marketing_opt_in: true });
      await lead(other);
      const ids = await held(email);
      await db.query("select private.issue_withdrawal_link($1)", [email]);
      await request(email, "copy");
      await request(email, "erasure");
      const token = await verifyToken(email);
      expect(await confirm(token)).toEqual({ status: "done", kind: "erasure" });

      expect(await held(email)).toEqual({ contact_messages: [], download_report: [], career_alerts: [] });
      expect((await held(other)).contact_messages).toHaveLength(1);
      const { rows: events } = await db.query<{ type: string; lead_id: number | null; payload: object }>(
        `select type, lead_id, payload from private.lead_events
          where (type = 'lead.contact_message.created' and lead_id = any($1))
             or (type = 'lead.report_request.created' and lead_id = any($2))
             or (type = 'lead.career_alert.created' and lead_id = any($3))
             or type = 'lead.erased' and payload ->> 'email' = $4`,
        [ids.contact_messages, ids.download_report, ids.career_alerts, email],
      );
      expect(events).toEqual([
        {
          type: "lead.erased",
          lead_id: null,
          payload: { email, address_hash: await hashOf(email), reason: "erasure", leads: ids },
        },
      ]);
      // The pending copy request's link went with the rest; the confirmation is queued.
      expect(await mails(email, "verify")).toEqual([]);
      expect(await mails(email, "erased")).toEqual([
        { kind: "erased", to_address: email, token: null, payload: { reason: "erasure", leads: ids } },
      ]);
      expect(await suppressed(email)).toEqual(["erasure"]);
      const { rows: links } = await db.query(
        "select address from private.withdrawal_links where address_hash = $1 and address is not null",
        [await hashOf(email)],
      );
      expect(links).toEqual([]);
      expect(
        await as("service_role", "select count(*)::int as value from public.marketing_audience() where email = $1", [
          email,
        ]),
      ).toBe(0);
    },
  );

  it.skipIf(skip)(
    "treats a later form as a new consent: handled normally, and an opt-in lifts the suppression",
    async () => {
      const email = address();
      await as("service_role", "select public.erase_person($1) as value", [email]);
      expect(await suppressed(email)).toEqual(["erasure"]);
      await lead(email);
      expect((await held(email)).contact_messages).toHaveLength(1);
      expect(await suppressed(email)).toEqual(["erasure"]);
      const opted = contactMessage(email, { marketing_opt_in: true, company: "Kaveri Bank Ltd" });
      await insertRows(db, "anon", "contact_messages", Object.keys(opted), [opted]);
      expect(await suppressed(email)).toEqual([]);
      expect(
        await as("service_role", "select company as value from public.marketing_audience() where email = $1", [email]),
      ).toBe("Kaveri Bank Ltd");
    },
  );

  it.skipIf(skip)("keeps only the hash of a delivered lead.erased event", async () => {
    const email = address();
    await lead(email);
    const erased = (await as("service_role", "select public.erase_person($1) as value", [email])) as {
      address_hash: string;
      leads: object;
    };
    const { rows } = await db.query<{ payload: object }>(
      `update private.lead_events set status = 'delivered', delivered_at = now()
        where type = 'lead.erased' and payload ->> 'address_hash' = $1 returning payload`,
      [erased.address_hash],
    );
    expect(rows).toEqual([{ payload: { address_hash: erased.address_hash, reason: "erasure", leads: erased.leads } }]);
    const { rows: sent } = await db.query<{ payload: object }>(
      "select p.payload from private.lead_event_payloads(array(select id from private.lead_events where type = 'lead.erased')) p",
    );
    expect(JSON.stringify(sent)).not.toContain(email);
  });

  it.skipIf(skip)(
    "withdraws in one click: erases once, answers the same to a retry, refuses a forged link",
    async () => {
      const email = address();
      await lead(email, { marketing_opt_in: true });
      const { rows } = await db.query<{ token: string }>("select private.issue_withdrawal_link($1) as token", [email]);
      const token = rows[0]?.token ?? "";
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(await withdraw(token)).toBe("withdrawn");
      expect(await held(email)).toEqual({ contact_messages: [], download_report: [], career_alerts: [] });
      expect(await suppressed(email)).toEqual(["withdrawal"]);
      expect(await mails(email, "erased")).toHaveLength(1);
      expect(await withdraw(token)).toBe("withdrawn");
      expect(await mails(email, "erased")).toHaveLength(1);
      expect(await withdraw("f".repeat(64))).toBe("invalid");
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

  it.skipIf(skip)("limits a mailbox to 3 requests an hour, silently, and everyone to 200 an hour", async () => {
    await anHourLater();
    const email = address();
    for (let i = 0; i < 5; i++) expect(await request(i % 2 ? email.replace("@", "+x@") : email, "copy")).toBe("sent");
    const sent = [...(await mails(email, "verify")), ...(await mails(email.replace("@", "+x@"), "verify"))];
    expect(sent).toHaveLength(3);
    await db.query(
      "insert into private.data_rights_log (address_hash, kind, event) select $1, 'copy', 'requested' from generate_series(1, 195)",
      [await hashOf(address())],
    );
    expect(await request(address(), "copy")).toMatchObject({ code: "PT429" });
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
      "select * from private.data_rights_log",
      "select * from private.suppressed_addresses",
      "delete from private.suppressed_addresses",
      "select * from public.contact_messages",
      "delete from public.career_alerts",
      "update public.download_report set status = 'Sent'",
    ];
    expect(await codesAs(db, "anon", statements)).toEqual(statements.map(() => "42501"));
    expect(await codesAs(db, "service_role", statements.slice(0, 3))).toEqual(["allowed", "allowed", "allowed"]);
    expect(await codesAs(db, "service_role", ["select public.withdraw_consent('x')"])).toEqual(["42501"]);
  });
});
