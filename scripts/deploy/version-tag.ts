// A Worker version's fingerprint, published as its tag: what Cloudflare would run (the bundle
// wrangler makes, the static assets, the config, the domain) and the secrets it would hold. Two
// runs with the same build and settings give the same tag, so the deploy can tell that nothing
// changed. The secrets enter through an HMAC keyed with the Cloudflare API token, so the tag, which
// anyone who can see the Worker reads, gives no way to test a guess at a password.
import { createHash, createHmac } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

export interface VersionInputs {
  /** wrangler's `--outdir` of a dry run: the script(s) it would upload. */
  bundleDir: string;
  /** The static assets' folder, for a Worker that has one. */
  assetsDir?: string;
  /** The wrangler config file. */
  config: string;
  /** The custom domain it is published at, if any. */
  domain?: string;
  secrets: Record<string, string>;
  /** Keys the secrets' HMAC: the Cloudflare API token. */
  key: string;
}

/** Characters of the tag: 96 bits, short enough for Cloudflare's annotation. */
const TAG_LENGTH = 24;

/** Files under `dir`, as sorted paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .toSorted();
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * What wrangler would upload of its dry run's folder: the scripts, without the README it dates
 * and the source maps, which name the folder and are not uploaded.
 */
const uploaded = (path: string) => path !== "README.md" && !path.endsWith(".map");

export function versionTag({ bundleDir, assetsDir, config, domain, secrets, key }: VersionInputs): string {
  const hash = createHash("sha256");
  const add = (...parts: string[]) => hash.update(`${parts.join("\0")}\n`);
  for (const path of filesUnder(bundleDir).filter(uploaded))
    add("bundle", path, sha256(readFileSync(join(bundleDir, path))));
  if (assetsDir)
    for (const path of filesUnder(assetsDir)) add("asset", path, sha256(readFileSync(join(assetsDir, path))));
  add("config", sha256(readFileSync(config)));
  add("domain", domain ?? "");
  const named = Object.entries(secrets).toSorted(([a], [b]) => a.localeCompare(b));
  add("secrets", createHmac("sha256", key).update(JSON.stringify(named)).digest("hex"));
  return hash.digest("hex").slice(0, TAG_LENGTH);
}
