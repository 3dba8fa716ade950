// The database step against a PostgreSQL shaped like a Supabase project: it applies every
// migration with the Supabase CLI and leaves the Vault key, a second run changes nothing, and
// a target without Vault is refused before anything is applied.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runDeploy } from "#tests/support/deploy-process.ts";
import { type PostgresCluster, postgresForTests, startPostgres } from "#tests/support/postgres-cluster.ts";
import { createSupabaseRoles, shapedDatabase } from "#tests/support/supabase-shape.ts";

import { migrationVersions } from "./database.ts";

const { bin, skip } = postgresForTests("the deploy's database step");

async function rows<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(skip)("npm run deploy -- database", () => {
  let cluster: PostgresCluster;
  let folder: string;
  beforeAll(async () => {
    cluster = await startPostgres(bin);
    await createSupabaseRoles(cluster.url);
    folder = mkdtempSync(join(tmpdir(), "sentinel-deploy-"));
  }, 60_000);
  afterAll(() => {
    cluster?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("applies every migration to a fresh project, records each, and makes the Vault key; then changes nothing", async () => {
    const url = await shapedDatabase(cluster.url, "fresh");
    const planned = await runDeploy(["database", "--dry-run"], { SUPABASE_DB_URL: url }, folder);
    expect(planned.code, planned.output).toBe(0);
    expect(planned.output).toContain(`would apply ${migrationVersions().length} migration(s)`);

    const first = await runDeploy(["database"], { SUPABASE_DB_URL: url }, folder);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(`applied ${migrationVersions().length} migration(s)`);
    const recorded = await rows<{ version: string }>(
      url,
      "select version from supabase_migrations.schema_migrations order by version",
    );
    expect(recorded.map((row) => row.version)).toEqual(migrationVersions().map((m) => m.version));
    expect(await rows(url, "select name from vault.decrypted_secrets")).toEqual([{ name: "address_hash_key_1" }]);
    expect(first.output).toContain(
      "anon may insert into the lead tables, call the three data-rights functions and count a visit, and nothing else",
    );

    const again = await runDeploy(["database"], { SUPABASE_DB_URL: url }, folder);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("nothing to apply: every migration is recorded, nothing changed");
    expect(again.output).not.toContain("supabase db push");
    const replanned = await runDeploy(["database", "--dry-run"], { SUPABASE_DB_URL: url }, folder);
    expect(replanned.output).toContain("nothing to apply");
  }, 180_000);

  it("refuses a target without Vault before applying anything, naming what it lacks", async () => {
    const url = await shapedDatabase(cluster.url, "novault", { vault: false });
    const { code, output } = await runDeploy(["database"], { SUPABASE_DB_URL: url }, folder);
    expect(code).toBe(1);
    expect(output).toContain("Vault's vault.create_secret, Vault's vault.decrypted_secrets");
    expect(output).toContain("nothing was applied");
    expect(
      await rows(
        url,
        "select to_regclass('supabase_migrations.schema_migrations') as recorded, to_regclass('public.career_alerts') as leads",
      ),
    ).toEqual([{ recorded: null, leads: null }]);
  }, 60_000);

  it("refuses grants that let anon do more than the migrations intend, naming the privilege", async () => {
    const url = await shapedDatabase(cluster.url, "loose");
    expect((await runDeploy(["database"], { SUPABASE_DB_URL: url }, folder)).code).toBe(0);
    await rows(url, "grant select on public.career_alerts to anon");
    const { code, output } = await runDeploy(["database"], { SUPABASE_DB_URL: url }, folder);
    expect(code).toBe(1);
    expect(output).toContain("anon may SELECT on public.career_alerts");
  }, 180_000);
});
