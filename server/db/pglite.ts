import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { PGlite, protocol, types } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";

import { lockDataDir } from "#server/data-dir-lock.ts";
import { restrictToOwner } from "#server/data-dir.ts";

import type { Database, Sql } from "./database.ts";
import { durablePgliteOptions } from "./durable-fs.ts";
import { HASH_KEYS_SETTING, hashKeysSetting, loadHashKeys } from "./hash-keys.ts";

const { serialize } = protocol;

/** A notice a statement raised itself carries SQLSTATE 00000; the server's own notes carry others. */
const RAISED = "00000";

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, persisted in `dataDir`, each commit
 * on disk, with pgcrypto. `hashKeys` are the keys of its address hashes (hash-keys.ts): its one
 * session keeps them in a setting, so they are never written to a table.
 */
export async function openPglite(
  dataDir: string,
  { hashKeys }: { hashKeys?: readonly string[] } = {},
): Promise<Database> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = await PGlite.create({
    ...durablePgliteOptions(dataDir),
    extensions: { pgcrypto },
    // A date as PostgREST answers it, 2025-11-03: as a Date it would be a midnight in some
    // time zone, which JSON would write as another day's time in others.
    parsers: { [types.DATE]: (value: string) => value },
  });
  // A new database starts as a copy of PGlite's template, whose files it leaves open to
  // everyone whatever the umask; what it writes later follows the umask.
  restrictToOwner(dataDir);
  if (hashKeys)
    await db.query("select pg_catalog.set_config($1, $2, false)", [HASH_KEYS_SETTING, hashKeysSetting(hashKeys)]);
  const wrap = (target: Pick<PGlite, "query" | "exec">): Sql => ({
    query: async <Row>(text: string, params?: unknown[]) => ({ rows: (await target.query<Row>(text, params)).rows }),
    exec: async (text, options) => {
      const onNotice = options?.onNotice;
      const raised = (notice: { code?: string; message?: string }) => {
        if (notice.code === RAISED) onNotice?.(notice.message ?? "");
      };
      await target.exec(text, onNotice ? { onNotice: raised } : undefined);
    },
  });
  /**
   * Parse once, then Bind and Execute per parameter list, then Sync: one call into the
   * database instead of six per statement. Only inside transaction(), whose lock keeps every
   * other caller out until it ends.
   */
  async function repeat(text: string, paramLists: unknown[][]) {
    const messages = [
      serialize.parse({ text }),
      ...paramLists.flatMap((values) => [
        serialize.bind({
          values: values.map((value) => (value === null || value === undefined ? null : String(value))),
        }),
        serialize.execute({}),
      ]),
      serialize.sync(),
    ];
    await db.execProtocol(Buffer.concat(messages), { syncToFs: false });
  }
  return {
    ...wrap(db),
    // PGlite has one connection: its transaction() queues callers, so requests never interleave.
    transaction: (work) => db.transaction((tx) => work({ ...wrap(tx), repeat })),
    close: () => db.close(),
  };
}

/**
 * The embedded database of DATA_DIR, for this process alone: the folder is locked before
 * the database opens and released once it has closed (docs/decisions/016).
 */
export async function openDataDirDatabase(dataDir: string): Promise<Database> {
  const lock = lockDataDir(dataDir);
  let db: Database;
  try {
    db = await openPglite(join(dataDir, "pglite"), { hashKeys: loadHashKeys(dataDir) });
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
}
