// What the build writes for the static host, as the host reads it: one self-contained module
// and the routes that run it.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";

import { writePagesFunction } from "./pages-function.ts";
import type { PagesEnv } from "./pages-worker.ts";

const settings = {
  url: "https://abcdefghijklmnopqrst.supabase.co",
  key: "production-anon-key",
  headers: { "X-Frame-Options": "DENY" },
};

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sentinel-pages-function-"));
  await writePagesFunction(dir, settings);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the Pages function the build writes", () => {
  it("runs for the withdraw page's address only", () => {
    const routes: unknown = JSON.parse(readFileSync(join(dir, "_routes.json"), "utf8"));
    expect(routes).toEqual({ version: 1, include: [DATA_RIGHTS_PAGES.withdraw], exclude: [] });
  });

  it("is one module that imports nothing, with the build's settings in it", () => {
    const worker = readFileSync(join(dir, "_worker.js"), "utf8");
    expect(worker).not.toMatch(/^\s*import\b/m);
    expect(worker).toContain(settings.url);
    expect(worker).toContain(settings.key);
  });

  it("answers the one-click POST as a module worker, through the built Supabase URL", async () => {
    const calls = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json("withdrawn"));
    const worker = (await import(pathToFileURL(join(dir, "_worker.js")).href)) as {
      default: { fetch(request: Request, env: PagesEnv): Promise<Response> };
    };
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
