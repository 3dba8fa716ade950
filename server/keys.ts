import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";

import type { Role } from "./rest/errors.ts";

export const SERVICE_KEY_FILE = "service-role-key";

export interface ApiKeys {
  anon: string;
  service: string;
}

/** The public anon key, and the service key made at first start (readable by its owner only). */
export function loadKeys(dataDir: string): ApiKeys {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SERVICE_KEY_FILE);
  if (!existsSync(file)) {
    writeFileSync(file, `sentinel-service-${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return { anon: LOCAL_ANON_KEY, service: readFileSync(file, "utf8").trim() };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * The role `key` stands for. Keys are compared as SHA-256 digests in constant time, and both
 * always, so how long the answer takes tells nothing of either key's content or length.
 */
export function roleForKey(keys: ApiKeys, key: string): Role | undefined {
  const given = digest(key);
  const service = timingSafeEqual(given, digest(keys.service));
  const anon = timingSafeEqual(given, digest(keys.anon));
  if (service) return "service_role";
  if (anon) return "anon";
  return undefined;
}

/** `text` with both keys replaced, for anything an answer or a log line repeats. */
export function redactKeys(text: string, keys: ApiKeys): string {
  return [keys.service, keys.anon].reduce((result, key) => result.replaceAll(key, "[redacted]"), text);
}
