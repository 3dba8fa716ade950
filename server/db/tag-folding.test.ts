// Hashes stored while every +tag was folded, after 20251207000000_budgets_strangers_cannot_spend.sql
// folds one only where the provider delivers it to the same mailbox: on PGlite and PostgreSQL,
// a database migrated up to it with rows of the time, then migrated on.
import { rmSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { careerAlert, contactMessage } from "#tests/support/lead-rows.ts";
import { testDatabases } from "#tests/support/databases.ts";
import { migrationsBefore } from "#tests/support/migrations-before.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import type { Database } from "./database.ts";
import { migrate, migrationsDir } from "./migrations.ts";

const TAGS_FOLDED_WHERE_DELIVERED = "20251207000000_budgets_strangers_cannot_spend";

describe.each(testDatabases("hashes stored before +tags were folded by provider"))(
  "hashes stored before +tags were folded by provider on $name",
  ({ skip, open }) => {
    let db: Database;
    let dbs: Database[] = [];
    let close: (() => void) | undefined;
    const earlier = migrationsBefore(TAGS_FOLDED_WHERE_DELIVERED);
    const links: Record<string, string> = {};
    const withdraw = (token: string) =>
      db.transaction(async (sql) => {
        await sql.exec("set local role anon");
        return (await sql.query<{ value: string }>("select public.withdraw_consent(token => $1) as value", [token]))
          .rows[0]?.value;
      });
    const isSuppressed = async (email: string) =>
      (await db.query<{ value: boolean }>("select private.is_suppressed($1, private.hash_keys()) as value", [email]))
        .rows[0]?.value;
    const held = async (email: string) =>
      (
        await db.query(
          "select id from public.contact_messages where email = $1 union all select id from public.career_alerts where email = $1",
          [email],
        )
      ).rows.length;

    beforeAll(async () => {
      if (skip) return;
      ({ db, dbs, close } = await open());
      await migrate(db, earlier);
      const insert = (table: string, row: Record<string, unknown>) =>
        insertRows(db, "anon", table, Object.keys(row), [row]);
      // Two people at a domain without +tags, whose addresses hashed alike; one with no +tag at all.
      await insert("contact_messages", contactMessage("alice@corp.example"));
      await insert("career_alerts", careerAlert("alice+x@corp.example"));
      await insert("contact_messages", contactMessage("dave@corp.example"));
      for (const email of ["alice+x@corp.example", "dave@corp.example"])
        links[email] =
          (await db.query<{ token: string }>("select private.issue_withdrawal_link($1) as token", [email])).rows[0]
            ?.token ?? "";
      await db.query("select private.erase_person('bob+x@corp.example', 'erasure')");
      await migrate(db, migrationsDir, { onNote: () => {} });
    }, 180_000);
    afterAll(async () => {
      await Promise.all(dbs.map((each) => each.close()));
      close?.();
      rmSync(earlier, { recursive: true, force: true });
    });

    it.skipIf(skip)(
      "expires a withdrawal link that could now stand for either of two people, and erases neither",
      async () => {
        expect(await withdraw(links["alice+x@corp.example"] ?? "")).toBe("expired");
        expect(await held("alice@corp.example")).toBe(1);
        expect(await held("alice+x@corp.example")).toBe(1);
      },
    );

    it.skipIf(skip)("keeps a withdrawal link that stands for one mailbox under both rules working", async () => {
      expect(await withdraw(links["dave@corp.example"] ?? "")).toBe("withdrawn");
      expect(await held("dave@corp.example")).toBe(0);
    });

    it.skipIf(skip)(
      "keeps an older suppression over every address it covered; a newer one covers its own",
      async () => {
        expect(await isSuppressed("bob+x@corp.example")).toBe(true);
        expect(await isSuppressed("bob@corp.example")).toBe(true);
        await db.query("select private.erase_person('erin+x@corp.example', 'erasure')");
        expect(await isSuppressed("erin+x@corp.example")).toBe(true);
        expect(await isSuppressed("erin@corp.example")).toBe(false);
      },
    );
  },
);
