// The abuse limits of supabase/migrations, on PGlite and on a real PostgreSQL: inserts go
// through the local API's own path (as anon, values as parameters), as PostgREST's would.

import { describe, expect, it } from "vitest";

import { careerAlert as alert, reportRequest as report } from "#tests/support/lead-rows.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import type { Database } from "./database.ts";

const backends = testDatabases("the lead limits");

let sequence = 0;
const address = (domain: string) => `reader.${(sequence += 1)}@${domain}`;

describe.each(backends)("lead limits on $name", ({ skip, open }) => {
  let db: Database;

  const insert = (table: string, rows: Record<string, unknown>[]) =>
    insertRows(db, "anon", table, Object.keys(rows[0] ?? {}), rows);
  /** As the tables' owner: the business importing or repairing rows in the SQL editor. */
  const insertAsOwner = (table: string, rows: Record<string, unknown>[]) => {
    const list = Object.keys(rows[0] ?? {}).join(", ");
    return db.query(
      `insert into public.${table} (${list}) select ${list} from json_populate_recordset(null::public.${table}, $1)`,
      [JSON.stringify(rows)],
    );
  };
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: { code?: string; message?: string; hint?: string }) => error,
    );
  const held = async (domain: string) =>
    (
      await db.query<{ email: string; review_reason: string | null }>(
        "select email, review_reason from public.download_report where email like $1 order by id",
        [`%@${domain}`],
      )
    ).rows;

  withMigratedDatabase({ skip, open }, (clients) => {
    db = clients.db;
  });

  it.skipIf(skip)("refuses more than five rows in one anon statement with PT413 and stores none", async () => {
    const rows = Array.from({ length: 6 }, () => alert(address("rows.example")));
    expect(await failure(insert("career_alerts", rows))).toMatchObject({
      code: "PT413",
      message: "Too many rows in one request",
      hint: "Send at most 5 rows per request.",
    });
    const { rows: stored } = await db.query("select 1 from public.career_alerts where email like '%@rows.example'");
    expect(stored).toHaveLength(0);
    await insert("career_alerts", rows.slice(0, 5));
    await insertAsOwner(
      "career_alerts",
      Array.from({ length: 6 }, () => alert(address("bulk.example"))),
    );
  });

  it.skipIf(skip)("refuses a 520-row report request, the flood one 64 KiB body can carry", async () => {
    const rows = Array.from({ length: 520 }, (_, i) => report(`reader${i}@target${i % 52}.example`));
    expect(await failure(insert("download_report", rows))).toMatchObject({ code: "PT413" });
    const { rows: stored } = await db.query("select 1 from public.download_report where email like 'reader%@target%'");
    expect(stored).toHaveLength(0);
  });

  it.skipIf(skip)("counts +tagged variants of an address as that address in its five an hour", async () => {
    for (let i = 1; i <= 5; i++) await insert("career_alerts", [alert(`victim+${i}@tagged.example`)]);
    for (const variant of ["victim@tagged.example", "victim+6@tagged.example", "victim+a+b@tagged.example"]) {
      expect(await failure(insert("career_alerts", [alert(variant)])), variant).toMatchObject({ code: "PT429" });
    }
    await insert("career_alerts", [alert("victim.other@tagged.example")]);
  });

  it.skipIf(skip)("holds report requests over ten an hour to one domain for review", async () => {
    for (let i = 0; i < 12; i++) await insert("download_report", [report(address("one-domain.example"))]);
    await insert("download_report", [report(address("other-domain.example"))]);
    const rows = await held("one-domain.example");
    expect(rows.map((row) => row.review_reason)).toEqual([
      ...Array.from({ length: 10 }, () => null),
      "Held: 10 report e-mails to this domain in the last hour",
      "Held: 10 report e-mails to this domain in the last hour",
    ]);
    expect((await held("other-domain.example"))[0]?.review_reason).toBeNull();
  });

  it.skipIf(skip)("holds report requests over a hundred an hour in all, until the hour has passed", async () => {
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from public.download_report where review_reason is null",
    );
    const room = 100 - (rows[0]?.n ?? 0);
    for (let i = 0; i < room; i++) await insert("download_report", [report(address(`spread${i % 50}.example`))]);
    await insert("download_report", [report(address("late.example"))]);
    expect((await held("late.example"))[0]?.review_reason).toBe("Held: 100 report e-mails in the last hour");
    // The business's own inserts are never held.
    await insertAsOwner("download_report", [report(address("business.example"))]);
    expect((await held("business.example"))[0]?.review_reason).toBeNull();
    await db.query("update public.download_report set created_at = created_at - interval '61 minutes'");
    await insert("download_report", [report(address("next-hour.example"))]);
    expect((await held("next-hour.example"))[0]?.review_reason).toBeNull();
  });
});
