// The retention sweep of supabase/migrations/20251128000200_retention.sql and
// 20251129000200_erasure_leaves_nothing.sql, on PGlite and on a real PostgreSQL: rows just past
// and just inside each period, backdated as the owner.
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
  visitCounts: "visit_counts",
};

interface Swept {
  kind: string;
  due: number;
  deleted: number;
}

describe.each(testDatabases("the retention sweep"))("the retention sweep on $name", ({ skip, openMigrated }) => {
  let db: Database;

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
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
    // The expired leads' own events go with them; the others' are past their period.
    expect(swept).toMatchObject({
      contact_messages: 1,
      download_report: 1,
      career_alerts: 1,
      data_rights_log: 1,
      data_rights_mail: 1,
      lead_events: 3,
    });
    // The CRM had the expired leads, so it must hear they are gone; without a webhook it cannot,
    // and the event fails at once, without the address, for the digest to name.
    expect(await Promise.all(tables.map(count))).toEqual([1, 1, 1, 1, 1, 1]);
    const { rows: events } = await db.query<{ type: string; status: string; payload: Record<string, unknown> }>(
      "select type, status, payload from private.lead_events",
    );
    expect(events).toEqual([
      {
        type: "lead.expired",
        status: "failed",
        payload: {
          address_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
          reason: "retention",
          leads: {
            contact_messages: [expect.any(Number)],
            download_report: [expect.any(Number)],
            career_alerts: [expect.any(Number)],
          },
        },
      },
    ]);
    await db.exec("delete from private.lead_events");
    const { rows } = await db.query<{ email: string }>(
      "select email from public.contact_messages union all select email from public.career_alerts",
    );
    expect(rows.map((row) => row.email)).toEqual(["kept.2@bank.example", "kept.2@bank.example"]);
    expect((await sweep(false)).every((row) => row.due === 0)).toBe(true);
  });

  it.skipIf(skip)(
    "tells the CRM of the leads it deletes, one event per mailbox, where a webhook is configured",
    async () => {
      await db.query("select private.set_webhook_configured(true)");
      const email = "Expiring.Reader+news@Outlook.com".toLowerCase();
      const variant = "expiring.reader@outlook.com";
      const contact = contactMessage(email);
      await insertRows(db, "anon", "contact_messages", Object.keys(contact), [contact]);
      const report = reportRequest(variant);
      await insertRows(db, "anon", "download_report", Object.keys(report), [report]);
      await db.exec(`update public.contact_messages set created_at = now() - interval '25 months' where email like 'expiring.%';
                     update public.download_report set created_at = now() - interval '13 months' where email like 'expiring.%'`);
      await sweep(false);
      const { rows } = await db.query<{
        status: string;
        payload: Record<string, unknown>;
        sent: Record<string, unknown>;
      }>(
        `select e.status, e.payload, p.payload as sent from private.lead_events e
           join private.lead_event_payloads(array[e.id]) p on p.id = e.id where e.type = 'lead.expired'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe("pending");
      // Sealed while it waits; opened only in what is sent.
      expect(JSON.stringify(rows[0]?.payload)).not.toContain("@");
      expect(rows[0]?.sent).toMatchObject({
        email: expect.stringMatching(/^expiring\.reader(\+news)?@outlook\.com$/),
        reason: "retention",
        leads: { contact_messages: [expect.any(Number)], download_report: [expect.any(Number)], career_alerts: [] },
      });
      // Once the worker starts without a webhook, the event cannot go: it fails, forgets the address,
      // and the next digest names it.
      expect((await db.query<{ n: number }>("select private.set_webhook_configured(false) as n")).rows[0]?.n).toBe(1);
      const { rows: failed } = await db.query<{ payload: Record<string, unknown> }>(
        "select payload from private.lead_events where type = 'lead.expired'",
      );
      expect(Object.keys(failed[0]?.payload ?? {}).sort()).toEqual(["address_hash", "leads", "reason"]);
      await db.exec("update private.notification_cap set last_digest_at = now() - interval '1 day'");
      const { rows: gathered } = await db.query<{ id: number }>(
        "select private.gather_notification_digest(null) as id",
      );
      const { rows: digest } = await db.query<{ crm_failures: { type: string; leads: object; error: string }[] }>(
        "select crm_failures from private.notification_digests where id = $1",
        [gathered[0]?.id],
      );
      expect(digest[0]?.crm_failures).toEqual([
        expect.objectContaining({ type: "lead.expired", error: expect.stringMatching(/LEAD_WEBHOOK_URL/) }),
      ]);
      await db.exec("delete from private.lead_events");
    },
  );

  it.skipIf(skip)("clears an unconfirmed request's address and correction once its link has expired", async () => {
    await db.query("select public.request_data_rights('lapsed@bank.example', 'correction', 'Wrong company')");
    const details = () =>
      db.query<{ address: string | null; correction: string | null }>(
        "select address, correction from private.data_rights_requests where kind = 'correction'",
      );
    await sweep(false);
    expect((await details()).rows).toEqual([{ address: "lapsed@bank.example", correction: "Wrong company" }]);
    await db.exec("update private.data_rights_requests set expires_at = now() - interval '1 minute'");
    const swept = await sweep(false);
    expect(swept).toContainEqual({ kind: "unconfirmed_request_details", due: 1, deleted: 1 });
    expect((await details()).rows).toEqual([{ address: null, correction: null }]);
  });

  it.skipIf(skip)("deletes a withdrawal link 30 days after it expired or was used", async () => {
    await db.exec("delete from private.withdrawal_links");
    for (const email of ["used@bank.example", "expired@bank.example", "fresh@bank.example"])
      await db.query("select private.issue_withdrawal_link($1)", [email]);
    await db.exec(`update private.withdrawal_links set used_at = now() - interval '31 days'
                    where address_hash = private.address_hash('used@bank.example');
                   update private.withdrawal_links set expires_at = now() - interval '31 days'
                    where address_hash = private.address_hash('expired@bank.example')`);
    expect(await sweep(false)).toContainEqual({ kind: "withdrawal_links", due: 2, deleted: 2 });
    expect(await count("private.withdrawal_links")).toBe(1);
  });

  it.skipIf(skip)("refuses to delete as of a later time than now; a dry run may look ahead", async () => {
    const later = new Date(Date.now() + 60_000);
    const refused = await sweep(false, later).catch((error: { code?: string }) => error.code);
    expect(refused).toBe("22023");
    expect(await sweep(true, later)).toContainEqual(expect.objectContaining({ kind: "contact_messages" }));
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
