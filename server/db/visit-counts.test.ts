// The daily visit counts of supabase/migrations/20251208000000_visit_counts.sql, on PGlite and on
// a real PostgreSQL: one row per day, landing page, campaign and referring site, added to by
// anon's public.count_visit; nothing that tells one visitor from another.
import { beforeEach, describe, expect, it } from "vitest";

import { ATTRIBUTION_PATTERNS, type AttributionField } from "#shared/leads.ts";
import { contactMessage } from "#tests/support/lead-rows.ts";
import { codesAs } from "#tests/support/sql-codes.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import type { Database } from "./database.ts";

type Visit = Partial<Record<AttributionField, string>>;

/** Values a visit may carry, some of which the patterns refuse. */
const VALUES: Record<AttributionField, string[]> = {
  utm_source: ["newsletter", "partner.example.com", "a".repeat(200), "a".repeat(201), "<script>", "ऑफर"],
  utm_medium: ["cpc", "paid_social", "it's", "email\t"],
  utm_campaign: ["Diwali 2025 - BFSI (India)", "50%25off", "{campaign}", "q4\r"],
  utm_term: ["aml+software", "a;b"],
  utm_content: ["v2,blue", "`x`"],
  landing_path: ["/solutions/aml-monitoring", "/%E0%A4%85", "//evil.example", "/a?b=c", "solutions"],
  referrer_host: ["www.google.com", "t.co", "Google.com", "google.com:443", "a..b"],
};

