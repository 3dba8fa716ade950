import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PostgrestClient } from "@supabase/postgrest-js";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { seededDataDir } from "#tests/support/databases.ts";
import { reportRequest } from "#tests/support/lead-rows.ts";

import { HASH_KEY_FILE, newHashKey } from "./db/hash-keys.ts";
import { type RunningServer, startServer } from "./server.ts";

describe("npm start's delivery worker", () => {
  const root = mkdtempSync(join(tmpdir(), "sentinel-server-"));
  const dataDir = seededDataDir("sentinel-server-data-");
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("links report e-mails to the PDF on SITE_URL when it is set, not to the local address", async () => {
    mkdirSync(join(root, "site"));
    server = await startServer(
      { host: "127.0.0.1", port: 0, dataDir, clientDir: join(root, "site"), rateLimitPerMinute: 0, trustProxy: 0 },
      { env: { SITE_URL: "https://www.sentinel-ai.example", WORKER_POLL_MS: "20" } },
    );
    const anon = new PostgrestClient(`${server.url}/rest/v1`, { headers: { apikey: server.keys.anon } });
    await anon.from("download_report").insert(reportRequest("ananya@kaveri-bank.example"));
    const outbox = join(dataDir, "outbox");
    const written = () => readdirSync(outbox).filter((name) => name.endsWith(".eml"));
    await vi.waitFor(() => expect(written()).toHaveLength(1), { timeout: 10_000 });
    const mail = await simpleParser(readFileSync(join(outbox, written()[0] ?? "")));
    expect(mail.text).toContain("https://www.sentinel-ai.example/reports/global-cyber-fraud-trends-2025.pdf");
    expect(mail.text).not.toContain(server.url);
  }, 120_000);
});

/** A request fetch() cannot make (it refuses TRACE), over a socket of its own. */
function rawRequest(url: string, method: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const sent = request(url, { method, headers, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("npm start's answer to methods it does not serve", () => {
  const root = mkdtempSync(join(tmpdir(), "sentinel-methods-"));
  const dataDir = seededDataDir("sentinel-methods-data-");
  let server: RunningServer;
  beforeAll(async () => {
    mkdirSync(join(root, "site"));
    const config = { host: "127.0.0.1", port: 0, rateLimitPerMinute: 0, trustProxy: 0 };
    server = await startServer({ ...config, dataDir, clientDir: join(root, "site") }, { delivery: false });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers TRACE on a page with 405 and Allow: GET, HEAD", async () => {
    expect(await rawRequest(`${server.url}/`, "TRACE")).toMatchObject({ status: 405, allow: "GET, HEAD" });
  });

  it("answers TRACE on a table with PostgREST's 405 PGRST117 and Allow", async () => {
    const answer = await rawRequest(`${server.url}/rest/v1/contact_messages`, "TRACE", { apikey: server.keys.anon });
    expect(answer).toMatchObject({ status: 405, allow: "GET, HEAD, POST, PATCH, DELETE, OPTIONS" });
    expect(JSON.parse(answer.body)).toMatchObject({ code: "PGRST117", message: "Unsupported HTTP method: TRACE" });
  });
});

describe("npm start's address-hash keys", () => {
  const root = mkdtempSync(join(tmpdir(), "sentinel-hash-keys-"));
  const dataDir = join(root, "data");
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const start = async () => {
    const logged: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void logged.push(line));
    try {
      server = await startServer(
        { host: "127.0.0.1", port: 0, dataDir, clientDir: join(root, "site"), rateLimitPerMinute: 0, trustProxy: 0 },
        { delivery: false },
      );
    } finally {
      log.mockRestore();
    }
    return { server, logged };
  };
  const suppressed = async (db: RunningServer["db"], email: string) =>
    (
      await db.query("select 1 from private.suppressed_addresses where address_hash = private.address_hash($1)", [
        email,
      ])
    ).rows.length;

  it("makes a key file at first start, owner-only, and re-keys every hash with a key appended to it", async () => {
    mkdirSync(join(root, "site"));
    const first = await start();
    expect(statSync(join(dataDir, HASH_KEY_FILE)).mode & 0o777).toBe(0o600);
    await first.server.db.query("select public.erase_person($1)", ["gone@bank.example"]);
    const before = (await first.server.db.query<{ h: string }>("select private.address_hash('gone@bank.example') as h"))
      .rows[0]?.h;
    await first.server.close();
    server = undefined;

    appendFileSync(join(dataDir, HASH_KEY_FILE), `${newHashKey()}\n`);
    const second = await start();
    expect(second.logged).toContain("Address hashes re-keyed with 1 new key");
    const after = (await second.server.db.query<{ h: string }>("select private.address_hash('gone@bank.example') as h"))
      .rows[0]?.h;
    expect(after).not.toBe(before);
    expect(await suppressed(second.server.db, "gone@bank.example")).toBe(1);
  }, 120_000);
});
