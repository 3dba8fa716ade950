// The site step's dry run: a build with the production settings, bundled by wrangler with the
// repository's wrangler.jsonc (and team mode's editor, with wrangler.editor.jsonc), offline, and
// the plan of what it would publish. No credentials:
// a dry run changes nothing.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { clientDir } from "#shared/build.ts";
import { runDeploy } from "#tests/support/deploy-process.ts";

import { EDITOR_BUILD_DIR, PRODUCTION_BUILD_DIR } from "./site.ts";

const settings = {
  SITE_URL: "https://www.example.in",
  SUPABASE_URL: "https://deploy-check.supabase.co",
  SUPABASE_ANON_KEY: "sb_publishable_deploy_check",
};

/** Team mode's settings: no GitHub App behind them, which a dry run never asks. */
const teamMode = {
  EDITOR_GITHUB_REPO: "sentinel-ai/website",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "sentinel-ai-content",
  EDITOR_ORIGIN: "https://editor.example.in",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv23li-client-id",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "github-client-secret",
  KEYSTATIC_SECRET: "keystatic-secret-of-more-than-thirty-two-characters",
};

describe("npm run deploy -- site --dry-run", () => {
  const folder = mkdtempSync(join(tmpdir(), "sentinel-deploy-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("builds the site and team mode's editor, bundles each with wrangler, and says where it would publish them", async () => {
    const { code, output } = await runDeploy(["site", "--dry-run"], { ...settings, ...teamMode }, folder);
    expect(output).toContain("site: wrangler: --dry-run: exiting now.");
    expect(output).toMatch(/site: wrangler: .*Read \d+ files from the assets directory/);
    expect(output).toContain("site: would publish the site with wrangler.jsonc at https://www.example.in");
    expect(output).toContain("site: would publish the editor with wrangler.editor.jsonc at https://editor.example.in");
    expect(output).toContain(
      "site: would set the editor's secrets KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET",
    );
    expect(output).not.toContain(teamMode.KEYSTATIC_SECRET);
    expect(code).toBe(0);
    // The editor's build holds the editor; the site's does not.
    expect(existsSync(join(clientDir({ BUILD_DIR: EDITOR_BUILD_DIR }), "keystatic", "index.html"))).toBe(true);
    expect(existsSync(join(clientDir({ BUILD_DIR: PRODUCTION_BUILD_DIR }), "keystatic", "index.html"))).toBe(false);
    const headers = readFileSync(join(clientDir({ BUILD_DIR: PRODUCTION_BUILD_DIR }), "_headers"), "utf8");
    expect(headers).toContain(`connect-src 'self' ${settings.SUPABASE_URL}`);
  }, 240_000);
});
