// The site step's dry run: a build with the production settings, bundled by wrangler with the
// repository's wrangler.jsonc, offline, and the plan of what it would publish. No credentials:
// a dry run changes nothing.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { clientDir } from "#shared/build.ts";
import { runDeploy } from "#tests/support/deploy-process.ts";

import { PRODUCTION_BUILD_DIR } from "./site.ts";

const settings = {
  SITE_URL: "https://www.example.in",
  SUPABASE_URL: "https://deploy-check.supabase.co",
  SUPABASE_ANON_KEY: "sb_publishable_deploy_check",
};

describe("npm run deploy -- site --dry-run", () => {
  const folder = mkdtempSync(join(tmpdir(), "sentinel-deploy-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("builds with the production settings, bundles with wrangler, and says where it would publish", async () => {
    const { code, output } = await runDeploy(["site", "--dry-run"], settings, folder);
    expect(output).toContain("site: wrangler: --dry-run: exiting now.");
    expect(output).toMatch(/site: wrangler: .*Read \d+ files from the assets directory/);
    expect(output).toContain("site: would publish the site with wrangler.jsonc at https://www.example.in");
    expect(code).toBe(0);
    const headers = readFileSync(join(clientDir({ BUILD_DIR: PRODUCTION_BUILD_DIR }), "_headers"), "utf8");
    expect(headers).toContain(`connect-src 'self' ${settings.SUPABASE_URL}`);
  }, 240_000);
});
