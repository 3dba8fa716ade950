// The retention sweep of supabase/migrations/20251128000200_retention.sql, on PGlite and on a
// real PostgreSQL: rows just past and just inside each period, backdated as the owner.
import { describe, expect, it } from "vitest";

import { RETENTION } from "#shared/data-rights.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { careerAlert, contactMessage, reportRequest } from "#tests/support/lead-rows.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import type { Database } from "./database.ts";

/** RETENTION's kinds as the database names them. */
const KINDS: Record<keyof typeof RETENTION, string> = {
  contactMessages: "contact_messages",
  downloadReport: "download_report",
  careerAlerts: "career_alerts",
  logs: "logs",
  deliveryRecords: "delivery_records",
};

interface Swept {
  kind: string;
  due: number;
  deleted: number;
}

describe.each(testDatabases("the retention sweep"))("the retention sweep on $name", ({ skip, open }) => {
  let db: Database;

  withMigratedDatabase({ skip, open }, (clients) => {
    db = clients.db;
  });

  const sweep = async (dryRun: boolean, asOf?: Date) =>
    (
      await db.query<Swept>(
        "select kind, due::int, deleted::int from public.retention_sweep(as_of => coalesce($1, now()), dry_run => $2)",
        [asOf ?? null, dryRun],
      )
    ).rows;
  const count = async (table: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n;

  /** Two rows in `table`, `at` set to just past `period` ago and just inside it. */
  const bothSides = (table: string, at: string, period: string) =>
    db.query(
      `update ${table} set ${at} = case when id = (select min(id) from ${table})
         then now() - interval '${period}' - interval '1 day' else now() - interval '${period}' + interval '1 day' end`,
    );

  it.skipIf(skip)("keeps the periods shared/data-rights.ts defines, and no other", async () => {
    const { rows } = await db.query<{ kind: string; months: number; days: number }>(
      `select kind, (extract(year from period) * 12 + extract(month from period))::int as months,
              extract(day from period)::int as days
         from private.retention_periods order by kind`,
    );
    const expected = Object.entries(RETENTION).map(([kind, period]) => ({
      kind: KINDS[kind as keyof typeof RETENTION],
      months: "months" in period ? period.months : 0,
      days: "days" in period ? period.days : 0,
    }));
    expect(rows).toEqual(expected.toSorted((a, b) => a.kind.localeCompare(b.kind)));
  });

  it.skipIf(skip)("deletes what is past its period and keeps what is not; a dry run deletes nothing", async () => {
    for (const i of [1, 2]) {
      const email = `kept.${i}@bank.example`;
      for (const [table, row] of [
        ["contact_messages", contactMessage(email)],
        ["download_report", reportRequest(email)],
        ["career_alerts", careerAlert(email)],
      ] as const)
        await insertRows(db, "anon", table, Object.keys(row), [row]);
      await db.query(
        "insert into private.data_rights_log (address_hash, kind, event) values (private.address_hash($1), 'copy', 'requested')",
        [email],
      );
      await db.query("insert into private.data_rights_mail (kind, to_address, sent_at) values ('erased', $1, now())", [
        email,
      ]);
    }
    await bothSides("public.contact_messages", "created_at", "24 months");
    await bothSides("public.download_report", "created_at", "12 months");
    await bothSides("public.career_alerts", "created_at", "24 months");
    await bothSides("private.data_rights_log", "at", "12 months");
    await bothSides("private.data_rights_mail", "sent_at", "30 days");
    await db.exec("update private.lead_events set status = 'delivered', delivered_at = now() - interval '31 days'");
    const tables = [
      "public.contact_messages",
      "public.download_report",
      "public.career_alerts",
      "private.data_rights_log",
      "private.data_rights_mail",
      "private.lead_events",
    ];
    const before = await Promise.all(tables.map(count));
    expect(before).toEqual([2, 2, 2, 2, 2, 6]);

    const due = Object.fromEntries((await sweep(true)).map((row) => [row.kind, row]));
    expect(due).toMatchObject({
      contact_messages: { due: 1, deleted: 0 },
      download_report: { due: 1, deleted: 0 },
      career_alerts: { due: 1, deleted: 0 },
      data_rights_log: { due: 1, deleted: 0 },
      data_rights_mail: { due: 1, deleted: 0 },
      lead_events: { due: 6, deleted: 0 },
    });
    expect(await Promise.all(tables.map(count))).toEqual(before);

    // A later date says what it would delete then.
    const later = Object.fromEntries(
      (await sweep(true, new Date(Date.now() + 2 * 86_400_000))).map((row) => [row.kind, row.due]),
    );
    expect(later).toMatchObject({ contact_messages: 2, download_report: 2, data_rights_mail: 2 });

    const swept = Object.fromEntries((await sweep(false)).map((row) => [row.kind, row.deleted]));
    expect(swept).toMatchObject({
      contact_messages: 1,
      download_report: 1,
      career_alerts: 1,
      data_rights_log: 1,
      data_rights_mail: 1,
      lead_events: 6,
    });
    expect(await Promise.all(tables.map(count))).toEqual([1, 1, 1, 1, 1, 0]);
    const { rows } = await db.query<{ email: string }>(
      "select email from public.contact_messages union all select email from public.career_alerts",
    );
    expect(rows.map((row) => row.email)).toEqual(["kept.2@bank.example", "kept.2@bank.example"]);
    expect((await sweep(false)).every((row) => row.due === 0)).toBe(true);
  });

  it.skipIf(skip)("is the business's and the owner's to run, not a visitor's", async () => {
    const run = (role: string) =>
      db
        .transaction(async (sql) => {
          await sql.exec(`set local role ${role}`);
          await sql.query("select * from public.retention_sweep(dry_run => true)");
          return "allowed";
        })
        .catch((error: { code?: string }) => error.code);
    expect([await run("anon"), await run("service_role")]).toEqual(["42501", "allowed"]);
  });
});
