// The outbox and the attribution columns of supabase/migrations/20251126000000_lead_events.sql,
// on PGlite and on a real PostgreSQL: inserts go through the local API's own path (as anon,
// values as parameters), as PostgREST's would.

import { describe, expect, it } from "vitest";

import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";
import { ATTRIBUTION_PATTERNS, type AttributionField } from "#shared/leads.ts";
import { careerAlert as alert, contactMessage as contact, reportRequest as report } from "#tests/support/lead-rows.ts";
import { codesAs } from "#tests/support/sql-codes.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import type { Database } from "./database.ts";

const backends = testDatabases("the lead events");

let sequence = 0;
const address = () => `visitor.${Date.now()}.${(sequence += 1)}@bank.example`;

/** Values real visits carry, which every pattern must take. */
const accepted: Record<AttributionField, string[]> = {
  utm_source: ["newsletter", "google", "LinkedIn", "partner.example.com", "a".repeat(200)],
  utm_medium: ["email", "cpc", "paid_social", "display-banner"],
  utm_campaign: ["q4", "Diwali 2025 - BFSI (India)", "spring_sale|retargeting", "50%25off", "kyc/2025:launch"],
  utm_term: ["fraud detection", "aml+software", "upi~fraud"],
  utm_content: ["hero-cta", "Banner 300x250", "v2,blue"],
  landing_path: ["/", "/solutions/aml-monitoring", "/industries/banking/", "/%E0%A4%85", `/${"a".repeat(499)}`],
  referrer_host: ["www.google.com", "mail.google.com", "t.co", "xn--h2brj9c.xn--h2brj9c", "localhost", "10.0.0.1"],
};

/** Values that are too long, carry control characters or markup, or are not of their kind. */
const refused: Record<AttributionField, string[]> = {
  utm_source: ["", "a".repeat(201), "news\nletter", "<script>alert(1)</script>", 'x" onmouseover="y', "ऑफर"],
  utm_medium: ["e\u202email", "email\t", "=HYPERLINK(1)", "a&b", "it's"],
  utm_campaign: ["q4\r", "<b>q4</b>", "{campaign}", "\u001b[2J"],
  utm_term: ["term\u200b", "a;b"],
  utm_content: ["`x`", "a\\b"],
  landing_path: [
    "",
    "solutions",
    "/a b",
    "/?utm_source=x",
    "/#top",
    "/<script>",
    `/${"a".repeat(500)}`,
    "//evil.example",
  ],
  referrer_host: [
    "",
    "WWW.GOOGLE.COM",
    "google.com:443",
    "google.com/search",
    "-google.com",
    "google..com",
    "goo_gle.com",
    "a".repeat(64),
    `${"a.".repeat(126)}aa`,
    "<b>",
    "[::1]",
  ],
};

