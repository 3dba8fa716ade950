import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it, vi } from "vitest";

import { onePageSite, startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { LOCAL_ANON_KEY } from "#shared/leads.ts";

import { SERVICE_KEY_FILE } from "./keys.ts";

const lead = (email: string) => ({
  first_name: "Load",
  last_name: "Test",
  full_name: "Load Test",
  email,
  company: "Loopback Bank",
  phone: "+91 98765 43210",
  question: "Product Demo Request",
  message: "Sent while the server is told to stop.",
  referer: "/contact",
  form_source: "contact-us-form",
});

describe("npm start under load", () => {
  const site = onePageSite();
  const dataDir = mkdtempSync(join(tmpdir(), "sentinel-stop-"));
  const env = { ...site.env, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "0", WORKER_POLL_MS: "50" };
  const running: ServerProcess[] = [];

  afterAll(() => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill("SIGKILL");
    site.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("on SIGTERM answers what is in flight, exits 0 within its 10 s, and keeps every acknowledged lead", async () => {
    const first = await startServerProcess(env);
    running.push(first);
    const acknowledged: string[] = [];
    let sequence = 0;
    // Clients on keep-alive connections (fetch keeps them), each sending until the server is gone.
    const client = async () => {
      for (;;) {
        const email = `load.${(sequence += 1)}@load.example`;
        try {
          const response = await fetch(`${first.base}/rest/v1/contact_messages`, {
            method: "POST",
            headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
            body: JSON.stringify(lead(email)),
          });
          await response.arrayBuffer();
          if (response.status === 201) acknowledged.push(email);
        } catch {
          return;
        }
      }
    };
    const clients = Array.from({ length: 20 }, client);
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(200), { timeout: 120_000, interval: 20 });
    first.child.kill("SIGTERM");
    // The server exits 1 if it has not stopped cleanly within 10 s of the signal.
    expect(await first.exited, first.output()).toBe(0);
    await Promise.all(clients);

    const second = await startServerProcess(env);
    running.push(second);
    const key = readFileSync(join(dataDir, SERVICE_KEY_FILE), "utf8").trim();
    const response = await fetch(`${second.base}/rest/v1/contact_messages?select=email`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    });
    const stored = new Set(((await response.json()) as { email: string }[]).map((row) => row.email));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    second.child.kill("SIGTERM");
    expect(await second.exited, second.output()).toBe(0);
  }, 400_000);
});
