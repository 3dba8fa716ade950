// The keys of the address hashes (supabase/migrations/20251129000000_keyed_hashes.sql and
// hash-keys.ts): from Supabase Vault where it exists, else from DATA_DIR's key file through a
// session setting; and a key added to the ring, every stored hash gaining its layer.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { TEST_HASH_KEYS, testDatabases } from "#tests/support/databases.ts";
import { careerAlert } from "#tests/support/lead-rows.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";

import type { Database } from "./database.ts";
import { HASH_KEY_FILE, HASH_KEYS_SETTING, loadHashKeys, newHashKey, parseHashKeys } from "./hash-keys.ts";
import { migrate } from "./migrations.ts";

describe("DATA_DIR's key file", () => {
  const dir = mkdtempSync(join(tmpdir(), "sentinel-hash-keys-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is made at first start with one key, readable by its owner only, and read the same after", () => {
    const keys = loadHashKeys(dir);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(statSync(join(dir, HASH_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadHashKeys(dir)).toEqual(keys);
  });

  it("takes a key added as a line, oldest first, and ignores blank lines and comments", () => {
    const added = newHashKey();
    writeFileSync(join(dir, HASH_KEY_FILE), `${readFileSync(join(dir, HASH_KEY_FILE), "utf8")}\n# rotated\n${added}\n`);
    expect(loadHashKeys(dir).at(-1)).toBe(added);
    expect(loadHashKeys(dir)).toHaveLength(2);
  });

  it("stops at a line that is not a key, naming it, and at a file without a key", () => {
    expect(() => parseHashKeys(`${newHashKey()}\nnot-a-key\n`)).toThrow(/line 2: a key is 64 hexadecimal digits/);
    expect(() => parseHashKeys("# nothing\n")).toThrow(/holds no key/);
  });
});

describe.each(testDatabases("the address-hash keys"))("the address-hash keys on $name", ({ skip, open }) => {
  const opened: { dbs: Database[]; close(): void }[] = [];
  afterAll(async () => {
    for (const { dbs, close } of opened) {
      await Promise.all(dbs.map((db) => db.close()));
      close();
    }
  });
  const fresh = async (before?: string) => {
    const handles = await open();
    opened.push(handles);
    if (before) await handles.db.exec(before);
    await migrate(handles.db, undefined, { onNote: () => {} });
    return handles.db;
  };

  it.skipIf(skip)(
    "stops a hash, with a clear error, when the keys are missing or malformed",
    async () => {
      const db = await fresh();
      const hashWith = (keys: string) =>
        db
          .transaction(async (sql) => {
            await sql.query("select set_config($1, $2, true)", [HASH_KEYS_SETTING, keys]);
            return (await sql.query("select private.address_hash('a@bank.example')")).rows;
          })
          .catch((error: { code?: string; message?: string }) => `${error.code}: ${error.message}`);
      expect(await hashWith("")).toBe("55000: The address-hash keys are missing");
      expect(await hashWith(TEST_HASH_KEYS[0] ?? "")).toBe("55000: The address-hash keys are missing");
      expect(await hashWith(`${TEST_HASH_KEYS.join(",")},00ff`)).toBe("22023: An address-hash key is not 32 bytes");
    },
    120_000,
  );

  it.skipIf(skip)(
    "adds a key: every stored hash gains its layer, and suppression, links and requests still match",
    async () => {
      const db = await fresh();
      const email = "rotated@bank.example";
      const row = careerAlert(email);
      await insertRows(db, "anon", "career_alerts", Object.keys(row), [row]);
      const { rows } = await db.query<{ token: string }>("select private.issue_withdrawal_link($1) as token", [email]);
      const token = rows[0]?.token ?? "";
      await db.query("select public.request_data_rights($1, 'copy')", ["other@bank.example"]);
      const { rows: verify } = await db.query<{ token: string }>(
        "select token from private.data_rights_mail where kind = 'verify'",
      );
      await db.query("select public.erase_person($1)", ["suppressed@bank.example"]);

      const rotated = [...TEST_HASH_KEYS, newHashKey()];
      const outcome = await db
        .transaction(async (sql) => {
          await sql.query("select set_config($1, $2, true)", [HASH_KEYS_SETTING, rotated.join(",")]);
          const before = (await sql.query<{ h: string }>("select private.address_hash($1) as h", [email])).rows[0]?.h;
          const applied = (await sql.query<{ n: number }>("select private.apply_hash_keys() as n")).rows[0]?.n;
          const after = (await sql.query<{ h: string }>("select private.address_hash($1) as h", [email])).rows[0]?.h;
          const suppressed = (
            await sql.query(
              "select 1 from private.suppressed_addresses where address_hash = private.address_hash('suppressed@bank.example')",
            )
          ).rows.length;
          const confirmed = (
            await sql.query<{ value: { status: string } }>("select public.confirm_data_rights($1) as value", [
              verify[0]?.token,
            ])
          ).rows[0]?.value.status;
          const withdrawn = (await sql.query<{ value: string }>("select public.withdraw_consent($1) as value", [token]))
            .rows[0]?.value;
          const left = (await sql.query("select 1 from public.career_alerts where email = $1", [email])).rows.length;
          throw Object.assign(new Error("undo"), {
            result: { before, applied, after, suppressed, confirmed, withdrawn, left },
          });
        })
        .catch((error: { result?: Record<string, unknown> }) => error.result);
      expect(outcome).toEqual({
        before: expect.stringMatching(/^[0-9a-f]{64}$/),
        applied: 1,
        after: expect.not.stringMatching(String(outcome?.before)),
        suppressed: 1,
        confirmed: "done",
        withdrawn: "withdrawn",
        left: 0,
      });
    },
    120_000,
  );

  it.skipIf(skip)(
    "makes its first key in Supabase Vault and hashes with Vault's keys where Vault exists",
    async () => {
      // Vault's interface as Supabase has it: vault.create_secret() and the vault.decrypted_secrets view.
      const db = await fresh(`
        create schema vault;
        create table vault.secrets (name text primary key, secret text not null, description text);
        create view vault.decrypted_secrets as select name, secret as decrypted_secret, description from vault.secrets;
        create function vault.create_secret(new_secret text, new_name text, new_description text default '')
        returns text language sql as $$
          insert into vault.secrets (name, secret, description) values (new_name, new_secret, new_description) returning name
        $$;`);
      const { rows } = await db.query<{ name: string; secret: string }>("select name, secret from vault.secrets");
      expect(rows).toEqual([{ name: "address_hash_key_1", secret: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
      const { rows: hashes } = await db.query<{ ours: string; vaults: string }>(
        `select private.address_hash('vault@bank.example') as ours,
                private.keyed_hash('vault@bank.example', array[decode($1, 'hex')]) as vaults`,
        [rows[0]?.secret],
      );
      expect(hashes[0]?.ours).toBe(hashes[0]?.vaults);
    },
    120_000,
  );
});
