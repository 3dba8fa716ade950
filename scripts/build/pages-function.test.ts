// What the build writes for the static host, as the host reads it: one self-contained module
// and the routes that run it.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";

import { editorApiHeaders, editorPageHeaders } from "./editor-headers.ts";
import type { EditorEnv, EditorWorkerSettings } from "./editor-worker.ts";
import { writePagesFunction } from "./pages-function.ts";
import type { PagesEnv } from "./pages-worker.ts";

const settings = {
  url: "https://abcdefghijklmnopqrst.supabase.co",
  key: "production-anon-key",
  headers: { "X-Frame-Options": "DENY" },
};

const editor: EditorWorkerSettings = {
  storage: { kind: "github", repo: { owner: "sentinel-ai", name: "website" }, branchPrefix: "content-" },
  host: "editor.example.in",
  pageHeaders: editorPageHeaders,
  apiHeaders: editorApiHeaders,
  siteHeaders: settings.headers,
};

let dir: string;
let teamDir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sentinel-pages-function-"));
  teamDir = mkdtempSync(join(tmpdir(), "sentinel-pages-function-team-"));
  await Promise.all([writePagesFunction(dir, settings), writePagesFunction(teamDir, settings, editor)]);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(teamDir, { recursive: true, force: true });
});

type Worker<Env> = { default: { fetch(request: Request, env: Env): Promise<Response> } };
const built = <Env>(folder: string) => import(pathToFileURL(join(folder, "_worker.js")).href) as Promise<Worker<Env>>;

describe("the Pages function the build writes", () => {
  it("runs for the withdraw page's address only", () => {
    const routes: unknown = JSON.parse(readFileSync(join(dir, "_routes.json"), "utf8"));
    expect(routes).toEqual({ version: 1, include: [DATA_RIGHTS_PAGES.withdraw], exclude: [] });
  });

  it("leaves itself, its routes and the precompressed copies out of a Worker's static assets", () => {
    expect(readFileSync(join(dir, ".assetsignore"), "utf8").split("\n")).toEqual([
      "_worker.js",
      "_routes.json",
      "*.br",
      "*.gz",
      "",
    ]);
  });

  it("is one module that imports nothing, with the build's settings in it", () => {
    const worker = readFileSync(join(dir, "_worker.js"), "utf8");
    expect(worker).not.toMatch(/^\s*import\b/m);
    expect(worker).toContain(settings.url);
    expect(worker).toContain(settings.key);
  });

  it("holds nothing of the content editor in a build without it", () => {
    expect(readFileSync(join(dir, "_worker.js"), "utf8")).not.toMatch(/keystatic/i);
  });

  it("answers the one-click POST as a module worker, through the built Supabase URL", async () => {
    const calls = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json("withdrawn"));
    const worker = await built<PagesEnv>(dir);
    const request = new Request(`https://www.example.in${DATA_RIGHTS_PAGES.withdraw}?token=abc123`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const assets = { fetch: async () => new Response("static") };
    const response = await worker.default.fetch(request, { ASSETS: assets });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(calls.mock.calls[0]?.[0]).toBe(`${settings.url}/rest/v1/rpc/withdraw_consent`);
    calls.mockRestore();
  });
});

describe("the Pages function of a build with the content editor (team mode)", () => {
  const secrets = {
    KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.test-client-id",
    KEYSTATIC_GITHUB_CLIENT_SECRET: "test-client-secret",
    KEYSTATIC_SECRET: "a-test-secret-of-at-least-thirty-two-characters",
  };
  const assets = { fetch: vi.fn(async (request: Request) => new Response(`static ${new URL(request.url).pathname}`)) };

  it("runs for Keystatic's API, the addresses of its interface, the static page among them", () => {
    const routes: unknown = JSON.parse(readFileSync(join(teamDir, "_routes.json"), "utf8"));
    expect(routes).toEqual({
      version: 1,
      include: [DATA_RIGHTS_PAGES.withdraw, "/keystatic", "/keystatic/*", "/api/keystatic/*"],
      exclude: [],
    });
  });

  it("is still one module that imports nothing, Keystatic's API built for workers in it", () => {
    const worker = readFileSync(join(teamDir, "_worker.js"), "utf8");
    expect(worker).not.toMatch(/^\s*import\b/m);
    // The worker build of @keystatic/core/api/generic, not the Node one, which reads files.
    expect(worker).toContain("non-Node.js environment");
    expect(worker).not.toMatch(/process\.env\.NODE_ENV/);
  });

  it("sends the sign-in to GitHub with the project's client ID, as a module worker", async () => {
    const worker = await built<EditorEnv>(teamDir);
    const response = await worker.default.fetch(new Request("https://editor.example.in/api/keystatic/github/login"), {
      ASSETS: assets,
      ...secrets,
    });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toMatch(
      /^https:\/\/github\.com\/login\/oauth\/authorize\?client_id=Iv1\.test-client-id&/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a deep link of the interface with the editor's page and headers, and the one-click POST as before", async () => {
    const worker = await built<EditorEnv>(teamDir);
    const page = await worker.default.fetch(new Request("https://editor.example.in/keystatic/singleton/home"), {
      ASSETS: assets,
      ...secrets,
    });
    expect(await page.text()).toBe("static /keystatic/");
    expect(page.headers.get("content-security-policy")).toBe(editorPageHeaders["Content-Security-Policy"]);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");

    const calls = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json("withdrawn"));
    const oneClick = new Request(`https://www.example.in${DATA_RIGHTS_PAGES.withdraw}?token=abc123`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect((await worker.default.fetch(oneClick, { ASSETS: assets })).status).toBe(200);
    expect(calls.mock.calls[0]?.[0]).toBe(`${settings.url}/rest/v1/rpc/withdraw_consent`);
    calls.mockRestore();
  });
});
