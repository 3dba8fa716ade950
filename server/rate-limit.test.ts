// The rate limit and the headers of /rest/v1, through the whole app's app.fetch: requests
// handed to it have no socket, which is how the limit meets them here.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { createApp } from "./app.ts";
import type { Database } from "./db/database.ts";
import type { ApiKeys } from "./keys.ts";
import { rateLimitKey } from "./rate-limit.ts";

const keys: ApiKeys = { anon: "anon-key-for-tests", service: "sentinel-service-secret-for-tests" };

/** A database that fails every call with an error repeating the service key. */
const failingDb: Database = {
  query: () => Promise.reject(new Error(`connection lost while running as ${keys.service}`)),
  exec: () => Promise.reject(new Error("connection lost")),
  transaction: () => Promise.reject(new Error(`connection lost while running as ${keys.service}`)),
  close: () => Promise.resolve(),
};

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "sentinel-rate-limit-"));
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

function app({ perMinute = 3, trustProxy = 0 } = {}): Hono {
  return createApp({
    clientDir,
    db: failingDb,
    schema: new Map([["career_alerts", { kind: "table", columns: new Set(["full_name", "email", "source"]) }]]),
    keys,
    rateLimitPerMinute: perMinute,
    trustProxy,
  });
}

function request(
  server: Hono,
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) {
  return server.fetch(
    new Request(`http://localhost/rest/v1/${path}`, {
      method,
      body: init.body,
      headers: {
        apikey: keys.anon,
        origin: "https://elsewhere.example",
        "content-type": "application/json",
        ...init.headers,
      },
    }),
  );
}

const write = (server: Hono, headers: Record<string, string> = {}) =>
  request(server, "POST", "no_such_table", { body: "{}", headers });

describe("the write limit, for requests handed to app.fetch (no socket)", () => {
  it("counts every write as coming from one client and refuses the fourth in a minute", async () => {
    const server = app();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await write(server));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 429]);
    expect(answers.map((answer) => answer.headers.get("ratelimit-remaining"))).toEqual(["2", "1", "0", "0"]);
    expect(await answers[3]?.json()).toMatchObject({ code: "PT429", message: "Too many requests" });
  });

  it("answers a 429 with the CORS headers, so a page on another origin reads it and its Retry-After", async () => {
    const server = app({ perMinute: 1 });
    await write(server);
    const refused = await write(server);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    const exposed = refused.headers.get("access-control-expose-headers")?.split(",") ?? [];
    expect(exposed).toEqual(expect.arrayContaining(["Retry-After", "RateLimit-Remaining", "RateLimit-Reset"]));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("does not count reads, and tells them how many writes are left", async () => {
    const server = app();
    for (let i = 0; i < 5; i++) {
      const read = await request(server, "GET", "no_such_table");
      expect(read.headers.get("ratelimit-remaining")).toBe("3");
    }
    await write(server);
    const read = await request(server, "GET", "no_such_table");
    expect([read.status, read.headers.get("ratelimit-remaining"), read.headers.get("ratelimit-limit")]).toEqual([
      404,
      "2",
      "3",
    ]);
  });

  it("puts the CORS and RateLimit headers on every answer, errors included", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const server = app({ perMinute: 100 });
    const answers = {
      "no key (401)": await request(server, "POST", "career_alerts", { body: "{}", headers: { apikey: "" } }),
      "unknown table (404)": await request(server, "GET", "no_such_table"),
      "bad JSON (400)": await request(server, "POST", "career_alerts", { body: "{" }),
      "body too large (413)": await request(server, "POST", "career_alerts", { body: "x".repeat(70_000) }),
      "database down (500)": await request(server, "POST", "career_alerts", {
        body: JSON.stringify({ full_name: "N", email: "n@bank.example", source: "careers-notify" }),
      }),
      "no such path (404)": await request(server, "GET", "a/b"),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get("access-control-allow-origin"), name).toBe("*");
      expect(answer.headers.get("ratelimit-limit"), name).toBe("100");
    }
  });

  it("never repeats a key in an answer or a log line, even in a 500", async () => {
    const logged: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...line: unknown[]) => logged.push(...line));
    const server = app();
    const failed = await request(server, "POST", "career_alerts", {
      body: JSON.stringify({ full_name: "N", email: "n@bank.example", source: "careers-notify" }),
    });
    expect(failed.status).toBe(500);
    expect(await failed.text()).not.toContain(keys.service);
    expect(logged.join("\n")).toContain("connection lost while running as [redacted]");
    expect(logged.join("\n")).not.toContain(keys.service);
  });
});

