// The local outbox: without SMTP_URL each e-mail is a .eml file in DATA_DIR/outbox. The files
// hold addresses and the tokens of the links, so they are the owner's only, kept no longer
// than the mail rows, and removed when a person they name is erased.
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { type AddressObject, type EmailAddress, type ParsedMail, simpleParser } from "mailparser";

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

/** An address-shaped run of text: the characters EMAIL_ADDRESS_PATTERN allows, around an "@". */
const ADDRESS_IN_TEXT = /[a-z0-9!#$&'*+/=?^_`{|}~.-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

/**
 * The addresses `text` may name: each address-shaped run, and what follows each character in
 * its local part that quotes or lists commonly put before an address (`'a@b.in'`, `{a@b.in}`),
 * since those characters may also belong to an address.
 */
function addressesIn(text: string): string[] {
  return [...text.matchAll(ADDRESS_IN_TEXT)].flatMap(([run]) => {
    const local = run.slice(0, run.lastIndexOf("@"));
    return [run, ...[...local.matchAll(/[^a-z0-9._+-]/gi)].map(({ index }) => run.slice(index + 1))];
  });
}

/** The addresses and display names of an address header, groups' members included. */
function mailboxesIn(field: AddressObject | AddressObject[] | undefined): string[] {
  const flat = (mailbox: EmailAddress): string[] => [
    mailbox.address ?? "",
    mailbox.name,
    ...(mailbox.group ?? []).flatMap(flat),
  ];
  return [field ?? []].flat().flatMap(({ value }) => value.flatMap(flat));
}

/**
 * Every address a message names: in To, Cc and Reply-To (a notification to the business names
 * the visitor in Reply-To and in its text), the subject, both parts of the body and any text
 * attachment, each decoded as a mail client would show it (quoted-printable, base64, encoded words).
 */
function addressesNamedIn(message: ParsedMail): string[] {
  const texts = [
    ...mailboxesIn(message.to),
    ...mailboxesIn(message.cc),
    ...mailboxesIn(message.replyTo),
    message.subject ?? "",
    message.text ?? "",
    message.html || "",
    ...message.attachments
      .filter(({ contentType }) => contentType.startsWith("text/") || contentType === "application/json")
      .map(({ content }) => content.toString("utf8")),
  ];
  return texts.flatMap(addressesIn);
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

/**
 * Deletes every message that names `address` or another address of its mailbox (mailboxKey),
 * as a recipient, as the address to reply to, or in its text; resolves with how many.
 */
export async function forgetInOutbox(dir: string, address: string): Promise<number> {
  const key = mailboxKey(address);
  let deleted = 0;
  for (const file of await messages(dir)) {
    const message = await unlessGone(readFile(file));
    if (message === undefined) continue;
    const named = addressesNamedIn(await simpleParser(message));
    if (!named.some((candidate) => mailboxKey(candidate) === key)) continue;
    if (await remove(file)) deleted += 1;
  }
  return deleted;
}
