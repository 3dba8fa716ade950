import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

import { afterAll, describe, expect, it, vi } from "vitest";

import { startMailServer } from "#tests/support/mail-server.ts";

import { createMailer } from "./mailer.ts";
import { type Email, ONE_CLICK_HEADERS, mailbox } from "./messages.ts";
import { sweepOutbox, writeToOutbox } from "./outbox.ts";

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

  it("shows a message under its .eml name only once it is whole, and sweeps and forgets one a crash left half-written", async () => {
    const outbox = join(root, "crashed-outbox");
    const file = await writeToOutbox(outbox, Buffer.from("To: ananya@kaveri-bank.example\n\nHello\n"));
    expect(readdirSync(outbox)).toEqual([basename(file)]);
    expect(readFileSync(file, "utf8")).toBe("To: ananya@kaveri-bank.example\n\nHello\n");
    const crashed = join(outbox, "crashed.eml.partial");
    writeFileSync(crashed, "To: ananya@kaveri-bank.example\n\nHel");
    const mailer = createMailer({}, outbox);
    expect(await mailer.forget("ananya@kaveri-bank.example")).toBe(2);
    expect(readdirSync(outbox)).toEqual([]);
    writeFileSync(crashed, "To: ananya@kaveri-bank.example\n\nHel");
    expect(await sweepOutbox(outbox, new Date(Date.now() + 60_000))).toEqual({ due: 1, deleted: 1 });
    mailer.close();
  });
});
