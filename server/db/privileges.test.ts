// What the API's roles may do to the lead tables once the migrations have run on a database
// set up as Supabase sets up a project: its default privileges give anon, authenticated and
// service_role every privilege on each new table, sequence and function in public.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testDatabases } from "#tests/support/databases.ts";

import type { Database } from "./database.ts";
import { migrate } from "./migrations.ts";

const SUPABASE_DEFAULTS = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`;

const TABLES = ["contact_messages", "download_report", "career_alerts"];

describe.each(testDatabases("the API roles' privileges"))("the API roles' privileges on $name", ({ skip, open }) => {
  let db: Database;
  let dbs: Database[] = [];
  let close: (() => void) | undefined;

  beforeAll(async () => {
    if (skip) return;
    ({ db, dbs, close } = await open());
    await db.exec(SUPABASE_DEFAULTS);
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(dbs.map((each) => each.close()));
    close?.();
  });

  /** The deploy check in docs/deploy.md: each role's table privileges on the lead tables. */
  const tablePrivileges = async (role: string) =>
    (
      await db.query<{ table_name: string; privilege_type: string }>(
        `select table_name, privilege_type from information_schema.role_table_grants
          where grantee = $1 and table_schema = 'public' and table_name = any($2)
          order by table_name, privilege_type`,
        [role, TABLES],
      )
    ).rows.map((row) => `${row.table_name}: ${row.privilege_type}`);

  it.skipIf(skip)("leaves service_role reading the leads and nothing else on the tables themselves", async () => {
    expect(await tablePrivileges("service_role")).toEqual(TABLES.toSorted().map((table) => `${table}: SELECT`));
  });

  it.skipIf(skip)("lets service_role update only the delivery columns the migrations name", async () => {
    const { rows } = await db.query<{ table_name: string; columns: string[] }>(
      `select table_name, array_agg(column_name::text order by column_name) as columns
         from information_schema.column_privileges
        where grantee = 'service_role' and table_schema = 'public' and privilege_type = 'UPDATE'
        group by table_name order by table_name`,
    );
    expect(rows).toEqual([
      {
        table_name: "contact_messages",
        columns: [
          "claimed_until",
          "next_attempt_at",
          "notified_at",
          "notify_attempts",
          "notify_error",
          "notify_failed_at",
        ],
      },
      {
        table_name: "download_report",
        columns: ["attempts", "claimed_until", "last_error", "next_attempt_at", "review_reason", "sent_at", "status"],
      },
    ]);
  });

  it.skipIf(skip)(
    "gives anon and authenticated no privilege on a whole table: anon inserts its columns only",
    async () => {
      expect(await tablePrivileges("anon")).toEqual([]);
      expect(await tablePrivileges("authenticated")).toEqual([]);
    },
  );

  it.skipIf(skip)(
    "lets service_role select the counts and their views, and anon and authenticated nothing of them",
    async () => {
      const { rows } = await db.query<{ grantee: string; privilege_type: string }>(
        `select grantee, privilege_type from information_schema.role_table_grants
        where table_schema = 'public' and table_name in ('lead_sources', 'lead_conversion', 'visit_counts')
          and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC') order by table_name`,
      );
      expect(rows).toEqual(
        ["lead_conversion", "lead_sources", "visit_counts"].map(() => ({
          grantee: "service_role",
          privilege_type: "SELECT",
        })),
      );
    },
  );

  /** The deploy check in docs/deploy.md: the functions in public each API role may EXECUTE. */
  const executable = async (role: string) =>
    (
      await db.query<{ name: string }>(
        `select p.proname as name from pg_catalog.pg_proc p
          where p.pronamespace = 'public'::regnamespace and has_function_privilege($1, p.oid, 'EXECUTE')
          order by 1`,
        [role],
      )
    ).rows.map((row) => row.name);

  it.skipIf(skip)("lets anon execute the three data-rights functions and the visit count, nothing else", async () => {
    expect(await executable("anon")).toEqual([
      "confirm_data_rights",
      "count_visit",
      "request_data_rights",
      "withdraw_consent",
    ]);
    expect(await executable("authenticated")).toEqual([]);
  });

  it.skipIf(skip)("lets service_role execute the leads CLI's functions only", async () => {
    expect(await executable("service_role")).toEqual([
      "erase_person",
      "lead_events",
      "marketing_audience",
      "person_data",
      "replay_lead_events",
      "retention_sweep",
    ]);
  });

  it.skipIf(skip)("runs the anon functions as their owner with an empty search_path", async () => {
    const { rows } = await db.query<{ name: string; definer: boolean; config: string[] }>(
      `select proname as name, prosecdef as definer, proconfig as config from pg_catalog.pg_proc
        where pronamespace = 'public'::regnamespace
          and proname in ('confirm_data_rights', 'count_visit', 'request_data_rights', 'withdraw_consent') order by 1`,
    );
    expect(rows).toEqual(
      ["confirm_data_rights", "count_visit", "request_data_rights", "withdraw_consent"].map((name) => ({
        name,
        definer: true,
        config: ['search_path=""'],
      })),
    );
  });

  it.skipIf(skip)("gives no API role a sequence of the lead tables", async () => {
    const { rows } = await db.query<{ grantee: string }>(
      `select grantee from information_schema.usage_privileges
        where object_schema = 'public' and object_type = 'SEQUENCE'
          and grantee in ('anon', 'authenticated', 'service_role')`,
    );
    expect(rows).toEqual([]);
  });
});
