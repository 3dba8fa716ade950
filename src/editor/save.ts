// The local editor's save: each file the editor sends is written into the file as it is
// (yaml-patch.ts), formatted as the repository formats it, read back as the build reads it and
// checked with the build's schema. A file the build would refuse is not written, and the
// editor shows the build's message; nothing is written unless every file passes.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

import { parse } from "yaml";

import { contentValues, setContentValues } from "#src/content/values.ts";
import { contentProblems } from "#src/lib/content-problems.ts";
import type { FieldProblem } from "#src/content/issue-text.ts";

import { checkCrossFileRules } from "./cross-file-rules.ts";
import { fileData, readAsBuild, splitMarkdown } from "./file-data.ts";
import { formatted } from "./formatted.ts";
import { removalProblem } from "./entry-references.ts";
import { fileKinds } from "./file-kinds.ts";
import { editorKinds, type EditorKind, isEntryFile, kindOfFile } from "./editor-kinds.ts";
import { legalDateWrites } from "./legal-dates.ts";
import { isNoticeFile, noticeVersionWrites, withKnownVersion } from "./notice-versions.ts";
import { SaveRefused } from "./save-refused.ts";
import { checkedPicture, checkPicturesExist, isPictureFile } from "./uploaded-pictures.ts";
import { patchYaml } from "./yaml-patch.ts";
import { textAfterSave } from "./text-after-save.ts";

export { SaveRefused };

/** A picture of at most 8 MB as the editor sends it (base64), and the files beside it; far below what would strain the server. */
export const MAX_SAVE_BYTES = 12 * 1024 * 1024;

