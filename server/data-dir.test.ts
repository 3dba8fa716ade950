import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PostgrestClient } from "@supabase/postgrest-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { reportRequest } from "#tests/support/lead-rows.ts";

import { keepDataDirPrivate } from "./data-dir.ts";
import { type RunningServer, startServer } from "./server.ts";

/** Every path under `dir` (itself included) that other users may read, write or enter, with its mode. */
function openToOthers(dir: string): string[] {
  return [dir, ...readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name)))]
    .map((path) => ({ path, mode: statSync(path).mode & 0o777 }))
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ path, mode }) => `${path} ${mode.toString(8)}`);
}

describe("lead data at rest", () => {
  let root: string;
  let server: RunningServer | undefined;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "sentinel-data-"));
    chmodSync(root, 0o755);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("leaves no file under a new DATA_DIR readable by other users after a form is sent and mailed", async () => {
    const dataDir = join(root, "data");
    const clientDir = join(root, "site");
    mkdirSync(clientDir);
    server = await startServer(
      { host: "127.0.0.1", port: 0, dataDir, clientDir, rateLimitPerMinute: 0, trustProxy: 0 },
      { env: { WORKER_POLL_MS: "20" } },
    );
    const anon = new PostgrestClient(`${server.url}/rest/v1`, { headers: { apikey: server.keys.anon } });
    const { status } = await anon.from("download_report").insert(reportRequest("ananya@kaveri-bank.example"));
    expect(status).toBe(201);
    await vi.waitFor(
      () => expect(readdirSync(join(dataDir, "outbox")).filter((name) => name.endsWith(".eml"))).toHaveLength(1),
      { timeout: 10_000 },
    );
    await server.close();
    server = undefined;
    expect(openToOthers(dataDir)).toEqual([]);
  }, 60_000);

  it("tightens a DATA_DIR left open to others, and says so in one line", () => {
    const dataDir = join(root, "old");
    mkdirSync(join(dataDir, "outbox"), { recursive: true, mode: 0o755 });
    writeFileSync(join(dataDir, "outbox", "lead.eml"), "To: x@y.example\n", { mode: 0o644 });
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, "outbox"), 0o755);
    chmodSync(join(dataDir, "outbox", "lead.eml"), 0o644);
    const lines: string[] = [];
    keepDataDirPrivate(dataDir, (line) => lines.push(line));
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lines).toEqual([
      `${dataDir}: 3 files and folders were open to other users; now only their owner may use them.`,
    ]);
    keepDataDirPrivate(dataDir, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
  });
});
