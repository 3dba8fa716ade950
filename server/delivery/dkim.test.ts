import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { dkimVerify } from "mailauth";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";

import { dkimConfig, dkimStatus } from "./dkim.ts";
import { createMailer } from "./mailer.ts";
import { type Email, ONE_CLICK_HEADERS, mailbox } from "./messages.ts";

const DOMAIN = "sentinel-ai.example";
const SELECTOR = "mail2026";

const rsa = (bits: number) =>
  generateKeyPairSync("rsa", {
    modulusLength: bits,
    publicKeyEncoding: { type: "spki", format: "der" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
const keys = rsa(2048);
const PEM = keys.privateKey;
/** The key's body, which no message may repeat. */
const KEY_TEXT = PEM.split("\n")[5] ?? "";

/** What dkimConfig throws for `env`, or "accepted". */
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    dkimConfig(env);
    return "accepted";
  } catch (error) {
    return (error as Error).message;
  }
};

/** A DNS that knows one key record: `<selector>._domainkey.<domain>` TXT, as the domain would publish it. */
const resolver = (publicKey: Buffer) => async (name: string, type: string) => {
  if (type === "TXT" && name === `${SELECTOR}._domainkey.${DOMAIN}`)
    return [[`v=DKIM1; k=rsa; p=${publicKey.toString("base64")}`]];
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
};

const ONE_CLICK_URL = `https://www.${DOMAIN}/withdraw?token=t0k3n`;

/** An e-mail to a visitor as the worker makes one: RFC 8058's two headers beside the message. */
const withdrawal = (): Email => ({
  to: mailbox("ananya.rao@kaveri-bank.example"),
  subject: "Your report",
  text: "Hello Ananya",
  html: "<p>Hello Ananya</p>",
  list: { unsubscribe: ONE_CLICK_URL },
  headers: ONE_CLICK_HEADERS,
});

describe("DKIM settings", () => {
  const dir = mkdtempSync(join(tmpdir(), "sentinel-dkim-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = { DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY: PEM };

  it("are optional: without any, nothing is signed here", () => {
    expect(dkimConfig({})).toBeUndefined();
    expect(dkimConfig({ DKIM_DOMAIN: "", DKIM_SELECTOR: "", DKIM_PRIVATE_KEY: "" })).toBeUndefined();
  });

  it("take the key as PEM, with \\n for newlines as an env file holds it, or from a file", () => {
    const expected = { domainName: DOMAIN, keySelector: SELECTOR, privateKey: PEM };
    expect(dkimConfig(env)).toMatchObject(expected);
    expect(dkimConfig({ ...env, DKIM_PRIVATE_KEY: PEM.replaceAll("\n", "\\n") })).toMatchObject(expected);
    const file = join(dir, "dkim.pem");
    writeFileSync(file, PEM, { mode: 0o600 });
    expect(dkimConfig({ ...env, DKIM_PRIVATE_KEY: undefined, DKIM_PRIVATE_KEY_FILE: file })).toMatchObject(expected);
    expect(dkimConfig({ ...env, DKIM_DOMAIN: "Sentinel-AI.Example" })?.domainName).toBe(DOMAIN);
  });

  it("sign both List-Unsubscribe headers, which nodemailer's default list lacks one of", () => {
    expect(dkimConfig(env)?.headerFieldNames.split(":")).toEqual(
      expect.arrayContaining(["From", "Subject", "To", "List-Unsubscribe", "List-Unsubscribe-Post"]),
    );
  });

  it.each([
    [
      "a domain and selector without a key",
      { DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR },
      /^DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE is not set/,
    ],
    [
      "two keys",
      { ...env, DKIM_PRIVATE_KEY_FILE: "/etc/dkim.pem" },
      /^DKIM_PRIVATE_KEY and DKIM_PRIVATE_KEY_FILE are both set/,
    ],
    ["no domain", { ...env, DKIM_DOMAIN: undefined }, /^DKIM_DOMAIN must be the domain/],
    ["a URL for a domain", { ...env, DKIM_DOMAIN: "https://sentinel-ai.example" }, /^DKIM_DOMAIN must be the domain/],
    ["a domain of one label", { ...env, DKIM_DOMAIN: "localhost" }, /^DKIM_DOMAIN must be the domain/],
    ["no selector", { ...env, DKIM_SELECTOR: undefined }, /^DKIM_SELECTOR must be the selector/],
    [
      "a selector that would end its tag",
      { ...env, DKIM_SELECTOR: "mail;2026" },
      /^DKIM_SELECTOR must be the selector/,
    ],
    [
      "a key that is not PEM",
      { ...env, DKIM_PRIVATE_KEY: "not a key" },
      /^DKIM_PRIVATE_KEY must be an unencrypted RSA private key/,
    ],
    [
      "a cut key",
      { ...env, DKIM_PRIVATE_KEY: PEM.slice(0, 400) },
      /^DKIM_PRIVATE_KEY must be an unencrypted RSA private key/,
    ],
    [
      "a 512-bit key",
      { ...env, DKIM_PRIVATE_KEY: rsa(512).privateKey },
      /^DKIM_PRIVATE_KEY must be .* of 1024 bits or more/,
    ],
    [
      "an Ed25519 key",
      {
        ...env,
        DKIM_PRIVATE_KEY: generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      },
      /^DKIM_PRIVATE_KEY must be an unencrypted RSA private key/,
    ],
    [
      "a key file that is not there",
      { ...env, DKIM_PRIVATE_KEY: undefined, DKIM_PRIVATE_KEY_FILE: "/nonexistent/dkim.pem" },
      /^DKIM_PRIVATE_KEY_FILE cannot be read \(ENOENT\)/,
    ],
  ])("refuse %s with one line naming the variable", (_case, settings, message) => {
    const text = refusal(settings);
    expect(text).toMatch(message);
    expect(text).not.toContain("\n");
    expect(text).not.toContain(KEY_TEXT);
  });

  it("refuse a key file that is not a key, naming DKIM_PRIVATE_KEY_FILE and not the file's text", () => {
    const file = join(dir, "wrong.pem");
    writeFileSync(file, PEM.replace("PRIVATE", "PUBLIC"));
    const text = refusal({ ...env, DKIM_PRIVATE_KEY: undefined, DKIM_PRIVATE_KEY_FILE: file });
    expect(text).toMatch(/^DKIM_PRIVATE_KEY_FILE must be an unencrypted RSA private key/);
    expect(text).not.toContain(KEY_TEXT);
  });

  it("say at start who signs, and without a key that the provider must sign both List-Unsubscribe headers", () => {
    expect(dkimStatus(dkimConfig(env))).toBe(
      `E-mails are DKIM-signed for ${DOMAIN} (selector ${SELECTOR}), List-Unsubscribe and List-Unsubscribe-Post included`,
    );
    expect(dkimStatus(undefined)).toMatch(
      /^DKIM_PRIVATE_KEY is not set: the mail provider must DKIM-sign every e-mail, its List-Unsubscribe and List-Unsubscribe-Post headers included \(RFC 8058\)/,
    );
  });
});

describe("DKIM-signed mail", () => {
  let smtp: MailServer;
  const dir = mkdtempSync(join(tmpdir(), "sentinel-dkim-mail-"));
  const dkim = dkimConfig({ DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY: PEM });
  beforeAll(async () => {
    smtp = await startMailServer();
  });
  afterEach(() => {
    smtp.received.length = 0;
    smtp.raw.length = 0;
  });
  afterAll(async () => {
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function sentOverSmtp(): Promise<Buffer> {
    const mailer = createMailer({ SMTP_URL: smtp.url }, dir, dkim);
    try {
      await mailer.send(withdrawal());
    } finally {
      mailer.close();
    }
    await vi.waitFor(() => expect(smtp.raw).toHaveLength(1));
    return smtp.raw[0] as Buffer;
  }

  it("arrives with a signature that verifies against the published key and covers both List-Unsubscribe headers", async () => {
    const raw = await sentOverSmtp();
    expect(raw.toString()).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    const { results } = await dkimVerify(raw, { resolver: resolver(keys.publicKey), strict: true });
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result?.status.result).toBe("pass");
    expect(result).toMatchObject({ signingDomain: DOMAIN, selector: SELECTOR, algo: "rsa-sha256" });
    expect(result?.signingHeaders?.keys.toLowerCase().split(/\s*:\s*/)).toEqual(
      expect.arrayContaining(["from", "to", "subject", "list-unsubscribe", "list-unsubscribe-post"]),
    );
  });

  it("fails verification once either List-Unsubscribe header is changed on the way", async () => {
    const raw = (await sentOverSmtp()).toString();
    const tampered = [
      raw.replace("List-Unsubscribe=One-Click", "List-Unsubscribe=One-Click-Elsewhere"),
      raw.replace(`<${ONE_CLICK_URL}>`, "<https://attacker.example/withdraw>"),
    ];
    for (const message of tampered) {
      expect(message).not.toBe(raw);
      const { results } = await dkimVerify(message, { resolver: resolver(keys.publicKey), strict: true });
      expect(results[0]?.status.result).toBe("fail");
    }
  });

  it("does not verify against another key", async () => {
    const { results } = await dkimVerify(await sentOverSmtp(), { resolver: resolver(rsa(2048).publicKey) });
    expect(results[0]?.status.result).not.toBe("pass");
  });

  it("is signed in the local outbox too, so a test can read what a provider would get", async () => {
    const outbox = join(dir, "outbox");
    const mailer = createMailer({}, outbox, dkim);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await mailer.send(withdrawal());
    } finally {
      log.mockRestore();
      mailer.close();
    }
    const [file] = readdirSync(outbox);
    const { results } = await dkimVerify(readFileSync(join(outbox, file ?? "")), {
      resolver: resolver(keys.publicKey),
    });
    expect(results[0]?.status.result).toBe("pass");
  });

  it("is not signed without DKIM settings", async () => {
    const mailer = createMailer({ SMTP_URL: smtp.url }, dir, undefined);
    try {
      await mailer.send(withdrawal());
    } finally {
      mailer.close();
    }
    await vi.waitFor(() => expect(smtp.raw).toHaveLength(1));
    expect(smtp.raw[0]?.toString()).not.toMatch(/^DKIM-Signature:/im);
  });
});
