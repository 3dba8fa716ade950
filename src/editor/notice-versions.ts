// A privacy notice's words change only with its version. Consent records cite the version a
// person was shown, and the database takes only versions registered in
// private.notice_versions, so a save that changes a notice's words, in any language, makes a
// new version for every language: the notices name it, shared/notice-versions.json lists it
// (the forms cite its latest), src/content/notice-words.json records the words' hashes (the
// build checks them), and a new migration registers it and supersedes the one before.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

import { parse } from "yaml";

import { CURRENT_NOTICE_VERSION, NOTICE_GRACE_DAYS, NOTICE_LANGUAGES, NOTICE_VERSIONS } from "#shared/data-rights.ts";
import { NOTICE_WORDS_FILE, type NoticeWords, noticeDataHash } from "#src/content/notice-words.ts";

import { formatted } from "./formatted.ts";
import { indiaDate } from "./india-date.ts";
import { patchYaml } from "./yaml-patch.ts";
import { textAfterSave } from "./text-after-save.ts";

/** The versions the forms may cite, oldest first: the last is the current one. */
export const NOTICE_VERSIONS_FILE = "shared/notice-versions.json";

const MIGRATIONS = "supabase/migrations";

const noticeFile = (language: string) => `src/content/notices/${language}.yaml`;

/** Today's date as a version, or with `.2`, `.3` when today already has one: each version has its own words. */
export function nextVersion(versions: readonly string[], today: string): string {
  if (!versions.includes(today)) return today;
  let count = 2;
  while (versions.includes(`${today}.${count}`)) count += 1;
  return `${today}.${count}`;
}

/** A migration's name after every existing one: the clock's UTC time, or the next number after the latest. */
async function migrationFile(root: string, now: Date, version: string): Promise<string> {
  const stamps = (await readdir(join(root, MIGRATIONS))).map((name) => Number(/^(\d{14})_/.exec(name)?.[1] ?? 0));
  const clock = Number(now.toISOString().replace(/\D/g, "").slice(0, 14));
  const stamp = Math.max(clock, ...stamps.map((latest) => latest + 1));
  return `${MIGRATIONS}/${stamp}_privacy_notice_${version.replace(/\W/g, "_")}.sql`;
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

function registration(version: string, published: string): string {
  const rows = NOTICE_LANGUAGES.map(
    (language) => `  (${sqlText(version)}, ${sqlText(language)}, date ${sqlText(published)})`,
  );
  return `-- The privacy notice ${version} (src/content/notices/), in every language: the forms cite it from
-- now on, and the database takes the one it replaces for ${NOTICE_GRACE_DAYS} more days, for pages left open.
-- Written by the content editor when the notice's words changed.
insert into private.notice_versions (version, language, published_on) values
${rows.join(",\n")};
update private.notice_versions set superseded_at = now() where version <> ${sqlText(version)} and superseded_at is null;
`;
}

const readJson = async <T>(root: string, file: string): Promise<T> =>
  JSON.parse(await readFile(join(root, file), "utf8")) as T;

/** Whether `file` (from the project's root) is a privacy notice. */
export const isNoticeFile = (file: string) => NOTICE_LANGUAGES.some((language) => noticeFile(language) === file);

/**
 * A notice's data as the schema should check it: a version this editor has made since it started
 * is listed in the checkout's file but not in the list the running schema was made with, and
 * stands for the current one.
 */
export async function withKnownVersion(data: unknown, root: string): Promise<unknown> {
  const { version } = (data ?? {}) as { version?: unknown };
  if (typeof version !== "string" || NOTICE_VERSIONS.includes(version)) return data;
  const { versions } = await readJson<{ versions: string[] }>(root, NOTICE_VERSIONS_FILE);
  return versions.includes(version) ? { ...(data as object), version: CURRENT_NOTICE_VERSION } : data;
}

/**
 * The files a save must also write so that the notices it writes (`writes`, by file from the
 * project's root) keep words and version together: none when every notice's words are those
 * recorded for its version.
 */
export async function noticeVersionWrites(
  writes: ReadonlyMap<string, string>,
  root: string,
  now: Date,
): Promise<Map<string, string>> {
  const recorded = await readJson<NoticeWords>(root, NOTICE_WORDS_FILE);
  const notices = await Promise.all(
    NOTICE_LANGUAGES.map(async (language) => {
      const file = noticeFile(language);
      const text = await textAfterSave(root, file, writes);
      const data = parse(text) as { version: string };
      return { language, file, text, version: data.version, hash: noticeDataHash(data) };
    }),
  );
  if (notices.every(({ language, version, hash }) => recorded[version]?.[language] === hash)) return new Map();

  const registry = await readJson<{ versions: string[] }>(root, NOTICE_VERSIONS_FILE);
  const today = indiaDate(now);
  const version = nextVersion(registry.versions, today);
  const files = new Map<string, string>();
  for (const { file, text } of notices) {
    const data = parse(text) as Record<string, unknown>;
    files.set(file, await formatted(patchYaml(text, { ...data, version }), join(root, file)));
  }
  const json = async (file: string, value: unknown) =>
    files.set(file, await formatted(JSON.stringify(value), join(root, file)));
  await json(NOTICE_VERSIONS_FILE, { ...registry, versions: [...registry.versions, version] });
  await json(NOTICE_WORDS_FILE, {
    ...recorded,
    [version]: Object.fromEntries(notices.map(({ language, hash }) => [language, hash])),
  });
  files.set(await migrationFile(root, now, version), registration(version, today));
  return files;
}
