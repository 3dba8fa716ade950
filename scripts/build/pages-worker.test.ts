// The static host's function in Node, its static files and Supabase stood in for: what it asks
// Supabase, where it finds Supabase, and what it leaves to the static files.
import { afterEach, describe, expect, it, vi } from "vitest";

import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";

import { type PagesEnv, type PagesWorkerSettings, pagesWorker } from "./pages-worker.ts";

const SITE = "https://www.example.in";
const BUILT: PagesWorkerSettings = {
  url: "https://abcdefghijklmnopqrst.supabase.co/",
  key: "built-anon-key",
  headers: { "X-Frame-Options": "DENY", "Strict-Transport-Security": "max-age=63072000; includeSubDomains" },
};

const assets = { fetch: vi.fn(async () => new Response("<!doctype html><title>Withdraw</title>")) };
const env = (variables: Partial<PagesEnv> = {}): PagesEnv => ({ ASSETS: assets, ...variables });

/** Supabase stood in for: answers `result` to every call, and keeps the calls. */
function supabase(result: () => Response = () => Response.json("withdrawn")) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async () => result());
}

const oneClick = (path = `${DATA_RIGHTS_PAGES.withdraw}?token=abc123`) => {
  const form = new FormData();
  form.set("List-Unsubscribe", "One-Click");
  return new Request(`${SITE}${path}`, { method: "POST", body: form });
};

afterEach(() => {
  vi.restoreAllMocks();
  assets.fetch.mockClear();
});

describe("the Pages function", () => {
  it("calls withdraw_consent at the built Supabase URL as anon, with the token", async () => {
    const calls = supabase();
    const response = await pagesWorker(BUILT).fetch(oneClick(), env());
    expect(response.status).toBe(200);
    expect(calls).toHaveBeenCalledOnce();
    const [url, init] = calls.mock.calls[0] ?? [];
    expect(url).toBe("https://abcdefghijklmnopqrst.supabase.co/rest/v1/rpc/withdraw_consent");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({
      apikey: "built-anon-key",
      Authorization: "Bearer built-anon-key",
      "Content-Type": "application/json",
    });
    expect(JSON.parse(String(init?.body))).toEqual({ token: "abc123" });
  });

  it("forwards the visitor's address as Cloudflare gives it, and no address the client wrote", async () => {
    const calls = supabase();
    const request = oneClick();
    request.headers.set("CF-Connecting-IP", "203.0.113.7");
    request.headers.set("X-Forwarded-For", "198.51.100.1");
    await pagesWorker(BUILT).fetch(request, env());
    expect(calls.mock.calls[0]?.[1]?.headers).toMatchObject({ "X-Forwarded-For": "203.0.113.7" });

    calls.mockClear();
    const withoutAddress = oneClick();
    withoutAddress.headers.set("X-Forwarded-For", "198.51.100.1");
    await pagesWorker(BUILT).fetch(withoutAddress, env());
    expect(Object.keys(calls.mock.calls[0]?.[1]?.headers ?? {})).not.toContain("X-Forwarded-For");
  });

  it("sends the site's headers with its own answers, which _headers does not reach", async () => {
    supabase(() => Response.json("invalid"));
    const response = await pagesWorker(BUILT).fetch(oneClick(), env());
    expect(response.status).toBe(400);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("lets the project's SUPABASE_URL and SUPABASE_ANON_KEY replace the built ones", async () => {
    const calls = supabase();
    const variables = { SUPABASE_URL: "http://127.0.0.1:54321", SUPABASE_ANON_KEY: "other-key" };
    await pagesWorker(BUILT).fetch(oneClick(), env(variables));
    const [url, init] = calls.mock.calls[0] ?? [];
    expect(url).toBe("http://127.0.0.1:54321/rest/v1/rpc/withdraw_consent");
    expect(init?.headers).toMatchObject({ apikey: "other-key" });
  });

  it("refuses one of the two variables without the other", async () => {
    supabase();
    await expect(pagesWorker(BUILT).fetch(oneClick(), env({ SUPABASE_URL: "http://127.0.0.1:54321" }))).rejects.toThrow(
      /both SUPABASE_URL and SUPABASE_ANON_KEY/,
    );
  });

  it("calls the site's own origin when built without Supabase, as the pages do", async () => {
    const calls = supabase();
    await pagesWorker({ ...BUILT, url: undefined }).fetch(oneClick(), env());
    expect(calls.mock.calls[0]?.[0]).toBe(`${SITE}/rest/v1/rpc/withdraw_consent`);
  });

  it("answers 502 when Supabase cannot be reached", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await pagesWorker(BUILT).fetch(oneClick(), env())).status).toBe(502);
  });

  it("leaves a GET of the page, and every other address, to the static files", async () => {
    const calls = supabase();
    const worker = pagesWorker(BUILT);
    const page = await worker.fetch(new Request(`${SITE}${DATA_RIGHTS_PAGES.withdraw}?token=abc123`), env());
    expect(await page.text()).toContain("Withdraw");
    await worker.fetch(oneClick("/data-rights?token=abc123"), env());
    expect(assets.fetch).toHaveBeenCalledTimes(2);
    expect(calls).not.toHaveBeenCalled();
  });
});
