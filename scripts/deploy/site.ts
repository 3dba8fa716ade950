// The site step: a build with the production settings into its own folder, then wrangler with
// the repository's wrangler.jsonc. Its plan builds and bundles, so a broken build fails the dry
// run; publishing itself is not built yet.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type Settings } from "./settings.ts";
import { DeployStop, type StepContext, type UnavailableStep } from "./step.ts";

const root = join(import.meta.dirname, "..", "..");

/** Where the deploy builds, apart from `npm start`'s build/ (wrangler.jsonc reads it there). */
export const PRODUCTION_BUILD_DIR = "build-deploy";

/** wrangler without a network of its own: no metrics, no error reports, no lookups. */
export const WRANGLER_OFFLINE = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_WRITE_LOGS: "false",
};

/** Runs `command`; resolves with its output, or stops the step naming `what` with the output's end. */
export function run(what: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new DeployStop(`${what} failed (exit code ${code}):\n${output.trim().split("\n").slice(-30).join("\n")}`),
          ),
    );
  });
}

/** The build's settings, from the deploy's: what the pages write to and where they live. */
export const buildSettings = (settings: Settings): Record<string, string> => ({
  BUILD_DIR: PRODUCTION_BUILD_DIR,
  VITE_SUPABASE_URL: settings.SUPABASE_URL ?? "",
  VITE_SUPABASE_ANON_KEY: settings.SUPABASE_ANON_KEY ?? "",
  SITE_URL: settings.SITE_URL ?? "",
});

async function plan({ settings, say }: StepContext): Promise<void> {
  say(`building with the production settings into ${PRODUCTION_BUILD_DIR}/`);
  await run("npm run build", "npm", ["run", "build"], buildSettings(settings));
  const outdir = mkdtempSync(join(tmpdir(), "sentinel-wrangler-"));
  try {
    const wrangler = join(root, "node_modules", ".bin", "wrangler");
    const output = await run("wrangler deploy --dry-run", wrangler, ["deploy", "--dry-run", "--outdir", outdir], {
      ...WRANGLER_OFFLINE,
      XDG_CONFIG_HOME: join(outdir, ".config"),
    });
    const summary = output
      .split("\n")
      .filter((line) => /Read \d+ files|Total Upload|env\.ASSETS|--dry-run/.test(line))
      .map((line) => line.trim());
    for (const line of summary) say(`wrangler: ${line}`);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
  say("would publish the Worker and its static assets with wrangler deploy");
}

export const siteStep: UnavailableStep = {
  name: "site",
  unavailable: "publishing to Cloudflare is not available yet",
  needs: { required: ["SITE_URL", "SUPABASE_URL", "SUPABASE_ANON_KEY"], optional: [] },
  plan,
};
