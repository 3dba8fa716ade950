import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// The keys of the database's address hashes (supabase/migrations/20251129000000_keyed_hashes.sql)
// where there is no Supabase Vault: a file in DATA_DIR, outside the database's tables, made at
// first start. The database reads them from a setting of each session, never from a table.

export const HASH_KEY_FILE = "address-hash.key";

/** The session setting private.hash_key_ring() reads where there is no Vault. */
export const HASH_KEYS_SETTING = "sentinel.address_hash_keys";

const KEY = /^[0-9a-f]{64}$/;

/** A new key: 32 random bytes as hex, as `openssl rand -hex 32` prints one. */
export const newHashKey = () => randomBytes(32).toString("hex");

/**
 * The keys in `text`, oldest first: one per line, 64 hexadecimal digits; blank lines and lines
 * starting with # are ignored. Anything else stops the start, naming the line.
 */
export function parseHashKeys(text: string, source = HASH_KEY_FILE): string[] {
  const keys: string[] = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim().toLowerCase();
    if (line === "" || line.startsWith("#")) continue;
    if (!KEY.test(line)) {
      throw new Error(`${source}, line ${index + 1}: a key is 64 hexadecimal digits (openssl rand -hex 32)`);
    }
    keys.push(line);
  }
  if (!keys.length) throw new Error(`${source} holds no key: it needs at least one line of 64 hexadecimal digits`);
  return keys;
}

/**
 * DATA_DIR's keys, made at first start and readable by their owner only. A key is added by
 * appending a line (docs/operations.md, "Keys"); none is ever removed, since every stored
 * hash went through it.
 */
export function loadHashKeys(dataDir: string): string[] {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, HASH_KEY_FILE);
  if (!existsSync(file)) {
    const note =
      "# Keys of the database's address hashes, oldest first. Back this file up with the data; never remove a line.";
    writeFileSync(file, `${note}\n${newHashKey()}\n`, { mode: 0o600, flag: "wx" });
  }
  chmodSync(file, 0o600);
  return parseHashKeys(readFileSync(file, "utf8"), file);
}

/** The setting's value: the keys, comma-separated. */
export const hashKeysSetting = (keys: readonly string[]) => keys.join(",");
