// Publishing a Worker so that a second run changes nothing and says so. wrangler bundles each
// Worker offline first (a dry run), so a broken bundle stops the step before anything is
// published; the bundle, the assets, the config, the domain and the secrets make the version's
// tag (version-tag.ts); a Worker whose serving version already has that tag is left alone.
// Otherwise one `wrangler deploy` uploads the code, its tag and its secrets as one new version,
// so the new code never runs without them.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

import { unstable_readConfig } from "wrangler";

import { type Runner, root, WRANGLER_QUIET, wrangler } from "./command.ts";
import { type PublishedLookup } from "./published-version.ts";
import type { Settings } from "./settings.ts";
import { DeployStop } from "./step.ts";
import { versionTag } from "./version-tag.ts";

/** One Worker the deploy publishes. */
export interface WorkerRelease {
  /** How the report names it: "the site". */
  label: string;
  /** Its wrangler config, relative to the repository. */
  config: string;
  /** The custom domain it answers at, if any. */
  domain?: string;
  /** Each secret's name and value, uploaded with the version. */
  secrets: Record<string, string>;
}

/** A Worker bundled by wrangler's dry run, in a folder of its own while the step runs. */
interface Bundled {
  worker: WorkerRelease;
  dir: string;
  /** What wrangler said of it. */
  output: string;
}

/** wrangler's environment to change something on Cloudflare: the credentials, never in its arguments. */
export const publishingEnv = (settings: Settings): Record<string, string> => ({
  CLOUDFLARE_API_TOKEN: settings.CLOUDFLARE_API_TOKEN ?? "",
  CLOUDFLARE_ACCOUNT_ID: settings.CLOUDFLARE_ACCOUNT_ID ?? "",
});

const hasCredentials = (settings: Settings) => Boolean(settings.CLOUDFLARE_API_TOKEN && settings.CLOUDFLARE_ACCOUNT_ID);

function readConfig(worker: WorkerRelease) {
  const path = resolve(root, worker.config);
  const config = unstable_readConfig({ config: path });
  const assets = config.assets?.directory;
  return { path, name: config.name ?? "", assetsDir: assets ? resolve(dirname(path), assets) : undefined };
}

const secretNames = (worker: WorkerRelease) => Object.keys(worker.secrets).toSorted();

export function workerReleases(run: Runner, lookup: PublishedLookup) {
  /** Runs wrangler in a folder of its own for what it writes (its logs, its cache). */
  async function wranglerIn(what: string, args: string[], env: Record<string, string>): Promise<string> {
    const home = mkdtempSync(join(tmpdir(), "sentinel-wrangler-"));
    try {
      return await run({
        what,
        command: wrangler,
        args,
        env: { ...WRANGLER_QUIET, XDG_CONFIG_HOME: join(home, ".config"), ...env },
      });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }

  async function bundle(worker: WorkerRelease): Promise<Bundled> {
    const dir = mkdtempSync(join(tmpdir(), "sentinel-bundle-"));
    try {
      const output = await wranglerIn(
        `wrangler deploy --dry-run -c ${worker.config}`,
        ["deploy", "--dry-run", "-c", worker.config, "--outdir", dir],
        {},
      );
      return { worker, dir, output };
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Bundles every Worker before `act` sees any, and removes the bundles after. */
  async function withBundles(workers: WorkerRelease[], act: (bundles: Bundled[]) => Promise<void>): Promise<void> {
    const bundles: Bundled[] = [];
    try {
      for (const worker of workers) bundles.push(await bundle(worker));
      await act(bundles);
    } finally {
      for (const { dir } of bundles) rmSync(dir, { recursive: true, force: true });
    }
  }

  /** This bundle's tag, and the version Cloudflare serves with its tag. */
  async function compare({ worker, dir }: Bundled, settings: Settings) {
    const { path, name, assetsDir } = readConfig(worker);
    const tag = versionTag({
      bundleDir: dir,
      assetsDir,
      config: path,
      domain: worker.domain,
      secrets: worker.secrets,
      key: settings.CLOUDFLARE_API_TOKEN ?? "",
    });
    const published = await lookup(name, settings);
    return { tag, published, unchanged: published?.tag === tag };
  }

  const where = ({ config, domain }: WorkerRelease) => `with ${config}${domain ? ` at https://${domain}` : ""}`;

  /** The dry run's report of one bundled Worker; with credentials, whether it would change. */
  async function plan(bundled: Bundled, settings: Settings, say: (line: string) => void): Promise<void> {
    const { worker, output } = bundled;
    for (const line of output.split("\n").filter((l) => /Read \d+ files|Total Upload|env\.ASSETS|--dry-run/.test(l)))
      say(`wrangler: ${line.trim()}`);
    if (hasCredentials(settings)) {
      const { tag, published, unchanged } = await compare(bundled, settings);
      if (unchanged) {
        say(
          `would change nothing for ${worker.label}: version ${published?.id} has this build and these settings (tag ${tag})`,
        );
        return;
      }
      say(
        `${worker.label} differs from what Cloudflare serves (${published ? `version ${published.id}` : "nothing yet"})`,
      );
    }
    say(`would publish ${worker.label} ${where(worker)}`);
    const names = secretNames(worker);
    if (names.length) say(`would set ${worker.label}'s secrets ${names.join(", ")}`);
  }

  /** Publishes one bundled Worker with its tag and secrets, unless its serving version has that tag. */
  async function publish(bundled: Bundled, settings: Settings, say: (line: string) => void): Promise<void> {
    const { worker } = bundled;
    const { tag, published, unchanged } = await compare(bundled, settings);
    if (unchanged) {
      say(
        `nothing changed for ${worker.label}: version ${published?.id} has this build and these settings (tag ${tag})`,
      );
      return;
    }
    say(`publishing ${worker.label} ${where(worker)} (tag ${tag})`);
    const folder = mkdtempSync(join(tmpdir(), "sentinel-secrets-"));
    const file = join(folder, "secrets.json");
    try {
      chmodSync(folder, 0o700);
      writeFileSync(file, JSON.stringify(worker.secrets), { mode: 0o600 });
      const args = ["deploy", "-c", worker.config, "--tag", tag];
      if (worker.domain) args.push("--domain", worker.domain);
      if (secretNames(worker).length) args.push("--secrets-file", file);
      const output = await wranglerIn(`wrangler deploy -c ${worker.config}`, args, publishingEnv(settings));
      for (const line of output
        .split("\n")
        .filter((l) => /Current Version ID|Uploaded|No files to upload|schedule/i.test(l)))
        say(`wrangler: ${line.trim()}`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const names = secretNames(worker);
    say(`published ${worker.label}${names.length ? ` with its secrets ${names.join(", ")}` : ""}`);
  }

  return {
    /** Bundles each Worker, then prints what publishing would do. */
    async plan(workers: WorkerRelease[], settings: Settings, say: (line: string) => void): Promise<void> {
      await withBundles(workers, async (bundles) => {
        for (const bundled of bundles) await plan(bundled, settings, say);
      });
    },
    /** Bundles each Worker, then publishes those that changed. */
    async publish(workers: WorkerRelease[], settings: Settings, say: (line: string) => void): Promise<void> {
      if (!hasCredentials(settings))
        throw new DeployStop(
          "CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID are needed to publish; nothing was changed",
        );
      await withBundles(workers, async (bundles) => {
        for (const bundled of bundles) await publish(bundled, settings, say);
      });
    },
  };
}
