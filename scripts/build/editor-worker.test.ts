// The editor's part of the static host's function in Node, the site's part and the static files
// stood in for: on which host Keystatic's API and interface are answered, with which secrets,
// headers and cookies, how its sign-in and sign-out are held to the browser that began them, and
// what is left to the site.
import { parseSetCookie } from "cookie";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";

import { editorApiHeaders, editorPageHeaders } from "./editor-headers.ts";
import { STATE_COOKIE } from "./editor-sign-in.ts";
import { type EditorEnv, type EditorWorkerSettings, withEditor } from "./editor-worker.ts";
import { type PagesEnv } from "./pages-worker.ts";

const SITE = "https://www.example.in";
const EDITOR = "https://editor.example.in";
const SETTINGS: EditorWorkerSettings = {
  storage: { kind: "github", repo: { owner: "sentinel-ai", name: "website" }, branchPrefix: "content-" },
  host: "editor.example.in",
  pageHeaders: { "X-Frame-Options": "DENY", ...editorPageHeaders },
  apiHeaders: editorApiHeaders,
  siteHeaders: { "X-Frame-Options": "DENY" },
};
const SECRETS = {
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.test-client-id",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "test-client-secret",
  KEYSTATIC_SECRET: "a-test-secret-of-at-least-thirty-two-characters",
};

const page = "<!doctype html><title>Content editor</title>";
const notFoundPage = "<!doctype html><title>Page not found</title>";
const html = { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0" };
const assets = {
  fetch: vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/keystatic/") return new Response(page, { headers: html });
    // As Pages serves 404.html at /404, with a 200.
    if (pathname === "/404") return new Response(notFoundPage, { headers: html });
    return new Response("Not found", { status: 404 });
  }),
};
const site = { fetch: vi.fn(async (_request: Request, _env: PagesEnv) => new Response("the site")) };
const env = (variables: Partial<EditorEnv> = SECRETS): EditorEnv => ({ ASSETS: assets, ...variables });
const worker = withEditor(site, SETTINGS);

afterEach(() => {
  assets.fetch.mockClear();
  site.fetch.mockClear();
  vi.restoreAllMocks();
});

/** The cookies an answer sets, by name. */
const cookiesOf = (response: Response) =>
  new Map(response.headers.getSetCookie().map((header) => [parseSetCookie(header).name, header]));

/** GitHub's sign-in stood in for: every code is good, and gives these tokens. */
function github() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
    Response.json({
      access_token: "ghu_access",
      expires_in: 28_800,
      refresh_token: "ghr_refresh",
      refresh_token_expires_in: 15_897_600,
      scope: "",
      token_type: "bearer",
    }),
  );
}

/** A sign-in begun at `login`, then GitHub's callback to the same browser with `state`, `cookie` what the browser sends. */
async function callback(state: string | undefined, cookie: string | undefined) {
  const url = new URL(`${EDITOR}/api/keystatic/github/oauth/callback?code=the-code`);
  if (state !== undefined) url.searchParams.set("state", state);
  return worker.fetch(new Request(url, { headers: cookie ? { cookie } : {} }), env());
}

async function signIn(from?: string) {
  const query = from ? `?from=${encodeURIComponent(from)}` : "";
  const response = await worker.fetch(new Request(`${EDITOR}/api/keystatic/github/login${query}`), env());
  const state = new URL(response.headers.get("location") ?? "").searchParams.get("state");
  const cookie = cookiesOf(response).get(STATE_COOKIE);
  return { response, state, cookie: cookie === undefined ? undefined : parseSetCookie(cookie) };
}