function parseSent(text: string, file: string): unknown {
  try {
    return parse(text);
  } catch (error) {
    throw new SaveRefused(400, `${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * `text` as the editor writes its file: what a save of unchanged data writes. A file already in
 * this form changes, on a save, in the edited lines only (scripts/normalise-content.ts).
 */
export async function writtenForm(kind: EditorKind, text: string, root: string): Promise<string> {
  if (!kind.body) return formatted(patchYaml(text, parse(text)), join(root, kind.file));
  const { frontmatter, body } = splitMarkdown(text, kind.file);
  return formatted(`---\n${patchYaml(frontmatter, parse(frontmatter))}---\n${body}`, join(root, kind.file));
}

/**
 * The text to write for `sent`, what the editor sent for `kind`'s file, given the file's text:
 * refused, naming the kind and the field, when the build would refuse it.
 */
export async function fileToWrite(kind: EditorKind, original: string, sent: string, root: string): Promise<string> {
  const path = join(root, kind.file);
  let text: string;
  let data: unknown;
  if (kind.body) {
    const before = splitMarkdown(original, kind.file);
    const after = splitMarkdown(sent, kind.file);
    const frontmatter = patchYaml(before.frontmatter, parseSent(after.frontmatter, kind.file));
    text = await formatted(`---\n${frontmatter}---\n${after.body}`, path);
    const written = splitMarkdown(text, kind.file);
    const problem = kind.body(written.body);
    if (problem) refuse(kind, [{ path: ["body"], message: problem }], undefined);
    data = readAsBuild(written.frontmatter, kind);
  } else {
    text = await formatted(patchYaml(original, parseSent(sent, kind.file)), path);
    data = readAsBuild(text, kind);
  }
  // Before the schema, which refuses HTML in copy too but names no line.
  const [unsafe] = contentProblems(kind.file, text);
  if (unsafe) throw new SaveRefused(422, `${kind.label}: ${unsafe}`);
  const problems = kind.check(isNoticeFile(kind.file) ? await withKnownVersion(data, root) : data);
  if (problems.length) refuse(kind, problems, data);
  return text;
}

/** `problems` in one line, each at its place in the file. */
const listed = (problems: readonly FieldProblem[]) =>
  problems.map(({ path, message }) => (path.length ? `${path.join(".")}: ${message}` : message)).join(" ");

/** Refuses a save of `kind`'s `data` for `problems`, each field's place and message in the refusal. */
function refuse(kind: EditorKind, problems: FieldProblem[], data: unknown): never {
  throw new SaveRefused(422, `${kind.label}: ${listed(problems)}`, { kind: kind.key, problems, data });
}

/** The files the values copy names come from, which a save checks every file's tokens and figure ids against. */
const VALUE_FILES = {
  figures: "src/content/figures.yaml",
  sources: "src/content/sources.yaml",
  site: "src/content/site.yaml",
} as const;

const isValueFile = (file: string) => Object.values<string>(VALUE_FILES).includes(file);

/**
 * Puts in use the values as they will be once `writes` are written: a save that changes a
 * figure is checked, and every other file of it, against the new table.
 */
async function takeValuesAfter(writes: ReadonlyMap<string, string>, root: string): Promise<void> {
  const data = async (file: string) => parseSent(await textAfterSave(root, file, writes), file);
  try {
    setContentValues(
      contentValues({
        figures: await data(VALUE_FILES.figures),
        sources: await data(VALUE_FILES.sources),
        site: await data(VALUE_FILES.site),
      }),
    );
  } catch (error) {
    if (error instanceof SaveRefused) throw error;
    throw new SaveRefused(422, error instanceof Error ? error.message : String(error));
  }
}

/**
 * Refuses a save of the figures or sources that a file it leaves as it is would no longer pass:
 * a figure removed or renamed while a page still names it, naming the file and the field.
 */
async function checkFilesNamingValues(writes: ReadonlyMap<string, string>, root: string): Promise<void> {
  for (const kind of fileKinds(root)) {
    if (writes.has(kind.file) || isValueFile(kind.file)) continue;
    const data = fileData(kind, await readFile(join(root, kind.file), "utf8"));
    const problems = kind.check(isNoticeFile(kind.file) ? await withKnownVersion(data, root) : data);
    if (problems.length)
      throw new SaveRefused(422, `${kind.label} (${kind.file}) would no longer build: ${listed(problems)}`);
  }
}

/** The entries' files an update removes: a solution or an industry deleted, or renamed (removed, then added under its new name). */
function removedEntries(update: Update): string[] {
  return update.deletions.map(({ path }) => {
    if (!isEntryFile(path) && !isPictureFile(path))
      throw new SaveRefused(
        400,
        "The editor deletes a solution's or an industry's file, or a picture it replaces, only",
      );
    return path;
  });
}

interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

function isUpdate(value: unknown): value is Update {
  const update = value as Update;
  return (
    Array.isArray(update?.additions) &&
    Array.isArray(update.deletions) &&
    update.additions.every((item) => typeof item?.path === "string" && typeof item.contents === "string") &&
    update.deletions.every((item) => typeof item?.path === "string")
  );
}

const decodeBase64Url = (text: string) => Buffer.from(text, "base64url").toString("utf8");

/**
 * Checks every file of an update from the editor, then writes them all; throws SaveRefused,
 * writing nothing. Changed words carry their date with them: a privacy notice gets a new
 * version, registered with the database by a new migration, and a legal page today's `updated`
 * (`now`, in India).
 */
export async function saveUpdate(body: string, root: string, { now = new Date() } = {}): Promise<string[]> {
  let update: unknown;
  try {
    update = JSON.parse(body);
  } catch {
    throw new SaveRefused(400, "The editor's request was not JSON");
  }
  if (!isUpdate(update)) throw new SaveRefused(400, "The editor's request lists no files");
  const removed = removedEntries(update);
  const writes = new Map<string, string>();
  const originals = new Map<string, string>();
  const sent = new Map<string, { kind: EditorKind; text: string }>();
  const pictures = new Map<string, Buffer>();
  for (const addition of update.additions) {
    if (isPictureFile(addition.path)) {
      pictures.set(addition.path, await checkedPicture(addition.path, Buffer.from(addition.contents, "base64url")));
      continue;
    }
    const kind = kindOfFile(addition.path);
    if (!kind)
      throw new SaveRefused(400, `${addition.path} is not a file the editor writes: ${editorKinds.length} files are`);
    sent.set(kind.file, { kind, text: decodeBase64Url(addition.contents) });
  }
  const check = async ([file, { kind, text }]: [string, { kind: EditorKind; text: string }]) => {
    // A new solution or industry is a new file.
    const original = await readFile(join(root, file), "utf8").catch((error: unknown) => {
      if (!isEntryFile(file)) throw error;
      return "";
    });
    originals.set(file, original);
    writes.set(file, await fileToWrite(kind, original, text, root));
  };
  // The figures and sources first: their schemas name no figure, and every other file is checked against them.
  for (const entry of [...sent].filter(([file]) => isValueFile(file))) await check(entry);
  await takeValuesAfter(writes, root);
  for (const entry of [...sent].filter(([file]) => !isValueFile(file))) await check(entry);
  if ([...writes.keys()].some(isValueFile)) await checkFilesNamingValues(writes, root);
  await checkPicturesExist(root, writes, new Set(pictures.keys()));
  const gone = removed.filter((file) => !writes.has(file) && !pictures.has(file));
  const problem = await removalProblem(root, gone, writes);
  if (problem) throw new SaveRefused(422, problem);
  await checkCrossFileRules(writes, root, gone);
  for (const [file, text] of await legalDateWrites(writes, originals, root, now)) writes.set(file, text);
  for (const [file, text] of await noticeVersionWrites(writes, root, now)) writes.set(file, text);
  for (const [file, data] of pictures) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), data);
  }
  for (const [file, text] of writes) await writeFile(join(root, file), text);
  for (const file of gone) await rm(join(root, file));
  return [...writes.keys()].map((file) => join(root, file));
}
