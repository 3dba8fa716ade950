// The editor's part of the static host's function in Node, the site's part and the static files
// stood in for: where Keystatic's API and interface are answered, with which secrets and headers,
// and what is left to the site.
import { afterEach, describe, expect, it, vi } from "vitest";

import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";

import { editorApiHeaders, editorPageHeaders } from "./editor-headers.ts";
import { type EditorEnv, type EditorWorkerSettings, withEditor } from "./editor-worker.ts";
import { type PagesEnv } from "./pages-worker.ts";

const SITE = "https://www.example.in";
const SETTINGS: EditorWorkerSettings = {
  storage: { kind: "github", repo: { owner: "sentinel-ai", name: "website" }, branchPrefix: "content-" },
  pageHeaders: { "X-Frame-Options": "DENY", ...editorPageHeaders },
  apiHeaders: editorApiHeaders,
};
const SECRETS = {
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.test-client-id",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "test-client-secret",
  KEYSTATIC_SECRET: "a-test-secret-of-at-least-thirty-two-characters",
};

const page = "<!doctype html><title>Content editor</title>";
const assets = {
  fetch: vi.fn(async (request: Request) =>
    new URL(request.url).pathname === "/keystatic/"
      ? new Response(page, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0" } })
      : new Response("Not found", { status: 404 }),
  ),
};
const site = { fetch: vi.fn(async (_request: Request, _env: PagesEnv) => new Response("the site")) };
const env = (variables: Partial<EditorEnv> = SECRETS): EditorEnv => ({ ASSETS: assets, ...variables });
const worker = withEditor(site, SETTINGS);

afterEach(() => {
  assets.fetch.mockClear();
  site.fetch.mockClear();
});

describe("the editor's part of the Pages function", () => {
  it("sends the sign-in to GitHub with the project's client ID and this site's callback", async () => {
    const response = await worker.fetch(new Request(`${SITE}/api/keystatic/github/login`), env());
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe(SECRETS.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/api/keystatic/github/oauth/callback`);
    expect(site.fetch).not.toHaveBeenCalled();
  });

  it("answers the API with headers of its own: never stored, framed or indexed", async () => {
    const response = await worker.fetch(new Request(`${SITE}/api/keystatic/github/refresh-token`, { method: "POST" }), env());
    // No refresh-token cookie: not signed in, which the interface answers with its sign-in button.
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; .*frame-ancestors 'none'$/);
  });

  it("keeps each cookie Keystatic sets a header of its own", async () => {
    const from = "branch/content-new-quote/singleton/testimonials";
    const response = await worker.fetch(
      new Request(`${SITE}/api/keystatic/github/login?from=${encodeURIComponent(from)}`),
      env(),
    );
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^ks-[0-9a-f]{20}=branch%2Fcontent-new-quote%2Fsingleton%2Ftestimonials;/);
    expect(cookies[0]).toMatch(/HttpOnly/);
  });

  it("refuses to sign in without the project's secrets, naming them", async () => {
    const request = new Request(`${SITE}/api/keystatic/github/login`);
    await expect(worker.fetch(request, env({ KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.test-client-id" }))).rejects.toThrow(
      /KEYSTATIC_GITHUB_CLIENT_SECRET[\s\S]*KEYSTATIC_SECRET/,
    );
  });

  it("serves the editor's page at every address of its interface, with the editor's headers", async () => {
    for (const path of ["/keystatic/", "/keystatic/singleton/home", "/keystatic/branch/content-new-quote"]) {
      assets.fetch.mockClear();
      const response = await worker.fetch(new Request(`${SITE}${path}`), env());
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(page);
      expect(assets.fetch.mock.calls[0]?.[0].url).toBe(`${SITE}/keystatic/`);
      for (const [name, value] of Object.entries(SETTINGS.pageHeaders)) {
        expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
      }
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
    expect(site.fetch).not.toHaveBeenCalled();
  });

  it("leaves the one-click POST, the site's pages and /keystatic itself to the site's function", async () => {
    const oneClick = new Request(`${SITE}${DATA_RIGHTS_PAGES.withdraw}?token=abc`, { method: "POST", body: "x" });
    for (const request of [oneClick, new Request(`${SITE}/`), new Request(`${SITE}/keystatic`)]) {
      expect(await (await worker.fetch(request, env())).text()).toBe("the site");
    }
    expect(site.fetch).toHaveBeenCalledTimes(3);
    expect(assets.fetch).not.toHaveBeenCalled();
  });
});
