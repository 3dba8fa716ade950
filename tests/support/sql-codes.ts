import type { Database } from "#server/db/database.ts";

/**
 * What `role` gets for each statement, each in a transaction of its own: "allowed", or the
 * error's SQLSTATE (42501 where it lacks the privilege).
 */
export async function codesAs(db: Database, role: string, statements: readonly string[]) {
  const codes: (string | undefined)[] = [];
  for (const statement of statements) {
    codes.push(
      await db
        .transaction(async (sql) => {
          await sql.exec(`set local role ${role}`);
          await sql.query(statement);
          return "allowed";
        })
        .catch((error: { code?: string }) => error.code),
    );
  }
  return codes;
}
