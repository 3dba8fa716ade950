import { mkdirSync } from "node:fs";

import { PGlite, protocol } from "@electric-sql/pglite";

import { restrictToOwner } from "#server/data-dir.ts";

import type { Database, Sql } from "./database.ts";

const { serialize } = protocol;

/** The embedded database: PostgreSQL compiled to WebAssembly, persisted in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = await PGlite.create(dataDir);
  // A new database starts as a copy of PGlite's template, whose files it leaves open to
  // everyone whatever the umask; what it writes later follows the umask.
  restrictToOwner(dataDir);
  const wrap = (target: Pick<PGlite, "query" | "exec">): Sql => ({
    query: async <Row>(text: string, params?: unknown[]) => ({ rows: (await target.query<Row>(text, params)).rows }),
    exec: async (text) => {
      await target.exec(text);
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
