// The site step's real run, with the commands it runs recorded instead of run: what it builds,
// what it publishes with which config and credentials, and that no secret reaches an argument or
// the deploy's output. Cloudflare's API is never called.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { runDeploy } from "#tests/support/deploy-process.ts";

import { type Command, wrangler } from "./command.ts";
import type { Settings } from "./settings.ts";
import { PRODUCTION_BUILD_DIR, siteStepWith } from "./site.ts";

const site: Settings = {
  SITE_URL: "https://www.example.in",
  SUPABASE_URL: "https://deploy-check.supabase.co",
  SUPABASE_ANON_KEY: "sb_publishable_deploy_check",
  CLOUDFLARE_API_TOKEN: "cf-token-that-must-stay-unprinted",
  CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
};

/** Runs the step's real run with every command recorded; what it said, and the commands. */
async function publish(settings: Settings) {
  const commands: Command[] = [];
  const said: string[] = [];
  const step = siteStepWith(async (command) => {
    commands.push(command);
    return command.command === wrangler && command.args[0] === "deploy" ? "Current Version ID: 1234\n" : "";
  });
  await step.run({ settings, url: settings.SITE_URL, say: (line) => said.push(line) });
  return { commands, said };
}

describe("npm run deploy -- site, publishing", () => {
  const folder = mkdtempSync(join(tmpdir(), "sentinel-deploy-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("builds with the production settings, then publishes with wrangler.jsonc at SITE_URL's host with the credentials", async () => {
    const { commands, said } = await publish(site);
    expect(commands.map(({ command, args }) => [command, ...args])).toEqual([
      ["npm", "run", "build"],
      [wrangler, "deploy", "-c", "wrangler.jsonc", "--domain", "www.example.in"],
    ]);
    expect(commands[0]?.env).toMatchObject({
      BUILD_DIR: PRODUCTION_BUILD_DIR,
      VITE_SUPABASE_URL: site.SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: site.SUPABASE_ANON_KEY,
      SITE_URL: site.SITE_URL,
    });
    expect(commands[0]?.env).not.toHaveProperty("CLOUDFLARE_API_TOKEN");
    expect(commands[1]?.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: site.CLOUDFLARE_API_TOKEN,
      CLOUDFLARE_ACCOUNT_ID: site.CLOUDFLARE_ACCOUNT_ID,
    });
    expect(said).toContain("wrangler: Current Version ID: 1234");
    expect(said.join("\n")).not.toContain(site.CLOUDFLARE_API_TOKEN);
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
