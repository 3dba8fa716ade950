// The view of supabase/migrations/20251130000000_lead_sources.sql, on PGlite and on a real
// PostgreSQL: leads counted per day in India time, counts only, and read by service_role alone.
import { describe, expect, it } from "vitest";

import { careerAlert, contactMessage, reportRequest } from "#tests/support/lead-rows.ts";
import { codesAs } from "#tests/support/sql-codes.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";

import type { Database } from "./database.ts";

/** `row` written as the tables' owner, at `at`: only the owner may date a lead. */
async function insertAt(db: Database, table: string, row: Record<string, unknown>, at: string) {
  const values = Object.entries({ ...row, created_at: at });
  await db.query(
    `insert into public.${table} (${values.map(([column]) => column).join(", ")})
     values (${values.map((_, position) => `$${position + 1}`).join(", ")})`,
    values.map(([, value]) => value),
  );
}

const asService = (db: Database, statement: string) =>
  db.transaction(async (sql) => {
    await sql.exec("set local role service_role");
    return (await sql.query<Record<string, unknown>>(statement)).rows;
  });

describe.each(testDatabases("the lead sources view"))("the lead sources view on $name", ({ skip, openMigrated }) => {
  let db: Database;

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
  });

  it.skipIf(skip)("counts leads per day in India time, per form, page, campaign and referring site", async () => {
    const google = {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "diwali",
      landing_path: "/",
      referrer_host: "www.google.com",
    };
    // 23:59 and 00:00 in India: two days, though one in UTC.
    await insertAt(db, "contact_messages", contactMessage("a.1@bank.example", google), "2026-11-01T18:29:00Z");
    await insertAt(db, "contact_messages", contactMessage("a.2@bank.example", google), "2026-11-01T18:30:00Z");
    await insertAt(db, "contact_messages", contactMessage("a.3@bank.example", google), "2026-11-02T10:00:00Z");
    await insertAt(
      db,
      "contact_messages",
      contactMessage("a.4@bank.example", { form_source: "demo-request-modal", landing_path: "/solutions/aml" }),
      "2026-11-02T10:00:00Z",
    );
    await insertAt(db, "download_report", reportRequest("a.5@bank.example", google), "2026-11-02T11:00:00Z");
    await insertAt(db, "career_alerts", careerAlert("a.6@bank.example"), "2026-11-02T12:00:00Z");

    const rows = await asService(db, "select * from public.lead_sources order by day, form, landing_path");
    const none = { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null };
    expect(rows).toEqual([
      { day: "2026-11-01", form: "contact-us-form", ...google, leads: 1 },
      { day: "2026-11-02", form: "careers-notify", landing_path: null, ...none, leads: 1 },
      { day: "2026-11-02", form: "contact-us-form", ...google, leads: 2 },
      { day: "2026-11-02", form: "demo-request-modal", landing_path: "/solutions/aml", ...none, leads: 1 },
      { day: "2026-11-02", form: "report-request", ...google, leads: 1 },
    ]);
  });

  it.skipIf(skip)("holds counts only: none of its columns names a person or a lead", async () => {
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'lead_sources' order by ordinal_position`,
    );
    expect(rows.map((row) => row.column_name)).toEqual([
      "day",
      "form",
      "landing_path",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "referrer_host",
      "leads",
    ]);
  });

  it.skipIf(skip)(
    "refuses anon and authenticated, and lets service_role read it, with the reader's rights",
    async () => {
      const read = ["select * from public.lead_sources"];
      expect(await codesAs(db, "anon", read)).toEqual(["42501"]);
      expect(await codesAs(db, "authenticated", read)).toEqual(["42501"]);
      expect(await codesAs(db, "service_role", read)).toEqual(["allowed"]);
      const { rows } = await db.query<{ options: string[] }>(
        "select reloptions as options from pg_catalog.pg_class where oid = 'public.lead_sources'::regclass",
      );
      expect(rows[0]?.options).toEqual(["security_invoker=true"]);
    },
  );
});
