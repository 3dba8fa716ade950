import type { Database, Transaction } from "#server/db/database.ts";

import type { Role } from "./errors.ts";

/**
 * Runs `work` in one transaction as `role`, so grants, row-level security and CHECK
 * constraints decide exactly as they do under PostgREST (PGlite's own user is a superuser,
 * which row-level security would not bind). Every value inside goes in as a parameter.
 */
export function asRole<T>(db: Database, role: Role, work: (sql: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (sql) => {
    // One of two fixed role names, never text from the request.
    await sql.exec(`set local role ${role}`);
    return work(sql);
  });
}
