import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PostgrestClient } from "@supabase/postgrest-js";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it, vi } from "vitest";

import { reportRequest } from "#tests/support/lead-rows.ts";

import { type RunningServer, startServer } from "./server.ts";

describe("npm start's delivery worker", () => {
  const root = mkdtempSync(join(tmpdir(), "sentinel-server-"));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("links report e-mails to the PDF on SITE_URL when it is set, not to the local address", async () => {
    const dataDir = join(root, "data");
    mkdirSync(join(root, "site"));
    server = await startServer(
      { host: "127.0.0.1", port: 0, dataDir, clientDir: join(root, "site"), rateLimitPerMinute: 0, trustProxy: 0 },
      { env: { SITE_URL: "https://www.sentinel-ai.example", WORKER_POLL_MS: "20" } },
    );
    const anon = new PostgrestClient(`${server.url}/rest/v1`, { headers: { apikey: server.keys.anon } });
    await anon.from("download_report").insert(reportRequest("ananya@kaveri-bank.example"));
    const outbox = join(dataDir, "outbox");
    await vi.waitFor(() => expect(readdirSync(outbox)).toHaveLength(1), { timeout: 10_000 });
    const mail = await simpleParser(readFileSync(join(outbox, readdirSync(outbox)[0] ?? "")));
    expect(mail.text).toContain("https://www.sentinel-ai.example/reports/global-cyber-fraud-trends-2025.pdf");
    expect(mail.text).not.toContain(server.url);
  }, 120_000);
});
