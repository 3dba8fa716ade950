// The database step: checks the target is shaped as Supabase shapes a project, applies
// supabase/migrations with the Supabase CLI (so `supabase db push` by hand stays compatible:
// both record in supabase_migrations.schema_migrations), then checks the Vault key and what
// anon may do.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

import pg from "pg";

import { migrationsDir } from "#server/db/migrations.ts";

import { anonGrantProblems } from "./anon-grants.ts";
import { DeployStop, type Step, type StepContext } from "./step.ts";

const root = join(import.meta.dirname, "..", "..");
const supabaseCli = join(root, "node_modules", ".bin", "supabase");

/** The migration files by version, the timestamp before the first "_", as the CLI records them. */
export function migrationVersions(dir = migrationsDir): { version: string; file: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => ({ version: file.split("_")[0] ?? file, file }));
}

/** What of Supabase's shape the migrations rely on the target lacks, one name each. */
export async function missingShape(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ missing: string | null }>(`
    select unnest(array[
      (select string_agg('the role ' || name, ', ') from unnest(array['anon', 'authenticated', 'service_role', 'authenticator']) as name
        where not exists (select from pg_catalog.pg_roles where rolname = name)),
      case when pg_catalog.to_regnamespace('extensions') is null then 'the schema extensions' end,
      case when not exists (select from pg_catalog.pg_extension e join pg_catalog.pg_namespace n on n.oid = e.extnamespace
                             where e.extname = 'pgcrypto' and n.nspname = 'extensions')
           then 'pgcrypto in the schema extensions' end,
      case when pg_catalog.to_regprocedure('vault.create_secret(text, text, text, uuid)') is null
           then 'Vault''s vault.create_secret' end,
      case when pg_catalog.to_regclass('vault.decrypted_secrets') is null then 'Vault''s vault.decrypted_secrets' end
    ]) as missing`);
  return rows.flatMap((row) => (row.missing ? row.missing.split(", ") : []));
}

/** The versions supabase_migrations.schema_migrations records; none before the first push. */
async function recordedVersions(client: pg.Client): Promise<Set<string>> {
  const { rows: table } = await client.query<{ found: boolean }>(
    "select pg_catalog.to_regclass('supabase_migrations.schema_migrations') is not null as found",
  );
  if (!table[0]?.found) return new Set();
  const { rows } = await client.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  return new Set(rows.map((row) => row.version));
}

async function vaultKeys(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select name from vault.decrypted_secrets where name ~ '^address_hash_key_[0-9]+$' order by name",
  );
  return rows.map((row) => row.name);
}

class Unreachable extends DeployStop {}

async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Unreachable(`SUPABASE_DB_URL cannot be reached: ${error instanceof Error ? error.message : error}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function push(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(supabaseCli, ["db", "push", "--db-url", url, "--yes"], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new DeployStop(`supabase db push failed (exit code ${code}): see above`)),
    );
  });
}

const list = (names: readonly string[]) => names.join(", ");

async function checkShape(client: pg.Client): Promise<void> {
  const missing = await missingShape(client);
  if (missing.length) {
    throw new DeployStop(
      `the target is not shaped like a Supabase project, nothing was applied; it lacks: ${list(missing)}`,
    );
  }
}

async function pending(client: pg.Client) {
  const recorded = await recordedVersions(client);
  return migrationVersions().filter(({ version }) => !recorded.has(version));
}

async function plan({ settings, say }: StepContext): Promise<void> {
  const url = settings.SUPABASE_DB_URL ?? "";
  const waiting = await connected(url, async (client) => {
    await checkShape(client);
    return pending(client);
  }).catch((error: unknown) => {
    if (!(error instanceof Unreachable)) throw error;
    say(`${error.message}: every migration it has not recorded would be applied`);
    return migrationVersions();
  });
  if (!waiting.length) say("nothing to apply: every migration is recorded");
  else
    say(
      `would apply ${waiting.length} migration(s) with supabase db push:${waiting.map((m) => `\n  ${m.file}`).join("")}`,
    );
  say("would then check the Vault key and what anon may do");
}

async function run({ settings, say }: StepContext): Promise<void> {
  const url = settings.SUPABASE_DB_URL ?? "";
  const waiting = await connected(url, async (client) => {
    await checkShape(client);
    say("the target has Supabase's roles, pgcrypto in extensions, and Vault");
    return pending(client);
  });
  if (waiting.length) {
    say(`applying ${waiting.length} migration(s) with supabase db push`);
    await push(url);
  }
  await connected(url, async (client) => {
    const left = await pending(client);
    if (left.length) throw new DeployStop(`still not recorded after the push: ${list(left.map((m) => m.file))}`);
    say(
      waiting.length
        ? `applied ${waiting.length} migration(s)`
        : "nothing to apply: every migration is recorded, nothing changed",
    );
    const keys = await vaultKeys(client);
    if (!keys.length) throw new DeployStop("Vault holds no address_hash_key_<n>: the keyed hashes cannot work");
    say(`the Vault holds ${list(keys)}`);
    const problems = await anonGrantProblems(client);
    if (problems.length)
      throw new DeployStop(`anon's grants are not as the migrations leave them: ${problems.join("; ")}`);
    say(
      "anon may insert into the lead tables, call the three data-rights functions and count a visit, and nothing else",
    );
  });
}

export const databaseStep: Step = {
  name: "database",
  needs: { required: ["SUPABASE_DB_URL"], optional: [] },
  plan,
  run,
};
