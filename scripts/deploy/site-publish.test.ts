// The site step's real run, with the commands it runs recorded instead of run: what it builds,
// what it publishes with which config and credentials (the site, and team mode's editor on its
// own origin), and that no secret reaches an argument or the deploy's output. Cloudflare's API is
// never called.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { runDeploy } from "#tests/support/deploy-process.ts";

import { type Command, wrangler } from "./command.ts";
import type { Settings } from "./settings.ts";
import { EDITOR_BUILD_DIR, PRODUCTION_BUILD_DIR, siteStepWith } from "./site.ts";

const site: Settings = {
  SITE_URL: "https://www.example.in",
  SUPABASE_URL: "https://deploy-check.supabase.co",
  SUPABASE_ANON_KEY: "sb_publishable_deploy_check",
  CLOUDFLARE_API_TOKEN: "cf-token-that-must-stay-unprinted",
  CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
};

const teamMode = {
  EDITOR_GITHUB_REPO: "sentinel-ai/website",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "sentinel-ai-content",
  EDITOR_ORIGIN: "https://editor.example.in",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv23li-client-id",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "github-client-secret-that-must-stay-unprinted",
  KEYSTATIC_SECRET: "keystatic-secret-of-more-than-thirty-two-characters",
} satisfies Settings;

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

  it("with team mode, builds both before publishing either, then publishes the editor at its origin and sets its secrets on standard input", async () => {
    const { commands, said } = await publish({ ...site, ...teamMode });
    expect(commands.map(({ command, args }) => [command, ...args])).toEqual([
      ["npm", "run", "build"],
      ["npm", "run", "build"],
      [wrangler, "deploy", "-c", "wrangler.jsonc", "--domain", "www.example.in"],
      [wrangler, "deploy", "-c", "wrangler.editor.jsonc", "--domain", "editor.example.in"],
      [wrangler, "secret", "put", "KEYSTATIC_GITHUB_CLIENT_ID", "-c", "wrangler.editor.jsonc"],
      [wrangler, "secret", "put", "KEYSTATIC_GITHUB_CLIENT_SECRET", "-c", "wrangler.editor.jsonc"],
      [wrangler, "secret", "put", "KEYSTATIC_SECRET", "-c", "wrangler.editor.jsonc"],
    ]);
    expect(commands[0]?.env).toMatchObject({ BUILD_DIR: PRODUCTION_BUILD_DIR, EDITOR_GITHUB_REPO: "" });
    expect(commands[1]?.env).toMatchObject({
      BUILD_DIR: EDITOR_BUILD_DIR,
      EDITOR_GITHUB_REPO: teamMode.EDITOR_GITHUB_REPO,
      PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: teamMode.PUBLIC_KEYSTATIC_GITHUB_APP_SLUG,
      EDITOR_ORIGIN: teamMode.EDITOR_ORIGIN,
    });
    expect(commands.slice(4).map((command) => command.input)).toEqual([
      teamMode.KEYSTATIC_GITHUB_CLIENT_ID,
      teamMode.KEYSTATIC_GITHUB_CLIENT_SECRET,
      teamMode.KEYSTATIC_SECRET,
    ]);
    const secrets = [
      site.CLOUDFLARE_API_TOKEN,
      teamMode.KEYSTATIC_GITHUB_CLIENT_SECRET,
      teamMode.KEYSTATIC_SECRET,
    ] as string[];
    for (const secret of secrets) {
      expect(said.join("\n")).not.toContain(secret);
      for (const command of commands) expect(command.args.join(" ")).not.toContain(secret);
    }
    expect(said).toContain("set the secret KEYSTATIC_SECRET of the editor");
  });

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
