import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, inject } from "vitest";

import type { Database } from "#server/db/database.ts";
import { restrictToOwner } from "#server/data-dir.ts";
import { HASH_KEY_FILE } from "#server/db/hash-keys.ts";
import { openPglite } from "#server/db/pglite.ts";
import { openPostgres } from "#server/db/postgres.ts";

import { MIGRATED_TEMPLATE } from "./database-templates.ts";
import { databaseUrl, postgresForTests, startPostgres } from "./postgres-cluster.ts";

/**
 * The address-hash keys of every test database, those its migrated templates were made with
 * (database-templates.ts): two, so each hash goes through a ring.
 */
export const TEST_HASH_KEYS: readonly string[] = inject("testHashKeys");

interface Handles {
  db: Database;
  dbs: Database[];
  close(): void;
}

export interface TestDatabase {
  name: "PGlite" | "PostgreSQL";
  /** Outside CI, on a machine without PostgreSQL's server binaries, its suite is skipped. */
  skip: boolean;
  /** A fresh, empty database: `db` and, on PostgreSQL, more clients of it in `dbs`. */
  open: () => Promise<Handles>;
  /** A fresh database with every migration applied, copied from the run's template. */
  openMigrated: () => Promise<Handles>;
}

/**
 * A new DATA_DIR (named `prefix`…) whose embedded database is a copy of the run's migrated one,
 * with its keys: for tests of a server that has started before, which then skips making it.
 */
export function seededDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject("pgliteTemplate"), join(dataDir, "pglite"), { recursive: true });
  writeFileSync(join(dataDir, HASH_KEY_FILE), `${TEST_HASH_KEYS.join("\n")}\n`, { mode: 0o600 });
  // As the server left it: copied folders take the umask's mode.
  restrictToOwner(dataDir);
  return dataDir;
}

/** A PGlite database in a folder of its own: empty, or a copy of `template`'s folder. */
async function pgliteIn(template?: string): Promise<Handles> {
  const dir = mkdtempSync(join(tmpdir(), "sentinel-test-"));
  if (template) cpSync(template, join(dir, "pglite"), { recursive: true });
  const db = await openPglite(join(dir, "pglite"), { hashKeys: TEST_HASH_KEYS });
  return { db, dbs: [db], close: () => rmSync(dir, { recursive: true, force: true }) };
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
      open: () => pgliteIn(),
      openMigrated: () => pgliteIn(inject("pgliteTemplate")),
    },
    {
      name: "PostgreSQL",
      skip: postgres.skip,
      open: async () => {
        const cluster = await startPostgres(postgres.bin);
        const dbs = Array.from({ length: clients }, () => openPostgres(cluster.url, { hashKeys: TEST_HASH_KEYS }));
        return { db: dbs[0] as Database, dbs, close: () => cluster.stop() };
      },
      // A database of the run's cluster, removed with it.
      openMigrated: async () => {
        const cluster = inject("postgresTemplate");
        const name = `suite_${randomUUID().replaceAll("-", "")}`;
        const admin = openPostgres(cluster, { max: 1 });
        try {
          await admin.exec(`create database ${name} template ${MIGRATED_TEMPLATE}`);
        } finally {
          await admin.close();
        }
        const url = databaseUrl(cluster, name);
        const dbs = Array.from({ length: clients }, () => openPostgres(url, { hashKeys: TEST_HASH_KEYS }));
        return { db: dbs[0] as Database, dbs, close: () => {} };
      },
    },
  ];
}

/**
 * A suite's database: before its tests, a fresh migrated one, its clients handed to `opened`;
 * after them, every client closed and the database removed.
 */
export function withMigratedDatabase(
  { skip, openMigrated }: Pick<TestDatabase, "skip" | "openMigrated">,
  opened: (clients: { db: Database; dbs: Database[] }) => void,
) {
  let dbs: Database[] = [];
  let close: (() => void) | undefined;
  beforeAll(async () => {
    if (skip) return;
    const handles = await openMigrated();
    ({ dbs, close } = handles);
    opened(handles);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.close()));
    close?.();
  });
}
