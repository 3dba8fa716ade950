// The consent record of supabase/migrations/20251128000000_consent_records.sql and
// 20251129000100_confirmed_marketing_consent.sql, on PGlite and on a real PostgreSQL: inserts go
// through the local API's own path (as anon, values as parameters), as PostgREST's would.
import { describe, expect, it } from "vitest";

import { CURRENT_NOTICE_VERSION, NOTICE_GRACE_DAYS, NOTICE_LANGUAGES, NOTICE_VERSIONS } from "#shared/data-rights.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import {
  careerAlert as alert,
  contactMessage as contact,
  reportRequest as report,
  withoutConsentRecord,
} from "#tests/support/lead-rows.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import type { Database } from "./database.ts";

let sequence = 0;
const address = () => `consent.${Date.now()}.${(sequence += 1)}@bank.example`;

describe.each(testDatabases("the consent records"))("consent records on $name", ({ skip, openMigrated }) => {
  let db: Database;

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
  });

  const insert = (table: string, row: Record<string, unknown>) =>
    insertRows(db, "anon", table, Object.keys(row), [row]);
  const refusal = (table: string, row: Record<string, unknown>) =>
    insert(table, row).then(
      () => "stored",
      (error: { code?: string; constraint?: string }) => `${error.code} ${error.constraint ?? ""}`.trim(),
    );
  const stored = async (table: string, email: string) =>
    (
      await db.query<{
        notice_version: string;
        notice_language: string;
        marketing_opt_in: boolean;
        consented_at: Date;
      }>(
        `select notice_version, notice_language, marketing_opt_in, consented_at from public.${table} where email = $1`,
        [email],
      )
    ).rows;

  it.skipIf(skip)("knows every notice shared/data-rights.ts names, in every language, and no other", async () => {
    const { rows } = await db.query<{ version: string; language: string }>(
      "select version, language from private.notice_versions order by version, language",
    );
    expect(rows).toEqual(
      NOTICE_VERSIONS.flatMap((version) => NOTICE_LANGUAGES.map((language) => ({ version, language }))),
    );
  });

  it.skipIf(skip)("stores the notice and language each form sends, stamped by the database's clock", async () => {
    const email = address();
    const before = Date.now();
    await insert("contact_messages", contact(email, { notice_language: "hi", marketing_opt_in: true }));
    await insert("download_report", report(email));
    await insert("career_alerts", alert(email));
    const after = Date.now();
    const rows = [
      ...(await stored("contact_messages", email)),
      ...(await stored("download_report", email)),
      ...(await stored("career_alerts", email)),
    ];
    expect(rows).toMatchObject([
      { notice_version: CURRENT_NOTICE_VERSION, notice_language: "hi", marketing_opt_in: true },
      { notice_version: CURRENT_NOTICE_VERSION, notice_language: "en", marketing_opt_in: false },
      { notice_version: CURRENT_NOTICE_VERSION, notice_language: "en", marketing_opt_in: false },
    ]);
    for (const row of rows) {
      expect(row.consented_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.consented_at.getTime()).toBeLessThanOrEqual(after + 1000);
    }
  });

  it.skipIf(skip)("refuses a lead without a consent record, or citing a notice it does not know", async () => {
    expect(await refusal("contact_messages", withoutConsentRecord(contact(address())))).toBe(
      "23514 contact_messages_notice_required",
    );
    expect(await refusal("download_report", report(address(), { notice_language: null }))).toBe(
      "23514 download_report_notice_required",
    );
    expect(await refusal("career_alerts", alert(address(), { notice_version: null }))).toBe(
      "23514 career_alerts_notice_required",
    );
    expect(await refusal("contact_messages", contact(address(), { notice_version: "2025-08-28" }))).toBe(
      "23503 contact_messages_notice_fkey",
    );
    expect(await refusal("career_alerts", alert(address(), { notice_language: "ta" }))).toBe(
      "23503 career_alerts_notice_fkey",
    );
  });

  it.skipIf(skip)(
    `takes the notice it replaced for ${NOTICE_GRACE_DAYS} days after the current one, for pages left open, then refuses it`,
    async () => {
      const previous = NOTICE_VERSIONS.at(-2) ?? "";
      expect(await refusal("career_alerts", alert(address(), { notice_version: previous }))).toBe("stored");
      await db.query(
        "update private.notice_versions set superseded_at = now() - $1 * interval '1 day' where version = $2",
        [NOTICE_GRACE_DAYS, previous],
      );
      expect(await refusal("career_alerts", alert(address(), { notice_version: previous }))).toBe("23514");
      expect(await refusal("contact_messages", contact(address(), { notice_version: previous }))).toBe("23514");
      expect(await refusal("career_alerts", alert(address()))).toBe("stored");
      await db.query("update private.notice_versions set superseded_at = now() where version = $1", [previous]);
    },
  );

  it.skipIf(skip)("takes marketing consent only from the contact and report forms, which ask for it", async () => {
    expect(await refusal("contact_messages", contact(address(), { marketing_opt_in: true }))).toBe("stored");
    expect(await refusal("download_report", report(address(), { marketing_opt_in: true }))).toBe("stored");
    const demo = { form_source: "demo-request-modal", message: "", marketing_opt_in: true };
    expect(await refusal("contact_messages", contact(address(), demo))).toBe(
      "23514 contact_messages_marketing_opt_in_check",
    );
    const estimate = { form_source: "roi-calculator", phone: "", message: "Estimate", marketing_opt_in: true };
    expect(await refusal("contact_messages", contact(address(), estimate))).toBe(
      "23514 contact_messages_marketing_opt_in_check",
    );
    expect(await refusal("career_alerts", alert(address(), { marketing_opt_in: true }))).toBe(
      "23514 career_alerts_marketing_opt_in_check",
    );
  });

  it.skipIf(skip)("never takes the consent time from a visitor: anon may not write it (42501)", async () => {
    const backdated = { consented_at: "2020-01-01T00:00:00Z" };
    expect(await refusal("contact_messages", contact(address(), backdated))).toBe("42501");
    expect(await refusal("download_report", report(address(), backdated))).toBe("42501");
    expect(await refusal("career_alerts", alert(address(), backdated))).toBe("42501");
  });
});
