import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { type ContactMessage, notificationEmail } from "./messages.ts";
import { forgetInOutbox, sweepOutbox, writeToOutbox } from "./outbox.ts";

const DAY = 24 * 60 * 60_000;

const message = (to: string, { body = "Hello", replyTo = "sales@example.in" } = {}) =>
  Buffer.from(`From: sales@example.in\nReply-To: ${replyTo}\nTo: ${to}\nSubject: Hello\n\n${body}\n`);

/** A message as the mailer composes it for the outbox (mailer.ts), with nodemailer's other options. */
async function composed(options: SendMailOptions): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail({ from: "sales@example.in", ...options });
  return info.message as Buffer;
}

const enquiry = (id: number, email: string): ContactMessage => ({
  id,
  full_name: "Ananya Rao",
  email,
  company: "Kaveri Bank",
  phone: "+91 98765 43210",
  question: "Pricing Information",
  message: "Please call us about merchant monitoring.",
  referer: "/contact",
  form_source: "contact-us-form",
  notice_version: "2026-11-26",
  notice_language: "en",
});

describe("the local outbox", () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), "sentinel-outbox-")), "outbox");
  });
  afterEach(() => rmSync(join(dir, ".."), { recursive: true, force: true }));

  it("writes each message to a new file its owner alone may read, in a folder its owner alone may open", async () => {
    const first = await writeToOutbox(dir, message("a@example.in"));
    const second = await writeToOutbox(dir, message("a@example.in"));
    expect(first).not.toBe(second);
    expect(readdirSync(dir).sort()).toEqual([first, second].map((file) => file.slice(dir.length + 1)).sort());
    for (const file of [first, second]) expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("sweeps the messages written before the time given, and nothing else", async () => {
    const old = await writeToOutbox(dir, message("a@example.in"));
    const recent = await writeToOutbox(dir, message("b@example.in"));
    const notMail = join(dir, "notes.txt");
    writeFileSync(notMail, "");
    const now = Date.now();
    for (const file of [old, notMail]) utimesSync(file, new Date(now - 31 * DAY), new Date(now - 31 * DAY));
    utimesSync(recent, new Date(now - 29 * DAY), new Date(now - 29 * DAY));
    expect(await sweepOutbox(dir, new Date(now - 30 * DAY))).toEqual({ due: 1, deleted: 1 });
    expect(readdirSync(dir).sort()).toEqual([recent, notMail].map((file) => file.slice(dir.length + 1)).sort());
    expect(await sweepOutbox(join(dir, "none"), new Date())).toEqual({ due: 0, deleted: 0 });
  });

  it("forgets the messages to every address of one mailbox, in To, Reply-To or the text", async () => {
    const kept = [
      "ananya.rao@kaveri-bank.example",
      "ananyarao@kaveri-bank.example",
      "other@gmail.com",
      '"Ananya Rao" <sales@example.in>',
    ];
    const forgotten = [
      "ananya.rao@gmail.com",
      "AnanyaRao+news@googlemail.com",
      '"Ananya Rao" <a.n.a.n.y.a.r.a.o@GMAIL.com>',
      '"ananya.rao@gmail.com" <sales@example.in>',
      "team: sales@example.in, ananyarao@gmail.com;",
      "sales@example.in,\n ananya.rao+q4@gmail.com",
    ];
    for (const to of [...kept, ...forgotten]) await writeToOutbox(dir, message(to));
    // Addresses that hold hers but are others': a longer local part, a longer domain.
    await writeToOutbox(
      dir,
      message("sales@example.in", { body: "From bananya.rao@gmail.com and ananya.rao@gmail.co.in" }),
    );
    await writeToOutbox(dir, message("sales@example.in", { replyTo: "ananya.rao@gmail.com" }));
    await writeToOutbox(dir, message("sales@example.in", { body: "E-mail: Ananya.Rao@gmail.com." }));
    await writeToOutbox(dir, message("sales@example.in", { body: "npm run leads -- person 'ananya.rao@gmail.com'" }));
    expect(await forgetInOutbox(dir, " Ananya.Rao@Gmail.com")).toBe(forgotten.length + 3);
    expect(readdirSync(dir)).toHaveLength(kept.length + 1);
    expect(await forgetInOutbox(dir, "ananya.rao@gmail.com")).toBe(0);
    expect(await forgetInOutbox(join(dir, "none"), "ananya.rao@gmail.com")).toBe(0);
  });

  it("forgets the team's notification of a visitor's enquiry, which names them in Reply-To and in both parts", async () => {
    const hers = notificationEmail(enquiry(7, "ananya.rao@kaveri-bank.example"), "sales@example.in");
    const his = notificationEmail(enquiry(8, "rohit@aravalli.example"), "sales@example.in");
    await writeToOutbox(dir, await composed(hers));
    const hisFile = await writeToOutbox(dir, await composed(his));
    expect(await forgetInOutbox(dir, "Ananya.Rao@Kaveri-Bank.example")).toBe(1);
    expect(readdirSync(dir)).toEqual([hisFile.slice(dir.length + 1)]);
  });

  it("reads the text as a mail client shows it: quoted-printable lines broken inside the address, base64, an HTML part alone", async () => {
    // No space before the address, and dashes encoded at 9 characters each: quoted-printable breaks
    // the line with a soft line break inside the address (`ananya.=`, then `rao@…`).
    const text = `Call notes: write${"—".repeat(5)}ananya.rao@kaveri-bank.example.`;
    const bodies: SendMailOptions[] = [
      { text, textEncoding: "quoted-printable" },
      { text, textEncoding: "base64" },
      { html: `<p>${text}</p>` },
    ];
    for (const body of bodies) {
      const raw = await composed({ to: "sales@example.in", subject: "Call notes", ...body });
      expect(raw.toString("utf8")).not.toContain("ananya.rao@kaveri-bank.example");
      await writeToOutbox(dir, raw);
    }
    await writeToOutbox(dir, await composed({ to: "sales@example.in", text: text.replace("ananya", "rohit") }));
    expect(await forgetInOutbox(dir, "ananya.rao@kaveri-bank.example")).toBe(bodies.length);
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
