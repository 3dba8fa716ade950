import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it, vi } from "vitest";

import { startMailServer } from "#tests/support/mail-server.ts";

import { createMailer } from "./mailer.ts";
import { type Email, ONE_CLICK_HEADERS, mailbox } from "./messages.ts";
import { writeToOutbox } from "./outbox.ts";

const email = (to: string): Email => ({
  to: mailbox(to),
  subject: "Your report",
  text: "Hello",
  html: "<p>Hello</p>",
  list: { unsubscribe: "https://www.example.in/withdraw?token=t0k3n" },
  headers: ONE_CLICK_HEADERS,
});

describe("the mailer", () => {
  const root = mkdtempSync(join(tmpdir(), "sentinel-mailer-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("without SMTP_URL writes owner-only .eml files, logs where without the address, and forgets a mailbox's", async () => {
    const outbox = join(root, "outbox");
    const mailer = createMailer({}, outbox);
    const lines: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    try {
      for (const to of ["ananya.rao+report@gmail.com", "AnanyaRao@googlemail.com", "ananya.rao@kaveri-bank.example"])
        await mailer.send(email(to));
    } finally {
      log.mockRestore();
    }
    const files = readdirSync(outbox);
    expect(files).toHaveLength(3);
    for (const file of files) expect(statSync(join(outbox, file)).mode & 0o777).toBe(0o600);
    expect(lines.sort()).toEqual(files.map((file) => `E-mail written to ${join(outbox, file)}`).sort());
    expect(lines.join("\n")).not.toMatch(/ananya|@/i);

    expect(await mailer.forget("ananyarao@gmail.com")).toBe(2);
    expect(readdirSync(outbox)).toHaveLength(1);
    expect(await mailer.forget("ananya.rao@kaveri-bank.example")).toBe(1);
    expect(readdirSync(outbox)).toEqual([]);
    mailer.close();
  });

  it("over SMTP keeps no copy, so forgets none, whatever an earlier outbox holds", async () => {
    const smtp = await startMailServer();
    const outbox = join(root, "smtp-outbox");
    await writeToOutbox(outbox, Buffer.from("To: ananya@kaveri-bank.example\n\nHello\n"));
    const mailer = createMailer({ SMTP_URL: smtp.url }, outbox);
    try {
      await mailer.send(email("ananya@kaveri-bank.example"));
      expect(await mailer.forget("ananya@kaveri-bank.example")).toBe(0);
    } finally {
      mailer.close();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(1);
    expect(readdirSync(outbox)).toHaveLength(1);
  });
});
