// The site step's settings for publishing: team mode's go together, Cloudflare's credentials are
// needed and checked, and each refusal comes before anything is built. (Publishing itself, with
// wrangler against a stand-in for Cloudflare's API, is in site.test.ts, beside the dry run.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { runDeploy } from "#tests/support/deploy-process.ts";

import type { Settings } from "./settings.ts";

const site: Settings = {
  SITE_URL: "https://www.example.in",
  SUPABASE_URL: "https://deploy-check.supabase.co",
  SUPABASE_ANON_KEY: "sb_publishable_deploy_check",
  CLOUDFLARE_API_TOKEN: "cf-token-that-must-stay-unprinted",
  CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
};

describe("npm run deploy -- site, publishing", () => {
  const folder = mkdtempSync(join(tmpdir(), "sentinel-deploy-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("names each of team mode's settings that is missing when another is given", async () => {
    const { code, output } = await runDeploy(
      ["site", "--dry-run"],
      { ...(site as Record<string, string>), EDITOR_GITHUB_REPO: "sentinel-ai/website" },
      folder,
    );
    expect(code).toBe(2);
    for (const name of [
      "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
      "EDITOR_ORIGIN",
      "KEYSTATIC_GITHUB_CLIENT_SECRET",
      "KEYSTATIC_SECRET",
    ]) {
      expect(output).toContain(`${name} is missing: EDITOR_GITHUB_REPO is set, and they go together`);
    }
  });

  it("stops without Cloudflare's credentials before anything changes, naming them", async () => {
    const withoutCredentials = Object.fromEntries(
      Object.entries(site).filter(([name]) => !name.startsWith("CLOUDFLARE_")),
    ) as Record<string, string>;
    const { code, output } = await runDeploy(["site"], withoutCredentials, folder);
    expect(code).toBe(2);
    expect(output).toContain("CLOUDFLARE_API_TOKEN is missing");
    expect(output).toContain("CLOUDFLARE_ACCOUNT_ID is missing");
    expect(output).toContain("nothing was changed");
    expect(output).not.toContain("building");
  });

  it("refuses a malformed account ID without printing the token", async () => {
    const { code, output } = await runDeploy(
      ["site"],
      { ...(site as Record<string, string>), CLOUDFLARE_ACCOUNT_ID: "my-account" },
      folder,
    );
    expect(code).toBe(2);
    expect(output).toContain("CLOUDFLARE_ACCOUNT_ID must be the account's 32 hexadecimal digits");
    expect(output).not.toContain(site.CLOUDFLARE_API_TOKEN);
  });
});
