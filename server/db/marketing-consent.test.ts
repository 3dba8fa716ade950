// Marketing consent only the person can give (supabase/migrations/20251129000100_confirmed_marketing_consent.sql),
// on PGlite and on a real PostgreSQL: a form is sent as anon, as a browser would; the link is
// confirmed as anon, as the confirm page does; the audience is read as the leads CLI reads it.
import { describe, expect, it } from "vitest";

import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { contactMessage, reportRequest } from "#tests/support/lead-rows.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import type { Database } from "./database.ts";

let sequence = 0;
const address = () => `subscriber.${Date.now()}.${(sequence += 1)}@bank.example`;

describe.each(testDatabases("marketing consent"))("marketing consent on $name", ({ skip, openMigrated }) => {
  let db: Database;

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
  });

  const as = (role: string, statement: string, params: unknown[] = []) =>
    db.transaction(async (sql) => {
      await sql.exec(`set local role ${role}`);
      return (await sql.query<{ value: unknown }>(statement, params)).rows[0]?.value;
    });
  const insert = (table: string, row: Record<string, unknown>) =>
    insertRows(db, "anon", table, Object.keys(row), [row]);
  const confirmations = async (email: string) =>
    (
      await db.query<{ token: string; payload: object }>(
        "select token, payload from private.data_rights_mail where kind = 'verify' and to_address = $1 order by id",
        [email],
      )
    ).rows;
  const confirm = (token: string) => as("anon", "select public.confirm_data_rights(token => $1) as value", [token]);
  const audience = async (email: string) =>
    ((await as(
      "service_role",
      "select coalesce(json_agg(m), '[]') as value from public.marketing_audience() m where m.email = $1",
      [email],
    )) ?? []) as Record<string, unknown>[];
  const suppressed = async (email: string) =>
    (
      await db.query("select 1 from private.suppressed_addresses where address_hash = private.address_hash($1)", [
        email,
      ])
    ).rows.length > 0;
  const eventTypes = { contact_messages: "lead.contact_message.%", download_report: "lead.report_request.%" };
  /** The lead events of `email`'s rows of `table`, with the payload each would send now. */
  const eventsOf = async (table: keyof typeof eventTypes, email: string) =>
    (
      await db.query<{ type: string; payload: Record<string, unknown> }>(
        `select e.type, p.payload from private.lead_events e
           join private.lead_event_payloads(array[e.id]) p on p.id = e.id
          where e.type like $2 and e.lead_id in (select id from public.${table} where email = $1) order by e.id`,
        [email, eventTypes[table]],
      )
    ).rows;

  it.skipIf(skip)(
    "takes a ticked box as a request: no consent, no lifted suppression, a link to the address alone",
    async () => {
      const victim = address();
      await as("service_role", "select public.erase_person($1) as value", [victim]);
      expect(await suppressed(victim)).toBe(true);
      // Someone else sends the form for the victim's address, with their own name and company.
      await insert(
        "contact_messages",
        contactMessage(victim, { marketing_opt_in: true, full_name: "Mallory Mule", company: "Spam Lists Ltd" }),
      );
      expect(await suppressed(victim)).toBe(true);
      expect(await audience(victim)).toEqual([]);
      const [link] = await confirmations(victim);
      // It names the details the form gave, so the address's owner sees whose they are.
      expect(link).toEqual({
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        payload: { kind: "marketing", name: "Mallory Mule", company: "Spam Lists Ltd" },
      });
      // The CRM is not told of a consent it could act on.
      expect((await eventsOf("contact_messages", victim)).map(({ type, payload }) => [type, payload])).toEqual([
        [
          "lead.contact_message.created",
          expect.objectContaining({ marketing_opt_in: false, marketing_requested: true, marketing_confirmed_at: null }),
        ],
      ]);
    },
  );

  it.skipIf(skip)(
    "counts the consent once the address confirms it through the link, and only then lifts its suppression",
    async () => {
      const email = address();
      await as("service_role", "select public.erase_person($1) as value", [email]);
      await insert("download_report", reportRequest(email, { marketing_opt_in: true, company: "Godavari Finance" }));
      const [link] = await confirmations(email);
      expect(await confirm(link?.token ?? "")).toEqual({ status: "done", kind: "marketing" });
      expect(await suppressed(email)).toBe(false);
      expect(await audience(email)).toEqual([
        expect.objectContaining({
          email,
          name: "Rohit Malhotra",
          company: "Godavari Finance",
          form: "report-request",
          confirmed_at: expect.any(String),
          confirmed_by: "email-link",
          notice_version: expect.any(String),
          notice_language: "en",
        }),
      ]);
      const [consent] = await audience(email);
      expect(new Date(String(consent?.confirmed_at)).getTime()).toBeGreaterThanOrEqual(
        new Date(String(consent?.consented_at)).getTime(),
      );
      // The CRM hears of the consent as an event of its own, with the lead as it is now.
      expect((await eventsOf("download_report", email)).map(({ type, payload }) => [type, payload])).toEqual([
        ["lead.report_request.created", expect.objectContaining({ email })],
        [
          "lead.report_request.marketing_confirmed",
          expect.objectContaining({ email, marketing_opt_in: true, marketing_confirmed_at: expect.any(String) }),
        ],
      ]);
      expect(await confirm(link?.token ?? "")).toEqual({ status: "used", kind: "marketing" });
    },
  );

  it.skipIf(skip)(
    "confirms the mailbox, not the first lead: a newer ticked box replaces the waiting link, and only its own details count",
    async () => {
      const email = address();
      // A stranger ticks the box for your address first, with their own details.
      await insert(
        "contact_messages",
        contactMessage(email, { marketing_opt_in: true, full_name: "Mallory Mule", company: "Spam Lists Ltd" }),
      );
      const [strangers] = await confirmations(email);
      await insert("download_report", reportRequest(email, { marketing_opt_in: true, company: "Kaveri Bank" }));
      // The stranger's e-mail, not yet sent, never goes; yours names your details.
      const links = await confirmations(email);
      expect(links).toEqual([
        { token: expect.any(String), payload: { kind: "marketing", name: "Rohit Malhotra", company: "Kaveri Bank" } },
      ]);
      expect(await confirm(strangers?.token ?? "")).toEqual({ status: "expired", kind: "marketing" });
      expect(await confirm(links[0]?.token ?? "")).toEqual({ status: "done", kind: "marketing" });
      expect(await audience(email)).toEqual([
        expect.objectContaining({ email, name: "Rohit Malhotra", company: "Kaveri Bank", form: "report-request" }),
      ]);
      const { rows } = await db.query("select marketing_confirmed_at from public.contact_messages where email = $1", [
        email,
      ]);
      expect(rows).toEqual([{ marketing_confirmed_at: null }]);
      // Still dead once its e-mail, already on its way, is recorded sent.
      await db.query(
        "update private.data_rights_mail set sent_at = now() where request_id = (select id from private.data_rights_requests where token_hash = private.token_hash($1))",
        [strangers?.token],
      );
      expect(await confirm(strangers?.token ?? "")).toEqual({ status: "expired", kind: "marketing" });
    },
  );

  it.skipIf(skip)("sends a replacing link only within the mailbox's 3 an hour", async () => {
    const email = address();
    for (let i = 0; i < 4; i++)
      await insert("contact_messages", contactMessage(email, { marketing_opt_in: true, company: `Firm ${i}` }));
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from private.data_rights_requests where address_hash = private.address_hash($1)",
      [email],
    );
    expect(rows).toEqual([{ n: 3 }]);
    // The third is still the one waiting: the fourth, over the cap, replaced nothing.
    expect((await confirmations(email)).map((link) => link.payload)).toEqual([
      { kind: "marketing", name: "Ananya Rao", company: "Firm 2" },
    ]);
  });

  it.skipIf(skip)("asks nothing of a form whose box was left unticked", async () => {
    const email = address();
    await insert("contact_messages", contactMessage(email));
    expect(await confirmations(email)).toEqual([]);
    expect(await audience(email)).toEqual([]);
  });
});
