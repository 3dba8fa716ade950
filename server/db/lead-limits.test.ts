// The abuse limits of supabase/migrations, on PGlite and on a real PostgreSQL: inserts go
// through the local API's own path (as anon, values as parameters), as PostgREST's would.

import { describe, expect, it } from "vitest";

import { careerAlert as alert, contactMessage as contact, reportRequest as report } from "#tests/support/lead-rows.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { insertRows, insertStatement } from "#server/rest/insert-batcher.ts";
import { isPlainAddress } from "#shared/leads.ts";

import type { Database } from "./database.ts";

// Two clients: one writes, the other looks at the locks the first holds.
const backends = testDatabases("the lead limits", { clients: 2 });

/** What a mailer would read as another address or a list, each once a fresh allowance. */
const addressVariants = [
  "victim@example.com(1)",
  "x<victim@example.com>",
  "victim@example.com,",
  "victim <victim@example.com>",
  "victim@example.com,other@example.com",
  '"victim"@example.com',
  "victim@example.com;",
  "victim@example.com:",
];

let sequence = 0;
const address = (domain: string) => `reader.${(sequence += 1)}@${domain}`;

describe.each(backends)("lead limits on $name", ({ name, skip, openMigrated }) => {
  let db: Database;
  let other: Database | undefined;

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

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
    other = clients.dbs[1];
  });

  /** As anon through PostgREST, which passes the request's headers to the transaction. */
  const insertFrom = (forwardedFor: string, table: string, rows: Record<string, unknown>[]) =>
    db.transaction(async (sql) => {
      await sql.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ "x-forwarded-for": forwardedFor, "content-type": "application/json" }),
      ]);
      await sql.exec("set local role anon");
      const columns = Object.keys(rows[0] ?? {});
      await sql.query(insertStatement(table, columns, "1"), [JSON.stringify(rows)]);
    });

  /** As PostgREST sends it, from a client of its own (each test's requests stay under the per-client limit). */
  let clients = 0;
  const throughPostgrest = (table: string, rows: Record<string, unknown>[]) =>
    insertFrom(`198.18.${(clients += 1)}.1`, table, rows);

  it.skipIf(skip)(
    "refuses an address with a comment, a display name, quotes or a list, on every lead table",
    async () => {
      for (const variant of addressVariants) {
        const stored = variant.toLowerCase();
        for (const [table, row] of [
          ["contact_messages", contact(stored)],
          ["download_report", report(stored)],
          ["career_alerts", alert(stored)],
        ] as const) {
          expect(await failure(insert(table, [row])), `${table}: ${variant}`).toMatchObject({
            code: "23514",
            constraint: `${table}_email_check`,
          });
        }
      }
    },
  );

  it.skipIf(skip)("takes as plain exactly the addresses the forms take", async () => {
    const samples = [
      ...addressVariants,
      "a@b.co",
      "first.last@bank.co.in",
      "o'neil+kyc@bank.example",
      "x_y-z~1@sub.bank.example",
      "a..b@bank.example",
      ".a@bank.example",
      "a.@bank.example",
      "a@bank",
      "a@-bank.example",
      "a@bank-.example",
      "a@bank..example",
      "a@[10.0.0.1]",
      "a@127.0.0.1",
      "a@bank.123",
      "a@bank.x1",
      "a%b@bank.example",
      "ünïcode@bank.example",
      `${"l".repeat(64)}@bank.example`,
      `${"l".repeat(65)}@bank.example`,
    ].map((sample, i) => sample.replace("@", `${i}@`).toLowerCase());
    for (const sample of samples) {
      const taken = (await failure(insert("career_alerts", [alert(sample)]))) === undefined;
      expect(taken, sample).toBe(isPlainAddress(sample));
    }
  });

  it.skipIf(skip)("stops a 1,500-row statement at its sixth row, before a later row's own checks run", async () => {
    // Row 7 breaks a CHECK: a count after the rows would answer 23514, not PT413.
    const rows = Array.from({ length: 1500 }, (_, i) => report(`reader${i}@stop-early.example`));
    rows[6] = report("reader6@stop-early.example", { country: "Atlantis" });
    expect(await failure(throughPostgrest("download_report", rows))).toMatchObject({ code: "PT413" });
    const { rows: stored } = await db.query(
      "select 1 from public.download_report where email like '%@stop-early.example'",
    );
    expect(stored).toHaveLength(0);
  });

  it.skipIf(skip || name === "PGlite")(
    "holds no advisory lock for a statement the database refuses, while it is refused",
    async () => {
      const locks = async () =>
        (
          await (other as Database).query<{ n: number }>(
            "select count(*)::int as n from pg_locks where locktype = 'advisory'",
          )
        ).rows[0]?.n;
      for (const rows of [
        // A report request refused by its third row's country, after two that passed.
        [
          report(address("locks.example")),
          report(address("locks.example")),
          report(address("locks.example"), { country: "Atlantis" }),
        ],
        Array.from({ length: 1500 }, () => report(address("locks.example"))),
      ]) {
        let seen: number | undefined;
        await failure(
          db.transaction(async (sql) => {
            await sql.query("select set_config('request.headers', $1, true)", [
              JSON.stringify({ "x-forwarded-for": "198.19.0.1" }),
            ]);
            await sql.exec("set local role anon");
            await failure(
              sql.query(insertStatement("download_report", Object.keys(rows[0] ?? {}), "1"), [JSON.stringify(rows)]),
            );
            // The transaction is refused but still open: what does it hold?
            seen = await locks();
            throw new Error("roll back");
          }),
        );
        expect(seen).toBe(0);
      }
    },
  );

  it.skipIf(skip)("limits one client to 30 requests a minute, from the address PostgREST passes", async () => {
    const client = "203.0.113.7";
    // The platform's proxy appends the client it sees; what the client wrote before it counts for nothing.
    for (let i = 0; i < 30; i++)
      await insertFrom(`10.0.${i}.1, ${client}`, "career_alerts", [alert(address("client.example"))]);
    expect(await failure(insertFrom(client, "career_alerts", [alert(address("client.example"))]))).toMatchObject({
      code: "PT429",
      message: "Too many requests from this address",
    });
    // Another client, and a request without PostgREST's headers (the local server, the SQL editor), go on.
    await insertFrom("198.51.100.4", "career_alerts", [alert(address("client.example"))]);
    await insert("career_alerts", [alert(address("client.example"))]);
    // A minute later the client may write again.
    await db.query("update private.client_requests set window_start = window_start - interval '1 minute'");
    await insertFrom(client, "career_alerts", [alert(address("client.example"))]);
  });

  it.skipIf(skip)("counts an IPv6 client by its /64, and an IPv4-mapped address as IPv4", async () => {
    for (let i = 0; i < 30; i++)
      await insertFrom(`2001:db8:1:2::${(i + 1).toString(16)}`, "career_alerts", [alert(address("six.example"))]);
    expect(
      await failure(insertFrom("2001:db8:1:2:ffff::1", "career_alerts", [alert(address("six.example"))])),
    ).toMatchObject({ code: "PT429" });
    await insertFrom("2001:db8:1:3::1", "career_alerts", [alert(address("six.example"))]);
    const { rows } = await db.query<{ key: string }>("select private.client_key('::ffff:192.0.2.1') as key");
    expect(rows[0]?.key).toBe("192.0.2.1");
  });

  it.skipIf(skip)("forgets a client's count an hour on", async () => {
    await insertFrom("192.0.2.99", "career_alerts", [alert(address("forget.example"))]);
    await db.query(
      "update private.client_requests set window_start = window_start - interval '61 minutes' where client = '192.0.2.99'",
    );
    const { rows } = await db.query<{ n: number }>("select private.forget_client_requests() as n");
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
    const { rows: left } = await db.query("select 1 from private.client_requests where client = '192.0.2.99'");
    expect(left).toHaveLength(0);
  });

  it.skipIf(skip)(
    "refuses more than five rows in one request through PostgREST with PT413 and stores none",
    async () => {
      const rows = Array.from({ length: 6 }, () => alert(address("rows.example")));
      expect(await failure(throughPostgrest("career_alerts", rows))).toMatchObject({
        code: "PT413",
        message: "Too many rows in one request",
        hint: "Send at most 5 rows per request.",
      });
      const { rows: stored } = await db.query("select 1 from public.career_alerts where email like '%@rows.example'");
      expect(stored).toHaveLength(0);
      await throughPostgrest("career_alerts", rows.slice(0, 5));
      await insertAsOwner(
        "career_alerts",
        Array.from({ length: 6 }, () => alert(address("bulk.example"))),
      );
    },
  );

  it.skipIf(skip)("refuses a 520-row report request, the flood one 64 KiB body can carry", async () => {
    const rows = Array.from({ length: 520 }, (_, i) => report(`reader${i}@target${i % 52}.example`));
    expect(await failure(throughPostgrest("download_report", rows))).toMatchObject({ code: "PT413" });
    const { rows: stored } = await db.query("select 1 from public.download_report where email like 'reader%@target%'");
    expect(stored).toHaveLength(0);
  });

  it.skipIf(skip)(
    "counts +tagged variants of an address as that address in its five an hour, where the provider folds them",
    async () => {
      for (let i = 1; i <= 5; i++) await insert("career_alerts", [alert(`victim+${i}@outlook.com`)]);
      for (const variant of ["victim@outlook.com", "victim+6@outlook.com", "victim+a+b@outlook.com"]) {
        expect(await failure(insert("career_alerts", [alert(variant)])), variant).toMatchObject({ code: "PT429" });
      }
      await insert("career_alerts", [alert("victim.other@outlook.com")]);
      // Elsewhere a +tag may be another person's mailbox, with its own five.
      for (let i = 1; i <= 5; i++) await insert("career_alerts", [alert(`victim@tagged.example`)]);
      await insert("career_alerts", [alert("victim+1@tagged.example")]);
    },
  );

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
