// Team mode from sign-in to pull request, against a stand-in for GitHub: the editor's Worker as
// the deploy publishes it (wrangler.editor.jsonc, the team-mode build of scripts/e2e.ts), its
// token exchange with github.com answered by the stand-in through wrangler's outbound service;
// Chromium's requests to github.com (the authorise page) and api.github.com (Keystatic's GraphQL
// and REST calls) answered by the same stand-in, over a repository made of the project's content
// files. A person signs in, edits the About page and saves; main takes changes only through pull
// requests, so Keystatic asks for a branch, which team mode names content-…; then the content
// branches' workflow script opens the pull request against the same stand-in and posts the
// preview's address (its build and wrangler's upload recorded, not run, as in its unit test).
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { BrowserContext, Route } from "@playwright/test";

import { clientDir } from "#shared/build.ts";
import { type Command, wrangler } from "#scripts/deploy/command.ts";
import { contentPreview } from "#scripts/deploy/content-preview.ts";
import { TEAM_EDITOR_BUILD, TEAM_EDITOR_SECRETS } from "#scripts/team-editor-build.ts";
import { FakeRepository } from "#tests/support/fake-repository.ts";
import { GitHubStandIn } from "#tests/support/github-stand-in.ts";
import { type PagesDev, startWorkerWithOutbound } from "#tests/support/pages-dev.ts";

import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "default" });

const root = join(import.meta.dirname, "..", "..");
const team = clientDir(TEAM_EDITOR_BUILD);
const [owner = "", name = ""] = TEAM_EDITOR_BUILD.EDITOR_GITHUB_REPO.split("/");
const ABOUT = "src/content/pages/about.yaml";
const OLD_TITLE = "Protecting Indian financial services after onboarding";
const NEW_TITLE = "Protecting Indian lenders long after onboarding";

let github: GitHubStandIn;
let host: PagesDev;

/** The stand-in answers GitHub's two hosts; nothing else is reachable from the Worker. */
const gitHubOnly = (request: Request) =>
  /^(api\.)?github\.com$/.test(new URL(request.url).hostname)
    ? github.handle(request)
    : Promise.resolve(new Response("No network here", { status: 502 }));

/** Chromium's requests to GitHub, answered by the stand-in. */
async function answerFromStandIn(route: Route) {
  const request = route.request();
  const body = request.postDataBuffer();
  // Chromium's pseudo-headers (":authority") are not headers a Request takes.
  const headers = Object.entries(await request.allHeaders()).filter(([header]) => !header.startsWith(":"));
  const response = await gitHubOnly(
    new Request(request.url(), { method: request.method(), headers, ...(body && { body: new Uint8Array(body) }) }),
  );
  await route.fulfill({
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  });
}

const routeGitHub = (context: BrowserContext) => context.route(/^https:\/\/(api\.)?github\.com\//, answerFromStandIn);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!existsSync(join(team, "keystatic", "index.html"))) {
    throw new Error(`No team-mode build at ${team}: run the tests with npm run test:e2e, which builds it.`);
  }
  github = new GitHubStandIn({
    owner,
    name,
    repository: FakeRepository.fromFolders(root, ["src/content"]),
    clientId: TEAM_EDITOR_SECRETS.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: TEAM_EDITOR_SECRETS.KEYSTATIC_GITHUB_CLIENT_SECRET,
    accounts: [
      { login: "asha-rao", name: "Asha Rao", id: 101, permission: "WRITE" },
      // Signed in to GitHub, but never given the repository.
      { login: "guest-writer", name: "Guest Writer", id: 102 },
      { login: "github-actions[bot]", name: "github-actions[bot]", id: 41_898_282, permission: "WRITE" },
    ],
  });
  host = await startWorkerWithOutbound(TEAM_EDITOR_SECRETS, gitHubOnly, {
    config: "wrangler.editor.jsonc",
    dir: team,
  });
});

test.afterAll(async () => {
  await host?.stop();
  await github?.close();
});

test.beforeEach(async ({ context }) => {
  await routeGitHub(context);
});

