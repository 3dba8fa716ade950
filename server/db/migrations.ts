import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";

import type { Database } from "./database.ts";

export const migrationsDir = join(import.meta.dirname, "..", "..", "supabase", "migrations");

/** Where a migration's notes go: a migration says so what a person must review (stored rows it kept, say). */
type MigrationNote = (version: string, message: string) => void;

const printNote: MigrationNote = (version, message) => console.log(`Migration ${version}: ${message}`);

/**
 * Applies supabase/migrations/*.sql in name order, each once, each in its own transaction,
 * recording the version so a restart never applies one twice. Returns what it applied; what a
 * migration raises as a notice goes to `onNote`, printed by default.
 */
export async function migrate(
  db: Database,
  dir = migrationsDir,
  { onNote = printNote }: { onNote?: MigrationNote } = {},
): Promise<string[]> {
  await db.exec(`
    create schema if not exists private;
    create table if not exists private.schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const { rows } = await db.query<{ version: string }>("select version from private.schema_migrations");
  const done = new Set(rows.map((row) => row.version));
  const files = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, "");
    if (done.has(version)) continue;
    const sql = await readFile(join(dir, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql, { onNotice: (message) => onNote(version, message) });
      await tx.query("insert into private.schema_migrations (version) values ($1)", [version]);
    });
    applied.push(version);
  }
  return applied;
}