describe("the editor's part of the Pages function", () => {
  it("sends the sign-in to GitHub with the project's client ID and this site's callback", async () => {
    const response = await worker.fetch(new Request(`${EDITOR}/api/keystatic/github/login`), env());
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe(SECRETS.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(`${EDITOR}/api/keystatic/github/oauth/callback`);
    expect(site.fetch).not.toHaveBeenCalled();
  });

  it("answers the API with headers of its own: never stored, framed or indexed", async () => {
    const response = await worker.fetch(new Request(`${EDITOR}/api/keystatic/github/refresh-token`, { method: "POST" }), env());
    // No refresh-token cookie: not signed in, which the interface answers with its sign-in button.
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; .*frame-ancestors 'none'$/);
  });

  it("keeps each cookie Keystatic sets a header of its own, with the page to return to", async () => {
    const from = "branch/content-new-quote/singleton/testimonials";
    const { response, state } = await signIn(from);
    const cookies = cookiesOf(response);
    expect([...cookies.keys()].sort()).toEqual([STATE_COOKIE, `ks-${state}`].sort());
    expect(cookies.get(`ks-${state}`)).toMatch(/^ks-[0-9a-f]{20}=branch%2Fcontent-new-quote%2Fsingleton%2Ftestimonials;/);
  });

  it("refuses to sign in without the project's secrets, naming them", async () => {
    const request = new Request(`${EDITOR}/api/keystatic/github/login`);
    await expect(worker.fetch(request, env({ KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.test-client-id" }))).rejects.toThrow(
      /KEYSTATIC_GITHUB_CLIENT_SECRET[\s\S]*KEYSTATIC_SECRET/,
    );
  });

  it("serves the editor's page at every address of its interface, with the editor's headers", async () => {
    for (const path of ["/keystatic", "/keystatic/", "/keystatic/singleton/home", "/keystatic/branch/content-new-quote"]) {
      assets.fetch.mockClear();
      const response = await worker.fetch(new Request(`${EDITOR}${path}`), env());
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(page);
      expect(assets.fetch.mock.calls[0]?.[0].url).toBe(`${EDITOR}/keystatic/`);
      for (const [name, value] of Object.entries(SETTINGS.pageHeaders)) {
        expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
      }
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
    expect(site.fetch).not.toHaveBeenCalled();
  });

  it("leaves the one-click POST and the site's pages on the public host to the site's function", async () => {
    const oneClick = new Request(`${SITE}${DATA_RIGHTS_PAGES.withdraw}?token=abc`, { method: "POST", body: "x" });
    for (const request of [oneClick, new Request(`${SITE}/`), new Request(`${SITE}/about`)]) {
      expect(await (await worker.fetch(request, env())).text()).toBe("the site");
    }
    expect(site.fetch).toHaveBeenCalledTimes(3);
    expect(assets.fetch).not.toHaveBeenCalled();
  });
});

describe("the editor on its own host", () => {
  it("answers the public host's requests for its page, its files and its API with the site's not-found page", async () => {
    const paths = [
      "/keystatic",
      "/keystatic/",
      "/keystatic/index.html",
      "/keystatic/singleton/home",
      "/api/keystatic/github/login",
      "/api/keystatic/github/oauth/callback?code=x&state=y",
      "/api/keystatic/github/refresh-token",
    ];
    for (const path of paths) {
      for (const method of ["GET", "POST"]) {
        const response = await worker.fetch(new Request(`${SITE}${path}`, { method }), env());
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.text(), path).toBe(notFoundPage);
        expect(response.headers.getSetCookie(), path).toEqual([]);
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    }
    expect(site.fetch).not.toHaveBeenCalled();
  });

  it("serves nothing of the site through the function on the editor's host", async () => {
    const oneClick = new Request(`${EDITOR}${DATA_RIGHTS_PAGES.withdraw}?token=abc`, { method: "POST", body: "x" });
    for (const request of [oneClick, new Request(`${EDITOR}/keystatic`, { method: "POST" })]) {
      expect((await worker.fetch(request, env())).status).toBe(404);
    }
    expect(site.fetch).not.toHaveBeenCalled();
  });

  it("sets every cookie host-only, Secure and SameSite=Lax, HttpOnly but for the token the interface reads", async () => {
    const calls = github();
    const { state, cookie } = await signIn();
    const response = await callback(state ?? "", `${STATE_COOKIE}=${cookie?.value}`);
    expect(calls).toHaveBeenCalledOnce();
    expect(response.status).toBe(307);
    const cookies = cookiesOf(response);
    expect(parseSetCookie(cookies.get("keystatic-gh-access-token") ?? "").value).toBe("ghu_access");
    expect(cookies.get("keystatic-gh-refresh-token")).toBeDefined();
    for (const [name, header] of cookies) {
      const set = parseSetCookie(header);
      expect(set.domain, name).toBeUndefined();
      expect(set.secure, name).toBe(true);
      expect(set.sameSite, name).toBe("lax");
      expect(set.httpOnly ?? false, name).toBe(name !== "keystatic-gh-access-token");
    }
  });
});

describe("the editor's sign-in", () => {
  it("sends GitHub a new random state on every sign-in, and keeps it in a host-only HttpOnly cookie", async () => {
    const first = await signIn();
    const second = await signIn("branch/content-new-quote/singleton/testimonials");
    for (const { state, cookie } of [first, second]) {
      expect(state).toMatch(/^[0-9a-f]{20,}$/);
      expect(cookie?.value).toBe(state);
      expect(cookie).toMatchObject({ path: "/", secure: true, httpOnly: true, sameSite: "lax" });
      expect(cookie?.domain).toBeUndefined();
    }
    expect(first.state).not.toBe(second.state);
  });

  it("refuses a callback without a state, with another state or without the browser's cookie: 400, no token", async () => {
    const calls = github();
    const { state, cookie } = await signIn();
    const mine = `${STATE_COOKIE}=${cookie?.value}`;
    for (const [given, sent] of [
      [undefined, mine],
      ["", mine],
      ["0123456789abcdef0123456789abcdef", mine],
      [state ?? "", undefined],
      [state ?? "", `${STATE_COOKIE}=0123456789abcdef0123456789abcdef`],
      ["close", mine],
    ] as const) {
      const response = await callback(given, sent);
      expect(response.status, `${given} with ${sent}`).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain("Nobody was signed in.");
      const cookies = cookiesOf(response);
      expect(cookies.has("keystatic-gh-access-token")).toBe(false);
      expect(cookies.has("keystatic-gh-refresh-token")).toBe(false);
    }
    expect(calls).not.toHaveBeenCalled();
  });

  it("returns to the page the sign-in began on, and spends the state", async () => {
    github();
    const from = "branch/content-new-quote/singleton/testimonials";
    const { state, cookie } = await signIn(from);
    const response = await callback(state ?? "", `${STATE_COOKIE}=${cookie?.value}; ks-${state}=${encodeURIComponent(from)}`);
    expect(response.headers.get("location")).toBe(`/keystatic/${from}`);
    const cookies = cookiesOf(response);
    expect(parseSetCookie(cookies.get(STATE_COOKIE) ?? "").maxAge).toBe(0);
    expect(parseSetCookie(cookies.get(`ks-${state}`) ?? "").maxAge).toBe(0);
  });
});

describe("the editor's sign-out", () => {
  const signOut = (init: RequestInit = {}) =>
    worker.fetch(new Request(`${EDITOR}/api/keystatic/github/logout`, init), env());

  it("answers a GET with 405, Allow: POST, and a page whose button signs out by POST", async () => {
    const response = await signOut({ headers: { cookie: "keystatic-gh-refresh-token=x" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain('<form method="post" action="/api/keystatic/github/logout">');
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self'");
  });

  it("signs out on a POST from the editor's page, and sends the browser on to the editor with a GET", async () => {
    const response = await signOut({ method: "POST", headers: { origin: EDITOR } });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/keystatic");
    const cookies = cookiesOf(response);
    for (const name of ["keystatic-gh-access-token", "keystatic-gh-refresh-token"]) {
      expect(parseSetCookie(cookies.get(name) ?? "").maxAge, name).toBe(0);
    }
  });

  it("refuses a POST from another origin, or with none", async () => {
    for (const headers of [{ origin: SITE }, {}] as Record<string, string>[]) {
      const response = await signOut({ method: "POST", headers });
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});