test.describe("team mode against GitHub's stand-in", () => {
  test("a person signs in at GitHub, saves the About page, and it is a commit on a content- branch, then a pull request with its preview", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${host.base}/keystatic`);
    await page.getByRole("button", { name: "Log in with GitHub" }).click();
    await expect(page.getByRole("heading", { name: "Authorize the content editor" })).toBeVisible();
    await page.getByRole("link", { name: "Authorize as Asha Rao" }).click();

    await page.getByRole("link", { name: "About page", exact: true }).first().click({ timeout: 60_000 });
    const title = page.getByRole("textbox", { name: "Hero title", exact: true });
    await expect(title).toHaveValue(OLD_TITLE);
    await title.fill(NEW_TITLE);
    await page.getByRole("button", { name: "Save" }).click();

    // main takes changes through pull requests only: Keystatic asks for a branch, named content-….
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Changes must be made via pull request to this branch.")).toBeVisible();
    await expect(dialog.getByText("content-", { exact: true })).toBeVisible();
    await dialog.getByRole("textbox", { name: "Branch name" }).fill("about-hero");
    await dialog.getByRole("button", { name: "Create branch and save" }).click();
    await expect(page).toHaveURL(`${host.base}/keystatic/branch/content-about-hero/singleton/about`);

    const repository = github.options.repository;
    await expect.poll(() => repository.fileOn("content-about-hero", ABOUT)).toContain(`title: ${NEW_TITLE}`);
    const before = repository.fileOn("main", ABOUT) ?? "";
    expect(before).toContain(`title: ${OLD_TITLE}`);
    // The file as `npm run edit` writes it: the edited line alone changed, comments and all.
    expect(repository.fileOn("content-about-hero", ABOUT)).toBe(before.replace(OLD_TITLE, NEW_TITLE));
    const commits = repository.commitsBetween("main", "content-about-hero");
    expect(commits.map(({ message, author }) => ({ message, author }))).toEqual([
      { message: "Update src/content/pages/about", author: "Asha Rao" },
    ]);

    // The push starts the content branches' workflow, whose script runs against the same stand-in.
    const commands: Command[] = [];
    const code = await contentPreview(
      {
        SITE_URL: "https://www.example.in",
        SUPABASE_URL: "https://deploy-check.supabase.co",
        SUPABASE_ANON_KEY: "sb_publishable_deploy_check",
        CLOUDFLARE_API_TOKEN: "cf-token",
        CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
        GH_TOKEN: github.tokenFor("github-actions[bot]"),
        GH_REPO: TEAM_EDITOR_BUILD.EDITOR_GITHUB_REPO,
        BRANCH: "content-about-hero",
        BASE: "main",
        GITHUB_API_URL: await github.listen(),
      },
      async (command) => {
        commands.push(command);
        return command.command === wrangler
          ? "Version Preview Alias URL: https://content-about-hero-sentinel-ai-website.acme.workers.dev\n"
          : "";
      },
      join(tmpdir(), "no-such-folder", ".env.production"),
    );
    expect(code).toBe(0);
    expect(commands.map((command) => command.command)).toEqual(["npm", wrangler]);
    expect(github.pulls).toEqual([
      expect.objectContaining({ number: 1, head: "content-about-hero", base: "main", title: "Content: about hero" }),
    ]);
    expect(github.pulls[0]?.body).toContain("- Update src/content/pages/about (Asha Rao)");
    expect(github.comments).toEqual([
      expect.objectContaining({
        issue: 1,
        body: expect.stringContaining(
          "Preview of `content-about-hero`: https://content-about-hero-sentinel-ai-website.acme.workers.dev",
        ),
      }),
    ]);
  });

  test("refuses a callback whose state is not the one this browser's sign-in began with, and asks GitHub for no token", async ({
    page,
    context,
  }) => {
    await page.goto(`${host.base}/keystatic`);
    await page.getByRole("button", { name: "Log in with GitHub" }).click();
    const back = new URL((await page.getByRole("link", { name: "Authorize as Asha Rao" }).getAttribute("href")) ?? "");
    const code = back.searchParams.get("code") ?? "";
    back.searchParams.set("state", "0".repeat(32));
    const response = await page.goto(back.toString());
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Sign-in not completed" })).toBeVisible();
    await expect(page.getByText("Nobody was signed in.")).toBeVisible();
    expect(github.exchangedCodes).not.toContain(code);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("keystatic-gh-access-token");
  });

  test("tells a person GitHub knows, who has not been given the repository, that it was not found, and saves nothing", async ({
    page,
  }) => {
    const branches = [...github.options.repository.branches().keys()];
    await page.goto(`${host.base}/keystatic`);
    await page.getByRole("button", { name: "Log in with GitHub" }).click();
    await page.getByRole("link", { name: "Authorize as Guest Writer" }).click();
    await expect(page).toHaveURL(`${host.base}/keystatic/repo-not-found`);
    await expect(page.getByRole("heading", { name: "Repo not found" })).toBeVisible();
    await expect(page.getByText(TEAM_EDITOR_BUILD.EDITOR_GITHUB_REPO).first()).toBeVisible();
    expect([...github.options.repository.branches().keys()]).toEqual(branches);
  });
});
