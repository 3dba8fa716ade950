// The site step: builds with the production settings, then publishes each Worker with wrangler
// and the repository's config, and sets its secrets from the settings. Everything is built before
// anything is published, so a broken build changes nothing; the plan builds and bundles too.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type Command, type Runner, runCommand, WRANGLER_QUIET, wrangler } from "./command.ts";
import { type SettingName, type Settings } from "./settings.ts";
import { type Step, type StepContext } from "./step.ts";

/** Where the deploy builds, apart from `npm start`'s build/ (wrangler.jsonc reads it there). */
export const PRODUCTION_BUILD_DIR = "build-deploy";

/**
 * The public site's build settings, from the deploy's: what the pages write to and where they
 * live. Never the editor, though team mode's settings are in the deploy's environment.
 */
export const buildSettings = (settings: Settings): Record<string, string> => ({
  BUILD_DIR: PRODUCTION_BUILD_DIR,
  EDITOR_GITHUB_REPO: "",
  VITE_SUPABASE_URL: settings.SUPABASE_URL ?? "",
  VITE_SUPABASE_ANON_KEY: settings.SUPABASE_ANON_KEY ?? "",
  SITE_URL: settings.SITE_URL ?? "",
});

/** One Worker the step publishes: its build, its config, its host and its secrets. */
export interface SiteWorker {
  label: string;
  config: string;
  build: Record<string, string>;
  /** The custom domain it answers at. */
  host: string;
  /** Each secret's name and value. */
  secrets: Record<string, string>;
}

/** Where the deploy builds team mode's editor, its own Worker's (wrangler.editor.jsonc). */
export const EDITOR_BUILD_DIR = "build-deploy-editor";

/** Team mode's settings: one given, all are (EDITOR_PREVIEW_ORIGIN stays optional). */
export const TEAM_MODE = [
  "EDITOR_GITHUB_REPO",
  "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
  "EDITOR_ORIGIN",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
] as const satisfies readonly SettingName[];

const EDITOR_SECRETS = ["KEYSTATIC_GITHUB_CLIENT_ID", "KEYSTATIC_GITHUB_CLIENT_SECRET", "KEYSTATIC_SECRET"] as const;

/**
 * The Workers the settings ask for: the public site, built without the editor; with team mode,
 * the editor on its own origin, a build of its own whose function holds the GitHub App's secrets.
 */
export function siteWorkers(settings: Settings): SiteWorker[] {
  const site: SiteWorker = {
    label: "the site",
    config: "wrangler.jsonc",
    build: buildSettings(settings),
    host: new URL(settings.SITE_URL ?? "").hostname,
    secrets: {},
  };
  if (!settings.EDITOR_GITHUB_REPO) return [site];
  const editor: SiteWorker = {
    label: "the editor",
    config: "wrangler.editor.jsonc",
    build: {
      ...buildSettings(settings),
      BUILD_DIR: EDITOR_BUILD_DIR,
      EDITOR_GITHUB_REPO: settings.EDITOR_GITHUB_REPO,
      PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: settings.PUBLIC_KEYSTATIC_GITHUB_APP_SLUG ?? "",
      EDITOR_ORIGIN: settings.EDITOR_ORIGIN ?? "",
      EDITOR_PREVIEW_ORIGIN: settings.EDITOR_PREVIEW_ORIGIN ?? "",
    },
    host: new URL(settings.EDITOR_ORIGIN ?? "").hostname,
    secrets: Object.fromEntries(EDITOR_SECRETS.map((name) => [name, settings[name] ?? ""])),
  };
  return [site, editor];
}

/** wrangler's environment to change something on Cloudflare: the credentials, never in its arguments. */
export const publishingEnv = (settings: Settings): Record<string, string> => ({
  ...WRANGLER_QUIET,
  CLOUDFLARE_API_TOKEN: settings.CLOUDFLARE_API_TOKEN ?? "",
  CLOUDFLARE_ACCOUNT_ID: settings.CLOUDFLARE_ACCOUNT_ID ?? "",
});

const buildCommand = (worker: SiteWorker): Command => ({
  what: `npm run build (${worker.label})`,
  command: "npm",
  args: ["run", "build"],
  env: worker.build,
});

function secretNames(worker: SiteWorker): string[] {
  return Object.keys(worker.secrets).toSorted();
}

export function siteStepWith(run: Runner): Step {
  async function build(workers: SiteWorker[], say: (line: string) => void) {
    for (const worker of workers) {
      say(`building ${worker.label} with the production settings into ${worker.build.BUILD_DIR}/`);
      await run(buildCommand(worker));
    }
  }

  async function plan({ settings, say }: StepContext): Promise<void> {
    const workers = siteWorkers(settings);
    await build(workers, say);
    for (const worker of workers) {
      const outdir = mkdtempSync(join(tmpdir(), "sentinel-wrangler-"));
      try {
        const output = await run({
          what: `wrangler deploy --dry-run -c ${worker.config}`,
          command: wrangler,
          args: ["deploy", "--dry-run", "-c", worker.config, "--outdir", outdir],
          env: { ...WRANGLER_QUIET, XDG_CONFIG_HOME: join(outdir, ".config") },
        });
        const summary = output
          .split("\n")
          .filter((line) => /Read \d+ files|Total Upload|env\.ASSETS|--dry-run/.test(line))
          .map((line) => line.trim());
        for (const line of summary) say(`wrangler: ${line}`);
      } finally {
        rmSync(outdir, { recursive: true, force: true });
      }
      say(`would publish ${worker.label} with ${worker.config} at https://${worker.host}`);
      const names = secretNames(worker);
      if (names.length) say(`would set ${worker.label}'s secrets ${names.join(", ")}`);
    }
  }

  async function publish({ settings, say }: StepContext): Promise<void> {
    const workers = siteWorkers(settings);
    await build(workers, say);
    const env = publishingEnv(settings);
    for (const worker of workers) {
      say(`publishing ${worker.label} with ${worker.config} at https://${worker.host}`);
      const output = await run({
        what: `wrangler deploy -c ${worker.config}`,
        command: wrangler,
        args: ["deploy", "-c", worker.config, "--domain", worker.host],
        env,
      });
      for (const line of output.split("\n").filter((l) => /Current Version ID|Uploaded|No files to upload/.test(l))) {
        say(`wrangler: ${line.trim()}`);
      }
      for (const name of secretNames(worker)) {
        await run({
          what: `wrangler secret put ${name} -c ${worker.config}`,
          command: wrangler,
          args: ["secret", "put", name, "-c", worker.config],
          env,
          input: worker.secrets[name] ?? "",
        });
        say(`set the secret ${name} of ${worker.label}`);
      }
    }
  }

  return {
    name: "site",
    needs: {
      required: ["SITE_URL", "SUPABASE_URL", "SUPABASE_ANON_KEY"],
      optional: [...TEAM_MODE, "EDITOR_PREVIEW_ORIGIN"],
      toChange: ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID"],
      together: [TEAM_MODE],
    },
    plan,
    run: publish,
  };
}

export const siteStep = siteStepWith(runCommand);
