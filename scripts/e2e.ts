// `npm run test:e2e`: builds the site (and the same site with the content editor in team mode,
// for tests/e2e/team-editor.spec.ts and team-editor-github.spec.ts), finds (or installs)
// Chromium, picks a free port, then runs Playwright against the real server. Extra arguments go
// to Playwright.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { ensureChromium } from "./chromium.ts";
import { freePort } from "./free-port.ts";
import { TEAM_EDITOR_BUILD } from "./team-editor-build.ts";

const root = join(import.meta.dirname, "..");

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  return result.status ?? 1;
}

let chromePath: string;
try {
  chromePath = ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!process.env.E2E_SKIP_BUILD) {
  if (run("npm", ["run", "build"]) !== 0) process.exit(1);
  // One after the other: built while the tests run, it would slow the ones that time the pages.
  if (run("npm", ["run", "build"], { ...process.env, ...TEAM_EDITOR_BUILD }) !== 0) process.exit(1);
}

const port = await freePort();
const webhookPort = await freePort();
// A fresh database for every run, removed afterwards.
const dataDir = mkdtempSync(join(tmpdir(), "sentinel-e2e-"));
const status = run("npx", ["playwright", "test", ...process.argv.slice(2)], {
  ...process.env,
  CHROME_PATH: chromePath,
  E2E_PORT: String(port),
  E2E_WEBHOOK_PORT: String(webhookPort),
  E2E_DATA_DIR: dataDir,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
