// The content editor in team mode on the static host's own runtime: `wrangler dev` serves the
// build made with EDITOR_GITHUB_REPO (scripts/e2e.ts builds it after build/, with the settings of
// scripts/team-editor-build.ts) with the editor Worker's own config, wrangler.editor.jsonc, as the
// deploy publishes it, its function holding fake GitHub App secrets. One host, two names: the
// editor at 127.0.0.1 (EDITOR_ORIGIN), any other host at localhost, each with its own cookies.
// Everything up to GitHub itself: the page, its headers, its deep links, the redirect to GitHub's
// sign-in with its state, the refused callbacks, signing out, Keystatic's sign-in screen in
// Chromium, the editor's addresses hidden on the public host, and public pages that are byte for
// byte those of build/, the same sources built without the editor. Past GitHub's door (sign-in,
// a save, its pull request): team-editor-github.spec.ts.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

import { clientDir } from "#shared/build.ts";
import { parseSetCookie } from "cookie";

import { parseHeaders } from "#shared/headers-file.ts";
import { TEAM_EDITOR_BUILD, TEAM_EDITOR_SECRETS } from "#scripts/team-editor-build.ts";
import { type PagesDev, startWorkerDev } from "#tests/support/pages-dev.ts";

import { expect, test } from "./fixtures.ts";

// One host for the whole file, started once, its tests in order.
test.describe.configure({ mode: "default" });

const site = clientDir();
const team = clientDir(TEAM_EDITOR_BUILD);
let host: PagesDev;
/** The editor's origin, and the public site's: the same host by its other name. */
const editor = () => host.base;
const publicSite = () => host.base.replace("//127.0.0.1:", "//localhost:");

/** Every file of a built site, relative to it. */
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();

/** The site's not-found page as the build wrote it. */
const notFoundPage = () => readFileSync(join(team, "404.html"), "utf8");

/** The headers the team build's `_headers` gives the editor's addresses. */
const editorRule = () => {
  const rule = parseHeaders(readFileSync(join(team, "_headers"), "utf8")).find((r) => r.path === "/keystatic/*");
  if (!rule) throw new Error("the team build's _headers has no /keystatic/* rule");
  return Object.fromEntries(Object.entries(rule.headers).map(([name, value]) => [name.toLowerCase(), value]));
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!existsSync(join(team, "keystatic", "index.html"))) {
    throw new Error(`No team-mode build at ${team}: run the tests with npm run test:e2e, which builds it.`);
  }
  host = await startWorkerDev(TEAM_EDITOR_SECRETS, { config: "wrangler.editor.jsonc", dir: team });
});

test.afterAll(async () => {
  await host?.stop();
});

