// The site step: builds with the production settings, then publishes each Worker with wrangler,
// the repository's config and its secrets from the settings (worker-release.ts). Everything is
// built and bundled before anything is published, so a broken build changes nothing; the plan
// builds and bundles too.
import { type Command, type Runner, runCommand } from "./command.ts";
import { type PublishedLookup, publishedVersion } from "./published-version.ts";
import { type SettingName, type Settings } from "./settings.ts";
import { type Step, type StepContext } from "./step.ts";
import { type WorkerRelease, workerReleases } from "./worker-release.ts";

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

/** One Worker the step publishes, and the build it publishes. */
export interface SiteWorker extends WorkerRelease {
  build: Record<string, string>;
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
    domain: new URL(settings.SITE_URL ?? "").hostname,
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
    domain: new URL(settings.EDITOR_ORIGIN ?? "").hostname,
    secrets: Object.fromEntries(EDITOR_SECRETS.map((name) => [name, settings[name] ?? ""])),
  };
  return [site, editor];
}

const buildCommand = (worker: SiteWorker): Command => ({
  what: `npm run build (${worker.label})`,
  command: "npm",
  args: ["run", "build"],
  env: worker.build,
});

export function siteStepWith(run: Runner, lookup: PublishedLookup): Step {
  const releases = workerReleases(run, lookup);

  async function build(workers: SiteWorker[], say: (line: string) => void) {
    for (const worker of workers) {
      say(`building ${worker.label} with the production settings into ${worker.build.BUILD_DIR}/`);
      await run(buildCommand(worker));
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
    async plan({ settings, say }: StepContext): Promise<void> {
      const workers = siteWorkers(settings);
      await build(workers, say);
      await releases.plan(workers, settings, say);
    },
    async run({ settings, say }: StepContext): Promise<void> {
      const workers = siteWorkers(settings);
      await build(workers, say);
      await releases.publish(workers, settings, say);
    },
  };
}

export const siteStep = siteStepWith(runCommand, publishedVersion);
