import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { migrationsDir } from "#server/db/migrations.ts";

/** The migrations before `version`, in a folder of their own, to migrate a database up to it. */
export function migrationsBefore(version: string): string {
  const dir = mkdtempSync(join(tmpdir(), "sentinel-migrations-"));
  for (const file of readdirSync(migrationsDir).filter((name) => name < version))
    cpSync(join(migrationsDir, file), join(dir, file));
  return dir;
}
