// The site step's dry run: a build with the production settings, bundled by wrangler with the
// repository's wrangler.jsonc, offline; publishing itself says it is not available and fails.
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

describe("npm run deploy -- site", () => {
  const folder = mkdtempSync(join(tmpdir(), "sentinel-deploy-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("builds with the production settings and bundles with wrangler in a dry run, then says publishing is not available", async () => {
    const { code, output } = await runDeploy(["site", "--dry-run"], settings, folder);
    expect(output).toContain("site: wrangler: --dry-run: exiting now.");
    expect(output).toMatch(/site: wrangler: .*Read \d+ files from the assets directory/);
    expect(output).toContain("site: publishing to Cloudflare is not available yet: a deploy would stop here");
    expect(code).toBe(1);
    const headers = readFileSync(join(clientDir({ BUILD_DIR: PRODUCTION_BUILD_DIR }), "_headers"), "utf8");
    expect(headers).toContain(`connect-src 'self' ${settings.SUPABASE_URL}`);
  }, 240_000);

  it("refuses to publish, changing nothing", async () => {
    const { code, output } = await runDeploy(["site"], settings, folder);
    expect(output).toContain("site: publishing to Cloudflare is not available yet; nothing was changed.");
    expect(code).toBe(1);
  });
});
