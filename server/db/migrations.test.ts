// A migration that tightens a rule over rows already stored: the rows stay as they are, and
// whoever runs the migration is told how many there are and how to find them.
import { rmSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { careerAlert, contactMessage, reportRequest, withoutConsentRecord } from "#tests/support/lead-rows.ts";
import { testDatabases } from "#tests/support/databases.ts";
import { migrationsBefore } from "#tests/support/migrations-before.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import type { Database } from "./database.ts";
import { migrate, migrationsDir } from "./migrations.ts";

const PLAIN_ADDRESSES = "20251127000000_plain_email_addresses";

describe.each(testDatabases("a migration over stored rows"))(
  "plain addresses over stored rows on $name",
  ({ skip, open }) => {
    let db: Database;
    let dbs: Database[] = [];
    let close: (() => void) | undefined;
    const earlier = migrationsBefore(PLAIN_ADDRESSES);
    const notes: string[] = [];
    const stored = ["victim@example.com(1)", "x<victim@example.com>", "victim@example.com,"];

    beforeAll(async () => {
      if (skip) return;
      ({ db, dbs, close } = await open());
      await migrate(db, earlier);
      // Taken by the rule of the time, from a form or a client that skipped it.
      const rows = [
        ["contact_messages", withoutConsentRecord(contactMessage(stored[0] ?? ""))],
        ["download_report", withoutConsentRecord(reportRequest(stored[1] ?? ""))],
        ["career_alerts", withoutConsentRecord(careerAlert(stored[2] ?? ""))],
      ] as const;
      for (const [table, row] of rows) await insertRows(db, "anon", table, Object.keys(row), [row]);
      await migrate(db, migrationsDir, { onNote: (version, message) => notes.push(`${version}: ${message}`) });
    }, 120_000);
    afterAll(async () => {
      await Promise.all(dbs.map((each) => each.close()));
      close?.();
      rmSync(earlier, { recursive: true, force: true });
    });

    it.skipIf(skip)("keeps every row stored before, as it was", async () => {
      const { rows } = await db.query<{ email: string }>(
        `select email from public.contact_messages union all select email from public.download_report
       union all select email from public.career_alerts`,
      );
      expect(rows.map((row) => row.email)).toEqual(stored);
    });

    it.skipIf(skip)("gives a row stored before notices no consent record: no notice, and no consent time", async () => {
      const { rows } = await db.query<{ consented_at: Date | null; notice_version: string | null }>(
        `select consented_at, notice_version from public.contact_messages
         union all select consented_at, notice_version from public.download_report
         union all select consented_at, notice_version from public.career_alerts`,
      );
      expect(rows).toEqual([0, 1, 2].map(() => ({ consented_at: null, notice_version: null })));
    });

    it.skipIf(skip)("says how many rows per table are not plain addresses, and how to list them", () => {
      expect(notes).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${PLAIN_ADDRESSES}: Stored before plain addresses were required, and kept as they are: 1 contact_messages, 1 download_report and 1 career_alerts rows .*where not private.is_plain_address\\(email\\)`,
          ),
        ),
      ]);
    });

    it.skipIf(skip)("refuses the same addresses from now on", async () => {
      const refused = await insertRows(db, "anon", "career_alerts", Object.keys(careerAlert("")), [
        careerAlert("victim@example.com(2)"),
      ]).catch((error: { code?: string }) => error.code);
      expect(refused).toBe("23514");
    });
  },
);
