import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { forgetInOutbox, sweepOutbox, writeToOutbox } from "./outbox.ts";

const DAY = 24 * 60 * 60_000;

const message = (to: string, { body = "Hello", replyTo = "sales@example.in" } = {}) =>
  Buffer.from(`From: sales@example.in\nReply-To: ${replyTo}\nTo: ${to}\nSubject: Hello\n\n${body}\n`);

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

  it("forgets the messages to every address of one mailbox, read from the To field only", async () => {
    const kept = [
      "ananya.rao@kaveri-bank.example",
      "ananyarao@kaveri-bank.example",
      "other@gmail.com",
      '"ananya.rao@gmail.com" <sales@example.in>',
    ];
    const forgotten = [
      "ananya.rao@gmail.com",
      "AnanyaRao+news@googlemail.com",
      '"Ananya Rao" <a.n.a.n.y.a.r.a.o@GMAIL.com>',
      "team: sales@example.in, ananyarao@gmail.com;",
      "sales@example.in,\n ananya.rao+q4@gmail.com",
    ];
    for (const to of [...kept, ...forgotten]) await writeToOutbox(dir, message(to));
    // A notification to the business about the visitor is addressed to the business.
    await writeToOutbox(dir, message("sales@example.in", { replyTo: "ananya.rao@gmail.com" }));
    await writeToOutbox(dir, message("sales@example.in", { body: "To: ananya.rao@gmail.com" }));
    expect(await forgetInOutbox(dir, " Ananya.Rao@Gmail.com")).toBe(forgotten.length);
    expect(readdirSync(dir)).toHaveLength(kept.length + 2);
    expect(await forgetInOutbox(dir, "ananya.rao@gmail.com")).toBe(0);
    expect(await forgetInOutbox(join(dir, "none"), "ananya.rao@gmail.com")).toBe(0);
  });
});