test.describe("the content editor in team mode, on the static host", () => {
  test("answers /keystatic with its page, kept out of search, under its own policy and not the site's", async () => {
    const response = await fetch(`${editor()}/keystatic`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toMatch(/http-equiv="content-security-policy"/i);
    const rule = editorRule();
    const policy = response.headers.get("content-security-policy");
    expect(policy).toBe(rule["content-security-policy"]);
    expect(policy).toContain("connect-src 'self' https://api.github.com");
    const sitePolicies = parseHeaders(readFileSync(join(team, "_headers"), "utf8"))
      .filter((r) => !r.path.startsWith("/keystatic"))
      .map((r) => r.headers["Content-Security-Policy"])
      .filter(Boolean);
    expect(sitePolicies.length).toBeGreaterThan(0);
    for (const sitePolicy of sitePolicies) expect(policy).not.toContain(sitePolicy);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  test("answers a deep link of Keystatic's interface with the same page and headers", async () => {
    const page = await fetch(`${editor()}/keystatic`);
    const deep = await fetch(`${editor()}/keystatic/singleton/home`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toBe(await page.text());
    for (const name of ["content-security-policy", "x-robots-tag", "cache-control", "x-frame-options"]) {
      expect(deep.headers.get(name), name).toBe(page.headers.get(name));
    }
  });

  test("sends the sign-in to GitHub with the project's client ID, the editor's callback and a state only this browser holds", async () => {
    const response = await fetch(`${editor()}/api/keystatic/github/login`, { redirect: "manual" });
    expect([302, 307]).toContain(response.status);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(
      new RegExp(
        `^https://github\\.com/login/oauth/authorize\\?client_id=${TEAM_EDITOR_SECRETS.KEYSTATIC_GITHUB_CLIENT_ID}&`,
      ),
    );
    const authorize = new URL(location).searchParams;
    expect(authorize.get("redirect_uri")).toBe(`${editor()}/api/keystatic/github/oauth/callback`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [cookie, ...others] = response.headers.getSetCookie().map((header) => parseSetCookie(header));
    expect(others).toEqual([]);
    expect(cookie).toMatchObject({
      value: authorize.get("state"),
      path: "/",
      httpOnly: true,
      secure: true,
      sameSite: "lax",
    });
    expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie?.domain).toBeUndefined();
  });

  test("refuses GitHub's callback without the state this browser began with: 400, and no token", async () => {
    const login = await fetch(`${editor()}/api/keystatic/github/login`, { redirect: "manual" });
    const state = new URL(login.headers.get("location") ?? "").searchParams.get("state") ?? "";
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const callback = `${editor()}/api/keystatic/github/oauth/callback?code=from-github`;
    for (const [url, headers] of [
      [callback, { cookie }],
      [`${callback}&state=${"0".repeat(32)}`, { cookie }],
      [`${callback}&state=${state}`, {}],
    ] as const) {
      const response = await fetch(url, { headers, redirect: "manual" });
      expect(response.status, url).toBe(400);
      expect(await response.text()).toContain("Nobody was signed in.");
      expect(response.headers.getSetCookie().join("\n")).not.toMatch(/keystatic-gh-(access|refresh)-token=/);
    }
  });

  test("answers the public host's requests for the editor's page, its file and its API with the site's 404 page", async () => {
    for (const path of ["/keystatic", "/keystatic/", "/keystatic/index.html", "/keystatic/singleton/home"]) {
      const response = await fetch(`${publicSite()}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(notFoundPage());
    }
    for (const path of ["/api/keystatic/github/login", "/api/keystatic/github/logout"]) {
      const response = await fetch(`${publicSite()}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      expect(response.headers.getSetCookie(), path).toEqual([]);
      expect(await response.text(), path).toBe(notFoundPage());
    }
    // The home page, a static file on the public host, with its policy.
    const home = await fetch(`${publicSite()}/`);
    expect(home.status).toBe(200);
    const homeRule = parseHeaders(readFileSync(join(team, "_headers"), "utf8")).find((rule) => rule.path === "/");
    expect(home.headers.get("content-security-policy")).toBe(homeRule?.headers["Content-Security-Policy"]);
  });

  test("serves the site's pages on the editor's host only as sandboxes, out of search", async () => {
    const response = await fetch(`${editor()}/about`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(/(^|, )sandbox(,|$)/);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
  });

  test("adds nothing to the public pages, which are byte for byte those of the build without it", async () => {
    const siteFiles = filesOf(site);
    const teamFiles = filesOf(team);
    const pages = siteFiles.filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages)
      expect(readFileSync(join(team, file)).equals(readFileSync(join(site, file))), file).toBe(true);
    // Beside them only the editor's page and its files, named for it.
    expect(
      teamFiles
        .filter((file) => !siteFiles.includes(file))
        .filter((file) => !/^(keystatic\/|assets\/editor)/.test(file)),
    ).toEqual([]);
    expect(siteFiles.filter((file) => !teamFiles.includes(file))).toEqual([]);
    for (const file of teamFiles.filter((name) => name.startsWith("sitemap") && name.endsWith(".xml"))) {
      expect(readFileSync(join(team, file), "utf8"), file).not.toContain("keystatic");
    }
  });

  test("shows Keystatic's sign-in in Chromium at the editor's address, with no policy violation but Google's font", async ({
    page,
  }) => {
    const violations: string[] = [];
    const errors: string[] = [];
    page.on("console", (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${editor()}/keystatic`);
    // Keystatic's link, drawn as a button, to the API's sign-in.
    const signIn = page.getByRole("button", { name: "Log in with GitHub" });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute("href", "/api/keystatic/github/login");
    expect(errors).toEqual([]);
    expect(violations.filter((text) => !text.includes("https://fonts.googleapis.com/"))).toEqual([]);
  });

  test("signs out by POST: Keystatic's Log out link asks, its button signs out and returns to the editor", async ({
    page,
  }) => {
    // Where Keystatic's menu item Log out leads, a GET.
    const asked = await page.goto(`${editor()}/api/keystatic/github/logout`);
    expect(asked?.status()).toBe(405);
    expect(await asked?.headerValue("allow")).toBe("POST");
    await expect(page.getByRole("heading", { name: "Log out of the content editor?" })).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(`${editor()}/keystatic`);
    await expect(page.getByRole("button", { name: "Log in with GitHub" })).toBeVisible();
  });
});
