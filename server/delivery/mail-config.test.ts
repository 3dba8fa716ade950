import { type ChildProcess, spawn } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it, vi } from "vitest";

import { seededDataDir } from "#tests/support/databases.ts";
import { reportRequest } from "#tests/support/lead-rows.ts";
import { startMailServer } from "#tests/support/mail-server.ts";
import { failedStart, onePageSite, startServerProcess } from "#tests/support/server-process.ts";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";

import { mailSiteUrl } from "./config.ts";

/** What mailSiteUrl returns for `env`, or the first line of what it throws. */
const siteFor = (env: NodeJS.ProcessEnv) => {
  try {
    return mailSiteUrl(env);
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
};

const PUBLIC = "https://www.sentinel-ai.example";
const PROVIDER = "smtp://mailer:s3cret-pass@smtp.example.in:587?requireTLS=true";

describe("SITE_URL for the links e-mails carry", () => {
  it("is whatever is set, or nothing, while no real mail is sent", () => {
    expect(siteFor({})).toBeUndefined();
    expect(siteFor({ SITE_URL: "" })).toBeUndefined();
    expect(siteFor({ SITE_URL: "http://www.sentinel-ai.example" })).toBe("http://www.sentinel-ai.example");
  });

  it("must be set with SMTP_URL: the local server's own address is no public link", () => {
    for (const env of [{ SMTP_URL: PROVIDER }, { SMTP_URL: PROVIDER, SITE_URL: "" }])
      expect(siteFor(env)).toMatch(/^refused: SITE_URL is not set: .* SITE_URL must be the public site's https:\/\//);
  });

  it("is taken with SMTP_URL when it is https://", () => {
    expect(siteFor({ SMTP_URL: PROVIDER, SITE_URL: PUBLIC })).toBe(PUBLIC);
    expect(siteFor({ SMTP_URL: "smtp://127.0.0.1:2525", SITE_URL: "https://localhost:8443" })).toBe(
      "https://localhost:8443",
    );
  });

  it.each([
    ["http:// to the public", { SMTP_URL: PROVIDER, SITE_URL: "http://www.sentinel-ai.example" }],
    ["http:// to this machine, mailing a provider", { SMTP_URL: PROVIDER, SITE_URL: "http://127.0.0.1:3000" }],
    [
      "http:// to the public, mailing this machine",
      { SMTP_URL: "smtp://127.0.0.1:2525", SITE_URL: "http://example.in" },
    ],
    [
      "http:// to a name ending like localhost",
      { SMTP_URL: "smtp://localhost:25", SITE_URL: "http://localhost.example.in" },
    ],
    [
      "http:// to this machine, with an SMTP_URL that is no URL",
      { SMTP_URL: "not a url", SITE_URL: "http://127.0.0.1" },
    ],
    ["another scheme", { SMTP_URL: "smtp://127.0.0.1:2525", SITE_URL: "ftp://127.0.0.1/site" }],
  ])("refuses %s with one line naming SITE_URL and what it must be", (_case, env) => {
    const text = siteFor(env) ?? "";
    expect(text).toMatch(
      /^refused: SITE_URL must be the public site's https:\/\/ origin, such as https:\/\/www\.example\.in; plain http:\/\/ is allowed only when SITE_URL and SMTP_URL are both on this machine/,
    );
    expect(text).not.toContain("\n");
    expect(text).not.toContain("s3cret-pass");
  });

  it("refuses a SITE_URL that is no URL", () => {
    expect(siteFor({ SMTP_URL: PROVIDER, SITE_URL: "www.sentinel-ai.example" })).toMatch(
      /^refused: SITE_URL is not an absolute URL: SITE_URL must be the public site's https:\/\//,
    );
  });

  it.each([
    ["smtp://127.0.0.1:2525", "http://127.0.0.1:3000"],
    ["smtp://localhost:25", "http://localhost:3000/"],
    ["smtp://[::1]:2525", "http://[::1]:3000"],
    ["smtps://user:pass@127.0.0.2:465", "http://127.1.2.3"],
  ])("takes http:// when both are on this machine: SMTP_URL %s, SITE_URL %s", (smtp, site) => {
    expect(siteFor({ SMTP_URL: smtp, SITE_URL: site })).toBe(site);
  });
});

/** Runs `npm run worker`'s script until it exits, or until `until` matches its output, then stops it. */
async function runWorker(env: NodeJS.ProcessEnv, until?: RegExp): Promise<{ code: number | null; output: string }> {
  const worker: ChildProcess = spawn(process.execPath, ["server/delivery/run-worker.ts"], {
    cwd: join(import.meta.dirname, "..", ".."),
    env: {
      ...process.env,
      DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none",
      DKIM_DOMAIN: "",
      DKIM_SELECTOR: "",
      DKIM_PRIVATE_KEY: "",
      DKIM_PRIVATE_KEY_FILE: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  worker.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  worker.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => worker.once("exit", resolve));
  if (until) {
    await vi.waitFor(() => expect(output).toMatch(until), { timeout: 30_000, interval: 50 });
    worker.kill("SIGKILL");
  }
  return { code: await exited, output };
}

describe("a process that sends real mail", () => {
  const site = onePageSite();
  const dataDir = mkdtempSync(join(tmpdir(), "sentinel-mail-config-"));
  afterAll(() => {
    site.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("npm start refuses an http:// SITE_URL with a mail provider, in one line that holds no password", async () => {
    const { code, output } = await failedStart({
      ...site.env,
      DATA_DIR: dataDir,
      SMTP_URL: PROVIDER,
      SITE_URL: "http://www.sentinel-ai.example",
    });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      expect.stringMatching(/^Could not start: SITE_URL must be the public site's https:\/\/ origin/),
    ]);
    expect(output).not.toContain("s3cret-pass");
  }, 180_000);

  it("npm start refuses a bad DKIM key in one line that holds no key", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const { code, output } = await failedStart({
      ...site.env,
      DATA_DIR: dataDir,
      SMTP_URL: PROVIDER,
      SITE_URL: PUBLIC,
      DKIM_DOMAIN: "sentinel-ai.example",
      DKIM_SELECTOR: "mail2026",
      DKIM_PRIVATE_KEY: pem.slice(0, 600),
    });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      expect.stringMatching(/^Could not start: DKIM_PRIVATE_KEY must be an unencrypted RSA private key/),
    ]);
    expect(output).not.toContain(pem.split("\n")[3]);
  }, 180_000);

  it("npm start with a loopback mail sink links to itself and says the provider must DKIM-sign", async () => {
    const mail = await startMailServer();
    const sinkDataDir = seededDataDir("sentinel-mail-sink-");
    const server = await startServerProcess({
      ...site.env,
      DATA_DIR: sinkDataDir,
      SMTP_URL: mail.url,
      DKIM_PRIVATE_KEY: "",
      DKIM_PRIVATE_KEY_FILE: "",
    });
    try {
      await vi.waitFor(() => expect(server.output()).toMatch(/^DKIM_PRIVATE_KEY is not set: the mail provider must/m), {
        timeout: 30_000,
      });
      expect(server.output().match(/^DKIM_PRIVATE_KEY is not set/gm)).toHaveLength(1);
      const answer = await fetch(`${server.base}/rest/v1/download_report`, {
        method: "POST",
        headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
        body: JSON.stringify(reportRequest("ananya@kaveri-bank.example")),
      });
      expect(answer.status).toBe(201);
      await vi.waitFor(() => expect(mail.received).toHaveLength(1), { timeout: 30_000 });
      expect(mail.received[0]?.text).toContain(`${server.base}/reports/`);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await mail.close();
      rmSync(sinkDataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("npm run worker refuses to start without SITE_URL, naming it", async () => {
    const { code, output } = await runWorker({ SMTP_URL: PROVIDER, SITE_URL: "" });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      expect.stringMatching(/^SITE_URL is not set: with SMTP_URL the e-mails link to the site/),
    ]);
    expect(output).not.toContain("s3cret-pass");
  }, 60_000);

  it("npm run worker says at start that without a key the mail provider must DKIM-sign", async () => {
    const { output } = await runWorker(
      { SMTP_URL: PROVIDER, SITE_URL: PUBLIC },
      /^DKIM_PRIVATE_KEY is not set: the mail provider must DKIM-sign every e-mail, its List-Unsubscribe and List-Unsubscribe-Post headers included/m,
    );
    expect(output).toContain(`report link ${PUBLIC}/reports/`);
  }, 60_000);

  it("npm run worker names the domain it signs for when it has a key", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const { output } = await runWorker(
      {
        SMTP_URL: PROVIDER,
        SITE_URL: PUBLIC,
        DKIM_DOMAIN: "sentinel-ai.example",
        DKIM_SELECTOR: "mail2026",
        DKIM_PRIVATE_KEY: pem.replaceAll("\n", "\\n"),
      },
      /^E-mails are DKIM-signed for sentinel-ai\.example \(selector mail2026\)/m,
    );
    expect(output).not.toContain(pem.split("\n")[3]);
  }, 60_000);
});