describe.each(backends)("lead events and attribution on $name", ({ skip, openMigrated }) => {
  let db: Database;

  const insert = (table: string, rows: Record<string, unknown>[]) =>
    insertRows(db, "anon", table, Object.keys(rows[0] ?? {}), rows);
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: { code?: string; message?: string }) => error,
    );
  const eventsFor = async (leadIds: number[], type: string) =>
    (
      await db.query<{
        webhook_id: string;
        type: string;
        lead_id: number;
        payload: Record<string, unknown>;
        status: string;
        attempts: number;
      }>(
        `select e.*, p.payload
           from private.lead_events e
           join private.lead_event_payloads(array(select id from private.lead_events)) p using (id)
          where type = $1 and lead_id = any($2::bigint[]) order by id`,
        [type, leadIds],
      )
    ).rows;
  const idsOf = async (table: string, email: string) =>
    (await db.query<{ id: number }>(`select id from public.${table} where email = $1 order by id`, [email])).rows.map(
      (row) => row.id,
    );

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
  });

  it.skipIf(skip)(
    "writes one pending event for every row the three tables accept, with the lead's fields",
    async () => {
      const email = address();
      const visit = {
        utm_source: "newsletter",
        utm_campaign: "q4",
        landing_path: "/",
        referrer_host: "mail.google.com",
      };
      await insert("contact_messages", [
        contact(email, visit),
        contact(email, { form_source: "demo-request-modal", message: "" }),
      ]);
      await insert("download_report", [report(email, visit)]);
      await insert("career_alerts", [alert(email)]);

      const contacts = await eventsFor(await idsOf("contact_messages", email), "lead.contact_message.created");
      expect(contacts).toHaveLength(2);
      expect(contacts[0]).toMatchObject({
        status: "pending",
        attempts: 0,
        webhook_id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      });
      expect(contacts[0]?.webhook_id).not.toBe(contacts[1]?.webhook_id);
      expect(contacts[0]?.payload).toMatchObject({
        ...contact(email),
        ...visit,
        utm_medium: null,
        utm_term: null,
        utm_content: null,
      });
      const reports = await eventsFor(await idsOf("download_report", email), "lead.report_request.created");
      const reportFields = Object.entries(report(email, visit)).filter(([field]) => field !== "status");
      expect(reports.map((event) => event.payload)).toMatchObject([Object.fromEntries(reportFields)]);
      const alerts = await eventsFor(await idsOf("career_alerts", email), "lead.career_alert.created");
      expect(alerts.map((event) => event.payload)).toMatchObject([{ ...alert(email), utm_source: null }]);
      for (const event of [...contacts, ...reports, ...alerts]) {
        expect(event.payload.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        for (const internal of ["status", "attempts", "notify_attempts", "claimed_until", "review_reason", "digest_id"])
          expect(Object.keys(event.payload)).not.toContain(internal);
      }
    },
  );

  it.skipIf(skip)("writes no event for a row the database refuses or a transaction that rolls back", async () => {
    const count = async () =>
      (await db.query<{ n: number }>("select count(*)::int as n from private.lead_events")).rows[0]?.n;
    const before = await count();
    const email = address();
    expect(await failure(insert("contact_messages", [contact(email, { question: "Free lunch" })]))).toMatchObject({
      code: "23514",
    });
    await failure(
      db.transaction(async (sql) => {
        await sql.query(
          "insert into public.career_alerts (full_name, email, notice_version, notice_language) values ('Neha K', $1, $2, 'en')",
          [email, CURRENT_NOTICE_VERSION],
        );
        throw new Error("the request failed after the insert");
      }),
    );
    expect(await count()).toBe(before);
  });

  it.skipIf(skip)("gives one event to each row of a statement, with ids unique by construction", async () => {
    const email = address();
    await insert(
      "contact_messages",
      [1, 2, 3, 4, 5].map((n) => contact(email, { message: `message ${n}` })),
    );
    const leads = await idsOf("contact_messages", email);
    const events = await eventsFor(leads, "lead.contact_message.created");
    expect(events.map((event) => event.lead_id)).toEqual(leads);
    expect(events.map((event) => event.payload.message)).toEqual([1, 2, 3, 4, 5].map((n) => `message ${n}`));
    expect(new Set(events.map((event) => event.webhook_id)).size).toBe(5);
    // One prefix per database, then the event's id.
    const prefixes = new Set(events.map((event) => event.webhook_id.slice(0, 20)));
    expect(prefixes.size).toBe(1);
  });

  it.skipIf(skip)("keeps no copy of the lead: once the lead is deleted its event has no payload", async () => {
    const email = address();
    await insert("career_alerts", [alert(email)]);
    const leads = await idsOf("career_alerts", email);
    await db.query("delete from public.career_alerts where email = $1", [email]);
    const [event] = await eventsFor(leads, "lead.career_alert.created");
    expect(event).toMatchObject({ status: "pending", payload: null });
  });

  it.skipIf(skip)("lets neither anon nor authenticated read or write the outbox, nor call its functions", async () => {
    const statements = [
      "select * from private.lead_events",
      "insert into private.lead_events (type, occurred_at, lead_id) values ('lead.career_alert.created', now(), 1)",
      "update private.lead_events set status = 'pending'",
      "delete from private.lead_events",
      "select * from public.lead_events()",
      "select * from private.lead_event_payloads(array[1::bigint])",
      "select public.replay_lead_events(now() - interval '1 day')",
    ];
    for (const role of ["anon", "authenticated"]) {
      const codes = await codesAs(db, role, statements);
      expect(codes, role).toEqual(statements.map(() => "42501"));
    }
  });

  it.skipIf(skip)(
    "lets the service role list events and replay them under the same ids, but not touch the table",
    async () => {
      const email = address();
      await insert("career_alerts", [alert(email)]);
      const [lead] = await idsOf("career_alerts", email);
      await db.query(
        "update private.lead_events set status = 'delivered', attempts = 3, delivered_at = now() where lead_id = $1 and type = 'lead.career_alert.created'",
        [lead],
      );
      const asService = <Row>(statement: string, params: unknown[] = []) =>
        db.transaction(async (sql) => {
          await sql.exec("set local role service_role");
          return (await sql.query<Row>(statement, params)).rows;
        });
      const listed = await asService<{ webhook_id: string; lead_id: number; status: string; attempts: number }>(
        "select * from public.lead_events(now() - interval '1 minute')",
      );
      const mine = listed.filter((event) => event.lead_id === lead && event.status === "delivered");
      expect(mine).toHaveLength(1);
      const [{ replayed } = { replayed: 0 }] = await asService<{ replayed: number }>(
        "select public.replay_lead_events(now() - interval '1 minute') as replayed",
      );
      expect(replayed).toBeGreaterThanOrEqual(1);
      const [event] = await eventsFor([lead as number], "lead.career_alert.created");
      expect(event).toMatchObject({ webhook_id: mine[0]?.webhook_id, status: "pending", attempts: 0 });
      expect(await failure(asService("select * from private.lead_events"))).toMatchObject({ code: "42501" });
    },
  );

  it.skipIf(skip)("takes attribution from anon in every lead table", async () => {
    const email = address();
    const visit = Object.fromEntries(Object.entries(accepted).map(([field, values]) => [field, values[0]]));
    await insert("contact_messages", [contact(email, visit)]);
    await insert("download_report", [report(email, visit)]);
    await insert("career_alerts", [alert(email, visit)]);
    for (const table of ["contact_messages", "download_report", "career_alerts"]) {
      const { rows } = await db.query(`select ${Object.keys(visit).join(", ")} from public.${table} where email = $1`, [
        email,
      ]);
      expect(rows, table).toEqual([visit]);
    }
  });

  it.skipIf(skip)(
    "agrees with the patterns in shared/leads.ts in every lead table, refusing hostile values with 23514",
    async () => {
      const rows: Record<string, (email: string, visit: Record<string, unknown>) => Record<string, unknown>> = {
        contact_messages: contact,
        download_report: report,
        career_alerts: alert,
      };
      const disagreements: string[] = [];
      for (const [table, row] of Object.entries(rows)) {
        for (const field of Object.keys(ATTRIBUTION_PATTERNS) as AttributionField[]) {
          for (const value of [...accepted[field], ...refused[field]]) {
            const error = await failure(insert(table, [row(address(), { [field]: value })]));
            const stored = error === undefined;
            const named = `${table}.${field} ${JSON.stringify(value)}`;
            if (stored !== ATTRIBUTION_PATTERNS[field].test(value) || stored !== accepted[field].includes(value))
              disagreements.push(`${named}: database ${stored ? "stores" : error?.code}`);
            if (!stored && (error?.code !== "23514" || !error.message?.includes(`${table}_${field}_check`)))
              disagreements.push(`${named}: ${error?.message}`);
          }
        }
      }
      expect(disagreements).toEqual([]);
    },
    120_000,
  );
});
