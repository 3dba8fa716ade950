// What each version of the privacy notice said: the SHA-256 of its words in each language,
// recorded in src/content/notice-words.json when the version was made. Consent records cite a
// version as what the person was shown, so the build refuses a notice whose words are not its
// version's (src/collections/notices.ts), and the content editor gives changed words a new
// version (src/editor/notice-versions.ts).
import { createHash } from "node:crypto";

import type { NoticeLanguage } from "#shared/data-rights.ts";

import recorded from "./notice-words.json" with { type: "json" };
import { noticeSchema } from "./notices.ts";

/** The file the hashes are recorded in, from the project's root. */
export const NOTICE_WORDS_FILE = "src/content/notice-words.json";

/** By version, then language: the SHA-256 of the notice's words, in hex. */
export type NoticeWords = Record<string, Partial<Record<NoticeLanguage, string>>>;

/** The hashes the project records, as it was built. */
export const recordedWords: NoticeWords = recorded;

/** JSON with every object's keys in order: the same words make the same text, however they were read. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, child: unknown) =>
    child && typeof child === "object" && !Array.isArray(child)
      ? Object.fromEntries(Object.entries(child).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : child,
  );
}

/** A notice's words: everything but its `version`. */
const wordsOf = (notice: object) => Object.fromEntries(Object.entries(notice).filter(([key]) => key !== "version"));

/** The hash of a notice's words as it shows them (the schema's output, its tokens filled). */
export function wordsHash(notice: object): string {
  return createHash("sha256")
    .update(canonical(wordsOf(notice)))
    .digest("hex");
}

/** The hash of a notice file's data as YAML gives it, read with the build's schema; throws if the schema refuses it. */
export function noticeDataHash(data: unknown): string {
  return wordsHash(noticeSchema.omit({ version: true }).parse(wordsOf(data as object)));
}