describe("TRUST_PROXY", () => {
  it("ignores X-Forwarded-For when no proxy is trusted: a client cannot become a new one by sending it", async () => {
    const server = app();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await write(server, { "x-forwarded-for": `203.0.113.${i}` })).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it("behind one trusted proxy, gives each forwarded client its own allowance", async () => {
    const server = app({ trustProxy: 1 });
    for (let i = 0; i < 3; i++) await write(server, { "x-forwarded-for": "198.51.100.7" });
    expect((await write(server, { "x-forwarded-for": "198.51.100.7" })).status).toBe(429);
    expect((await write(server, { "x-forwarded-for": "198.51.100.8" })).status).toBe(404);
  });

  it("takes the address the trusted proxy saw, not one the client wrote in front of it", async () => {
    const server = app({ trustProxy: 1 });
    for (let i = 0; i < 3; i++) await write(server, { "x-forwarded-for": `10.0.0.${i}, 198.51.100.9` });
    expect((await write(server, { "x-forwarded-for": "10.9.9.9, 198.51.100.9" })).status).toBe(429);
  });
});

describe("IPv6 clients", () => {
  const writesFrom = async (server: Hono, addresses: string[]) => {
    const statuses = [];
    for (const address of addresses) statuses.push((await write(server, { "x-forwarded-for": address })).status);
    return statuses;
  };

  it("counts every address of one /64 as one client, and each /64 as its own", async () => {
    const server = app({ trustProxy: 1 });
    expect(
      await writesFrom(server, ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:DB8:1:2:ffff:ffff:ffff:fffe"]),
    ).toEqual([404, 404, 404]);
    expect(await writesFrom(server, ["2001:db8:1:2:abcd::9", "[2001:db8:1:2::3]:443"])).toEqual([429, 429]);
    expect(await writesFrom(server, ["2001:db8:1:3::1", "2001:db8:2:2::1"])).toEqual([404, 404]);
  });

  it("counts an IPv4 address mapped into IPv6 as that IPv4 address", async () => {
    const server = app({ trustProxy: 1 });
    expect(await writesFrom(server, ["198.51.100.7", "::ffff:198.51.100.7", "::ffff:c633:6407"])).toEqual([
      404, 404, 404,
    ]);
    expect(await writesFrom(server, ["198.51.100.7", "::FFFF:198.51.100.7"])).toEqual([429, 429]);
    expect(await writesFrom(server, ["198.51.100.8"])).toEqual([404]);
  });

  it("keys a malformed forwarded address as written, without throwing", async () => {
    const server = app({ trustProxy: 1 });
    expect(await writesFrom(server, ["2001:db8::zz", "2001:db8::zz", "2001:db8::zz", "2001:db8::zz"])).toEqual([
      404, 404, 404, 429,
    ]);
    expect(await writesFrom(server, ["2001:db8::1"])).toEqual([404]);
  });

  it.each([
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0003:0004:0005:0006", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::1]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8::192.0.2.1", "2001:db8:0:0::/64"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::ffff:c000:201", "192.0.2.1"],
    ["192.0.2.1", "192.0.2.1"],
    ["192.0.2.1:8080", "192.0.2.1"],
    [" 192.0.2.1 ", "192.0.2.1"],
    ["", ""],
    ["local", "local"],
    ["1::2::3", "1::2::3"],
    ["192.0.2.256", "192.0.2.256"],
    ["2001:db8:0:0:1:2:3:4:5", "2001:db8:0:0:1:2:3:4:5"],
    ["[::1", "[::1"],
  ])("keys %j as %j", (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});
