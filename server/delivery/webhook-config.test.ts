import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { failedStart, onePageSite } from "#tests/support/server-process.ts";

import { isLoopback, webhookConfig } from "./config.ts";

const secret = (bytes = 32) => `whsec_${randomBytes(bytes).toString("base64")}`;
const SECRET = secret();

/** What webhookConfig throws for `env`, or "accepted". */
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    webhookConfig(env);
    return "accepted";
  } catch (error) {
    return (error as Error).message;
  }
};

describe("LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET", () => {
  it("are optional: without a URL nothing is sent, whatever the secret", () => {
    expect(webhookConfig({})).toBeUndefined();
    expect(webhookConfig({ LEAD_WEBHOOK_URL: "", LEAD_WEBHOOK_SECRET: "anything" })).toBeUndefined();
  });

  it("take an https URL and a whsec_ secret of 24 to 64 bytes", () => {
    for (const bytes of [24, 32, 64]) {
      const env = {
        LEAD_WEBHOOK_URL: "https://hooks.zapier.com/hooks/catch/1/abc/",
        LEAD_WEBHOOK_SECRET: secret(bytes),
      };
      expect(webhookConfig(env)).toEqual({
        url: env.LEAD_WEBHOOK_URL,
        secret: env.LEAD_WEBHOOK_SECRET,
        maxPerHour: 300,
      });
    }
  });

  it("send at most 300 events an hour, or LEAD_WEBHOOK_MAX_PER_HOUR, a positive whole number", () => {
    const env = { LEAD_WEBHOOK_URL: "https://hooks.zapier.com/hooks/catch/1/abc/", LEAD_WEBHOOK_SECRET: SECRET };
    expect(webhookConfig({ ...env, LEAD_WEBHOOK_MAX_PER_HOUR: "1200" })?.maxPerHour).toBe(1200);
    for (const value of ["0", "-5", "2.5", "lots"])
      expect(() => webhookConfig({ ...env, LEAD_WEBHOOK_MAX_PER_HOUR: value })).toThrow(
        `LEAD_WEBHOOK_MAX_PER_HOUR must be a positive whole number, got "${value}"`,
      );
  });

  it.each([
    "http://127.0.0.1:8080/hooks",
    "http://127.1.2.3/hooks",
    "http://localhost:3001/hooks",
    "http://[::1]:3001/hooks",
    "http://[::ffff:127.0.0.1]:3001/hooks",
  ])("allow plain http to this machine: %s", (url) => {
    expect(refusal({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET })).toBe("accepted");
  });

  it.each([
    ["http://crm.example.com/hooks", /must be an https:\/\/ URL; plain http:\/\/ is allowed only to this machine/],
    ["http://10.0.0.5/hooks", /plain http:\/\/ is allowed only to this machine/],
    ["http://localhost.evil.example/hooks", /plain http:\/\/ is allowed only to this machine/],
    ["ftp://crm.example.com/hooks", /^LEAD_WEBHOOK_URL must be an https:\/\/ URL$/],
    ["crm.example.com/hooks", /^LEAD_WEBHOOK_URL is not an absolute URL/],
    ["://crm.example.com/hooks", /^LEAD_WEBHOOK_URL is not an absolute URL/],
    ["https://user:pass@crm.example.com/hooks", /^LEAD_WEBHOOK_URL must not hold a user name or password/],
  ])("refuse the URL %s in one line naming LEAD_WEBHOOK_URL, without repeating it", (url, message) => {
    const text = refusal({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET });
    expect(text).toMatch(message);
    expect(text).not.toContain("\n");
    expect(text).not.toContain(url);
  });

  it.each([
    ["missing", undefined, /^LEAD_WEBHOOK_SECRET is not set: it must be whsec_/],
    [
      "without its prefix",
      SECRET.slice("whsec_".length),
      /^LEAD_WEBHOOK_SECRET must be whsec_ followed by 24 to 64 random bytes/,
    ],
    ["too short", secret(16), /^LEAD_WEBHOOK_SECRET must be whsec_/],
    ["too long", secret(65), /^LEAD_WEBHOOK_SECRET must be whsec_/],
    ["not base64", `${SECRET.slice(0, -4)}*!*!`, /^LEAD_WEBHOOK_SECRET must be whsec_/],
    ["with a line break", `${SECRET}\n`, /^LEAD_WEBHOOK_SECRET must be whsec_/],
  ])("refuse a secret %s in one line that never repeats it", (_label, value, message) => {
    const text = refusal({ LEAD_WEBHOOK_URL: "https://crm.example.com/hooks", LEAD_WEBHOOK_SECRET: value });
    expect(text).toMatch(message);
    expect(text).not.toContain("\n");
    if (value) {
      expect(text).not.toContain(value.trim());
      expect(text).not.toContain(value.slice("whsec_".length, "whsec_".length + 12));
    }
  });

  it("treat only localhost, 127.0.0.0/8 and ::1 (or 127.0.0.0/8 written as IPv6) as this machine", () => {
    expect(["localhost", "127.0.0.1", "127.255.255.254", "[::1]", "[::ffff:7f00:1]"].every(isLoopback)).toBe(true);
    expect(
      ["128.0.0.1", "0.0.0.0", "[::]", "[::ffff:a00:1]", "localhost.example", "example.com"].some(isLoopback),
    ).toBe(false);
  });
});

describe("a bad webhook setting", () => {
  const site = onePageSite();
  const dataDir = mkdtempSync(join(tmpdir(), "sentinel-webhook-config-"));
  afterAll(() => {
    site.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops npm start with one line naming the variable, never the secret", async () => {
    const bad = `${SECRET.slice(0, 20)}`;
    const { code, output } = await failedStart({
      ...site.env,
      DATA_DIR: dataDir,
      LEAD_WEBHOOK_URL: "https://crm.example.com/hooks",
      LEAD_WEBHOOK_SECRET: bad,
    });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      expect.stringMatching(/^Could not start: LEAD_WEBHOOK_SECRET must be whsec_/),
    ]);
    expect(output).not.toContain(bad.slice("whsec_".length));
  }, 180_000);

  it("stops npm run worker with one line naming the variable, before it connects", async () => {
    const worker = spawn(process.execPath, ["server/delivery/run-worker.ts"], {
      cwd: join(import.meta.dirname, "..", ".."),
      env: {
        ...process.env,
        DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none",
        SMTP_URL: "smtp://127.0.0.1:1",
        SITE_URL: "https://www.sentinel-ai.example",
        LEAD_WEBHOOK_URL: "http://crm.example.com/hooks?token=abc",
        LEAD_WEBHOOK_SECRET: SECRET,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    worker.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => worker.once("exit", resolve));
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      expect.stringMatching(/^LEAD_WEBHOOK_URL must be an https:\/\/ URL; plain http:\/\/ is allowed only/),
    ]);
    expect(output).not.toContain("token=abc");
    expect(output).not.toContain(SECRET.slice("whsec_".length));
  }, 60_000);
});
