// The local outbox: without SMTP_URL each e-mail is a .eml file in DATA_DIR/outbox. The files
// hold addresses and the tokens of the links, so they are the owner's only, kept no longer
// than the mail rows, and removed when their recipient is erased.
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

import addressparser from "nodemailer/lib/addressparser";

import { mailboxKey } from "#shared/mailbox.ts";

const EML = ".eml";
/** A message being written; one a crash left behind is swept and erased like the rest. */
const PARTIAL = ".partial";

let written = 0;

/**
 * Writes one message as a new file, readable by its owner only; resolves with its path. It is
 * written under another name and then renamed, so whoever lists the .eml files never reads half a
 * message.
 */
export async function writeToOutbox(dir: string, message: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  written += 1;
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = join(dir, `${stamp}-${process.pid}-${written}${EML}`);
  const partial = `${file}${PARTIAL}`;
  await writeFile(partial, message, { mode: 0o600, flag: "wx" });
  await rename(partial, file);
  return file;
}

/** What `work` resolves with, or undefined when the file it reads is gone: a sweep and an erasure may cross. */
async function unlessGone<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Deletes `file`; false when something else deleted it first. */
const remove = async (file: string) => (await unlessGone(unlink(file).then(() => true))) ?? false;

/** The messages of `dir`, written or being written, none when it does not exist yet. */
async function messages(dir: string): Promise<string[]> {
  const names = (await unlessGone(readdir(dir))) ?? [];
  return names.filter((name) => name.endsWith(EML) || name.endsWith(EML + PARTIAL)).map((name) => join(dir, name));
}

/** The addresses of a message's To fields, read from its header alone. */
function recipients(message: string): string[] {
  const end = message.search(/\r?\n\r?\n/);
  const header = (end < 0 ? message : message.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  return header
    .split(/\r?\n/)
    .filter((line) => /^to:/i.test(line))
    .flatMap((line) => addressparser(line.slice(3), { flatten: true }).map((mailbox) => mailbox.address));
}

/** Deletes the messages written before `before`; resolves with how many were due and how many it deleted. */
export async function sweepOutbox(dir: string, before: Date): Promise<{ due: number; deleted: number }> {
  let due = 0;
  let deleted = 0;
  for (const file of await messages(dir)) {
    const info = await unlessGone(stat(file));
    if (!info || info.mtime >= before) continue;
    due += 1;
    if (await remove(file)) deleted += 1;
  }
  return { due, deleted };
}

/** Deletes every message to `address` or another address of its mailbox (mailboxKey); resolves with how many. */
export async function forgetInOutbox(dir: string, address: string): Promise<number> {
  const key = mailboxKey(address);
  let deleted = 0;
  for (const file of await messages(dir)) {
    const message = await unlessGone(readFile(file, "utf8"));
    if (message === undefined || !recipients(message).some((to) => mailboxKey(to) === key)) continue;
    if (await remove(file)) deleted += 1;
  }
  return deleted;
}
