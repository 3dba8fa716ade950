// Vitest's global setup: one migrated database of each kind, made once a run, which a suite
// copies instead of making and migrating its own. Making a PGlite database fsyncs every file
// PostgreSQL's initdb writes and compiles its WebAssembly, and a PostgreSQL cluster runs initdb:
// together some seconds a suite on two cores. Suites that test making or migrating a database
// still start from an empty one (databases.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import { newHashKey } from "#server/db/hash-keys.ts";
import { migrate } from "#server/db/migrations.ts";
import { openPglite } from "#server/db/pglite.ts";
import { openPostgres } from "#server/db/postgres.ts";

import { type PostgresCluster, databaseUrl, postgresForTests, startPostgres } from "./postgres-cluster.ts";

/** The PostgreSQL database the others are copied from (CREATE DATABASE … TEMPLATE). */
export const MIGRATED_TEMPLATE = "migrated";

declare module "vitest" {
  interface ProvidedContext {
    /** The address-hash keys every test database is migrated and opened with. */
    testHashKeys: string[];
    /** A migrated PGlite data directory, closed: copy it, never open it. */
    pgliteTemplate: string;
    /** The cluster holding MIGRATED_TEMPLATE, or "" where PostgreSQL's suites are skipped. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const hashKeys = [newHashKey(), newHashKey()];
  const dir = mkdtempSync(join(tmpdir(), "sentinel-templates-"));
  let cluster: PostgresCluster | undefined;
  const teardown = () => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const pglite = join(dir, "pglite");
    const embedded = await openPglite(pglite, { hashKeys });
    await migrate(embedded);
    await embedded.close();

    const postgres = postgresForTests("the migrated PostgreSQL template");
    if (!postgres.skip) {
      cluster = await startPostgres(postgres.bin);
      const admin = openPostgres(cluster.url, { max: 1 });
      await admin.exec(`create database ${MIGRATED_TEMPLATE}`);
      await admin.close();
      const template = openPostgres(databaseUrl(cluster.url, MIGRATED_TEMPLATE), { max: 1, hashKeys });
      await migrate(template);
      await template.close();
    }
    project.provide("testHashKeys", hashKeys);
    project.provide("pgliteTemplate", pglite);
    project.provide("postgresTemplate", cluster?.url ?? "");
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}
