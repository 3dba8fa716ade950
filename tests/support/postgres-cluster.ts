// Which PostgreSQL the tests that must prove the migrations on a real server run on, and
// whether they skip; the server itself is scripts/postgres-cluster.ts.
import { findPostgresBin } from "#scripts/postgres-cluster.ts";

export { type PostgresCluster, databaseUrl, findPostgresBin, startPostgres } from "#scripts/postgres-cluster.ts";

/** CI runs every suite: there a missing PostgreSQL fails the PostgreSQL suites instead of skipping them. */
export function postgresRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.CI) && !["0", "false"].includes(env.CI?.toLowerCase() ?? "");
}

/**
 * What the PostgreSQL suites run with: the binaries, and whether to skip (only outside CI,
 * and only when the machine has no PostgreSQL server binaries). Warns when it skips.
 */
export function postgresForTests(suite: string): { bin: string | undefined; skip: boolean } {
  const bin = findPostgresBin();
  const skip = !bin && !postgresRequired();
  if (skip) console.warn(`Skipping ${suite}: no PostgreSQL server binaries (initdb, pg_ctl) on this machine.`);
  return { bin, skip };
}
