// The site step. Its dry run: a build with the production settings, bundled by wrangler with the
// repository's wrangler.jsonc (and team mode's editor, with wrangler.editor.jsonc), offline, and
// the plan of what it would publish; no credentials, as a dry run changes nothing. Its real run:
// wrangler publishing both Workers to a stand-in for Cloudflare's API, each at its domain with
// its tag, the editor with its secrets; then a second run that changes nothing and says so. One
// file for both, as both build into the same folders.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { clientDir } from "#shared/build.ts";
import { startCloudflareApi, uploadMetadata } from "#tests/support/cloudflare-api.ts";
import { runDeploy } from "#tests/support/deploy-process.ts";

import { type Command, runCommand } from "./command.ts";
import { publishedVersion } from "./published-version.ts";
import { EDITOR_BUILD_DIR, PRODUCTION_BUILD_DIR, siteStepWith } from "./site.ts";

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

describe("npm run deploy -- site", () => {
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

  it("publishes the site and the editor at their domains, each version tagged, the editor's secrets with its version; a second run changes nothing and says so", async () => {
    const api = await startCloudflareApi();
    const credentials = {
      CLOUDFLARE_API_TOKEN: "cf-token-that-must-stay-unprinted",
      CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
    };
    process.env.CLOUDFLARE_API_BASE_URL = api.baseUrl;
    const commands: Command[] = [];
    const step = siteStepWith(async (command) => {
      commands.push(command);
      return runCommand(command);
    }, publishedVersion);
    const publish = async () => {
      const said: string[] = [];
      await step.run({
        settings: { ...settings, ...teamMode, ...credentials },
        url: settings.SITE_URL,
        say: (line) => said.push(line),
      });
      return said;
    };
    try {
      const said = await publish();
      const site = api.scripts.get("sentinel-ai-website");
      const editor = api.scripts.get("sentinel-ai-website-editor");
      expect(site?.domains).toEqual(["www.example.in"]);
      expect(editor?.domains).toEqual(["editor.example.in"]);
      const uploads = api.requests
        .filter(({ method }) => method === "PUT" || method === "POST")
        .filter(({ path }) => /\/scripts\/[^/]+(\/versions)?$/.test(path));
      expect(uploads).toHaveLength(2);
      const bindings = (body: string) => uploadMetadata(body).bindings ?? [];
      expect(bindings(uploads[0]?.body ?? "").filter(({ type }) => type === "secret_text")).toEqual([]);
      expect(bindings(uploads[1]?.body ?? "")).toEqual(
        expect.arrayContaining([
          { name: "KEYSTATIC_GITHUB_CLIENT_ID", type: "secret_text", text: teamMode.KEYSTATIC_GITHUB_CLIENT_ID },
          {
            name: "KEYSTATIC_GITHUB_CLIENT_SECRET",
            type: "secret_text",
            text: teamMode.KEYSTATIC_GITHUB_CLIENT_SECRET,
          },
          { name: "KEYSTATIC_SECRET", type: "secret_text", text: teamMode.KEYSTATIC_SECRET },
        ]),
      );
      const tags = [site, editor].map((worker) => worker?.versions.at(-1)?.annotations["workers/tag"] ?? "");
      for (const tag of tags) expect(tag).toMatch(/^[0-9a-f]{24}$/);
      expect(said).toContain(`publishing the site with wrangler.jsonc at https://www.example.in (tag ${tags[0]})`);
      expect(said).toContain(
        "published the editor with its secrets KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET",
      );
      // The builds get no credentials; wrangler gets them in its environment; no secret is an argument or said.
      const builds = commands.filter(({ command }) => command === "npm");
      for (const build of builds) expect(build.env).not.toHaveProperty("CLOUDFLARE_API_TOKEN");
      const deploys = commands.filter(({ args }) => args[0] === "deploy" && !args.includes("--dry-run"));
      expect(deploys.map(({ args }) => args.slice(0, 3))).toEqual([
        ["deploy", "-c", "wrangler.jsonc"],
        ["deploy", "-c", "wrangler.editor.jsonc"],
      ]);
      for (const deploy of deploys) expect(deploy.env).toMatchObject(credentials);
      for (const secret of [
        credentials.CLOUDFLARE_API_TOKEN,
        teamMode.KEYSTATIC_GITHUB_CLIENT_SECRET,
        teamMode.KEYSTATIC_SECRET,
      ]) {
        expect(said.join("\n")).not.toContain(secret);
        for (const command of commands) expect(command.args.join(" ")).not.toContain(secret);
      }

      commands.length = 0;
      const again = await publish();
      expect(again).toContain(
        `nothing changed for the site: version ${site?.serving} has this build and these settings (tag ${tags[0]})`,
      );
      expect(again).toContain(
        `nothing changed for the editor: version ${editor?.serving} has this build and these settings (tag ${tags[1]})`,
      );
      expect(commands.filter(({ args }) => args[0] === "deploy" && !args.includes("--dry-run"))).toEqual([]);
      expect(site?.versions).toHaveLength(1);
      expect(editor?.versions).toHaveLength(1);
    } finally {
      delete process.env.CLOUDFLARE_API_BASE_URL;
      await api.close();
    }
  }, 480_000);
});
