// `npm run schema`: writes supabase/schema.sql, the database as the migrations leave it, so a
// reader finds each table, view and function as it stands in one place instead of the last of
// its definitions across the migrations. Made from a throwaway PostgreSQL migrated as the local
// server migrates it, dumped with pg_dump and normalised so that only a change of schema changes
// the file.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { migrate } from "#server/db/migrations.ts";
import { openPostgres } from "#server/db/postgres.ts";

import { findPostgresBin, startPostgres } from "./postgres-cluster.ts";

export const schemaFile = join(import.meta.dirname, "..", "supabase", "schema.sql");

const HEADER = `-- The schema of public and private as supabase/migrations leave it, written by \`npm run schema\`
-- (pg_dump --schema-only of a migrated PostgreSQL). Do not edit: change the schema with a new
-- migration, then run \`npm run schema\`.
`;

/** pg_dump's output without what varies between runs and servers, or says nothing of the schema. */
export function normaliseDump(dump: string): string {
  const lines = dump
    .split("\n")
    .filter((line) => !/^-- Dumped (from|by) /.test(line))
    // pg_dump's guard against a restore running psql meta-commands: a random key each run.
    .filter((line) => !/^\\(un)?restrict /.test(line))
    // The session settings a restore starts with.
    .filter((line) => !/^SET /.test(line) && !line.startsWith("SELECT pg_catalog.set_config('search_path'"))
    .filter(
      (line) =>
        line !== "--" && line !== "-- PostgreSQL database dump" && line !== "-- PostgreSQL database dump complete",
    )
    .map((line) => line.replace(/; Owner: -$/, ""))
    // The webhook ids' prefix, random per database (20251126000000_lead_events.sql).
    .map((line) => line.replace(/'evt_[0-9a-f]{16}'/, "'evt_<random per database>'"));
  return `${HEADER}\n${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

/** The schema as the migrations leave it, normalised: what supabase/schema.sql should hold. */
export async function currentSchema(): Promise<string> {
  const bin = findPostgresBin();
  const cluster = await startPostgres(bin);
  try {
    const db = openPostgres(cluster.url, { hashKeys: [randomBytes(32).toString("hex")] });
    try {
      await migrate(db, undefined, { onNote: () => {} });
    } finally {
      await db.close();
    }
    const dump = execFileSync(
      join(bin ?? "", "pg_dump"),
      [
        "--schema-only",
        "--no-owner",
        "--schema=public",
        "--schema=private",
        "--exclude-table=private.schema_migrations",
        cluster.url,
      ],
      { encoding: "utf8" },
    );
    return normaliseDump(dump);
  } finally {
    cluster.stop();
  }
}

if (import.meta.main) {
  writeFileSync(schemaFile, await currentSchema());
  console.log(`Wrote ${schemaFile}`);
}
