import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll } from "vitest";

import type { Database } from "#server/db/database.ts";
import { newHashKey } from "#server/db/hash-keys.ts";
import { migrate } from "#server/db/migrations.ts";
import { openPglite } from "#server/db/pglite.ts";
import { openPostgres } from "#server/db/postgres.ts";

import { postgresForTests, startPostgres } from "./postgres-cluster.ts";

/** The address-hash keys of every test database: two, so each hash goes through a ring. */
export const TEST_HASH_KEYS: readonly string[] = [newHashKey(), newHashKey()];

export interface TestDatabase {
  name: "PGlite" | "PostgreSQL";
  /** Outside CI, on a machine without PostgreSQL's server binaries, its suite is skipped. */
  skip: boolean;
  /** A fresh, empty database: `db` and, on PostgreSQL, more clients of it in `dbs`. */
  open: () => Promise<{ db: Database; dbs: Database[]; close(): void }>;
}

/**
 * The databases a suite runs on, as the site does: PGlite in a folder of its own, and a real
 * PostgreSQL cluster with `clients` connections (PGlite serves one process).
 */
export function testDatabases(suite: string, { clients = 1 } = {}): TestDatabase[] {
  const postgres = postgresForTests(`${suite} on PostgreSQL`);
  return [
    {
      name: "PGlite",
      skip: false,
      open: async () => {
        const dir = mkdtempSync(join(tmpdir(), "sentinel-test-"));
        const db = await openPglite(join(dir, "pglite"), { hashKeys: TEST_HASH_KEYS });
        return { db, dbs: [db], close: () => rmSync(dir, { recursive: true, force: true }) };
      },
    },
    {
      name: "PostgreSQL",
      skip: postgres.skip,
      open: async () => {
        const cluster = await startPostgres(postgres.bin);
        const dbs = Array.from({ length: clients }, () => openPostgres(cluster.url, { hashKeys: TEST_HASH_KEYS }));
        return { db: dbs[0] as Database, dbs, close: () => cluster.stop() };
      },
    },
  ];
}

/**
 * A suite's database: before its tests, a fresh one opened and migrated, its clients handed to
 * `opened`; after them, every client closed and the database removed.
 */
export function withMigratedDatabase(
  { skip, open }: Pick<TestDatabase, "skip" | "open">,
  opened: (clients: { db: Database; dbs: Database[] }) => void,
) {
  let dbs: Database[] = [];
  let close: (() => void) | undefined;
  beforeAll(async () => {
    if (skip) return;
    const handles = await open();
    ({ dbs, close } = handles);
    await migrate(handles.db);
    opened(handles);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.close()));
    close?.();
  });
}