describe.each(testDatabases("the visit counts"))("the visit counts on $name", ({ skip, openMigrated }) => {
  let db: Database;

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
  });
  beforeEach(async () => {
    if (!skip) await db.exec("delete from public.visit_counts; delete from private.client_requests");
  });

  /** public.count_visit as anon, through PostgREST when `forwardedFor` is given. */
  const countVisit = (visit: Visit, forwardedFor?: string) =>
    db.transaction(async (sql) => {
      if (forwardedFor)
        await sql.query("select set_config('request.headers', $1, true)", [
          JSON.stringify({ "x-forwarded-for": forwardedFor }),
        ]);
      await sql.exec("set local role anon");
      const names = Object.keys(visit);
      await sql.query(
        `select public.count_visit(${names.map((name, i) => `${name} => $${i + 1}`).join(", ")})`,
        Object.values(visit),
      );
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: { code?: string }) => error.code,
    );
  const stored = async () =>
    (
      await db.query<Record<string, unknown>>(
        `select day::text, landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_host, visits
           from public.visit_counts order by landing_path, utm_campaign nulls first`,
      )
    ).rows;
  const indiaToday = async () =>
    (await db.query<{ day: string }>("select ((now() at time zone 'Asia/Kolkata')::date)::text as day")).rows[0]?.day;

  it.skipIf(skip)("adds each visit to its day's row for its page, campaign and referring site", async () => {
    const q4 = { landing_path: "/", utm_source: "linkedin", utm_medium: "paid_social", utm_campaign: "q4-banks" };
    await countVisit(q4);
    await countVisit(q4);
    await countVisit({ ...q4, utm_campaign: "diwali" });
    await countVisit({ landing_path: "/", referrer_host: "www.google.com" });
    const day = await indiaToday();
    const none = { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };
    expect(await stored()).toEqual([
      { day, landing_path: "/", ...none, referrer_host: "www.google.com", visits: 1 },
      { day, ...none, ...q4, referrer_host: null, visits: 1, utm_campaign: "diwali" },
      { day, ...none, ...q4, referrer_host: null, visits: 2 },
    ]);
  });

  it.skipIf(skip)(
    "keeps a value its pattern takes, leaves out one it refuses, and counts no visit without a path",
    async () => {
      const disagreements: string[] = [];
      for (const [field, values] of Object.entries(VALUES) as [AttributionField, string[]][]) {
        for (const value of values) {
          await db.exec("delete from public.visit_counts");
          const visit = { landing_path: "/", [field]: value };
          const refused = await failure(countVisit(visit));
          const row = (await stored())[0];
          const kept = row?.[field] === value;
          const expected = ATTRIBUTION_PATTERNS[field].test(value);
          if (kept !== expected) disagreements.push(`${field} ${JSON.stringify(value)}: ${kept ? "kept" : "left out"}`);
          if (field === "landing_path" && !expected && (refused !== "22023" || row !== undefined))
            disagreements.push(`${field} ${JSON.stringify(value)}: ${refused ?? "counted"}`);
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it.skipIf(skip)("refuses a value outside its pattern from anyone who writes the table directly", async () => {
    const refused = await failure(
      db.query("insert into public.visit_counts (day, landing_path, utm_source) values (current_date, '/', '<b>')"),
    );
    expect(refused).toBe("23514");
  });

  it.skipIf(skip)("holds counts only: no address, user agent, identifier or time of day", async () => {
    const { rows } = await db.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns
        where table_schema = 'public' and table_name = 'visit_counts' order by ordinal_position`,
    );
    expect(rows.map((row) => `${row.column_name} ${row.data_type}`)).toEqual([
      "day date",
      "landing_path text",
      "utm_source text",
      "utm_medium text",
      "utm_campaign text",
      "utm_term text",
      "utm_content text",
      "referrer_host text",
      "visits integer",
    ]);
  });

  it.skipIf(skip)("counts the call against the client's limit, as a lead is counted", async () => {
    const codes: (string | undefined)[] = [];
    for (let call = 0; call < 31; call += 1)
      codes.push(await failure(countVisit({ landing_path: "/" }, "198.51.100.7")));
    expect(codes.slice(0, 30).every((code) => code === undefined)).toBe(true);
    expect(codes[30]).toBe("PT429");
    expect((await stored())[0]?.visits).toBe(30);
  });

  it.skipIf(skip)("lets anon count and nobody but service_role read", async () => {
    const read = ["select * from public.visit_counts", "select * from public.lead_conversion"];
    expect(await codesAs(db, "anon", read)).toEqual(["42501", "42501"]);
    expect(await codesAs(db, "authenticated", read)).toEqual(["42501", "42501"]);
    expect(await codesAs(db, "service_role", read)).toEqual(["allowed", "allowed"]);
    expect(
      await codesAs(db, "anon", ["insert into public.visit_counts (day, landing_path) values (current_date, '/')"]),
    ).toEqual(["42501"]);
    expect(await codesAs(db, "authenticated", ["select public.count_visit('/')"])).toEqual(["42501"]);
  });

  it.skipIf(skip)("sets visits and leads side by side in public.lead_conversion", async () => {
    const q4 = {
      landing_path: "/reports",
      utm_source: "linkedin",
      utm_medium: "paid_social",
      utm_campaign: "q4-banks",
    };
    for (let visit = 0; visit < 4; visit += 1) await countVisit(q4);
    await countVisit({ landing_path: "/" });
    const lead = contactMessage("a.lead@bank.example", q4);
    await insertRows(db, "anon", "contact_messages", Object.keys(lead), [lead]);
    const { rows } = await db.transaction(async (sql) => {
      await sql.exec("set local role service_role");
      return sql.query<Record<string, unknown>>(
        `select landing_path, utm_campaign, referrer_host, visits, leads, conversion::text
           from public.lead_conversion order by landing_path`,
      );
    });
    expect(rows).toEqual([
      { landing_path: "/", utm_campaign: null, referrer_host: null, visits: 1, leads: 0, conversion: "0.0000" },
      {
        landing_path: "/reports",
        utm_campaign: "q4-banks",
        referrer_host: null,
        visits: 4,
        leads: 1,
        conversion: "0.2500",
      },
    ]);
  });

  it.skipIf(skip)("sweeps days past their 24 months with the rest", async () => {
    await db.exec(`insert into public.visit_counts (day, landing_path, visits) values
      (((now() - interval '24 months') at time zone 'Asia/Kolkata')::date - 1, '/old', 3),
      (((now() - interval '24 months') at time zone 'Asia/Kolkata')::date + 1, '/kept', 2)`);
    const { rows } = await db.query<{ kind: string; due: number; deleted: number }>(
      "select kind, due::int, deleted::int from public.retention_sweep() where kind = 'visit_counts'",
    );
    expect(rows).toEqual([{ kind: "visit_counts", due: 1, deleted: 1 }]);
    expect((await stored()).map((row) => row.landing_path)).toEqual(["/kept"]);
  });
});
