// The rules that hold across content files, checked as the editor saves, on the content as it
// will be once the save is written: one value per claim, links to pages that exist, a title of
// its own for each page. A breach names the place and what to do in plain words, so the team
// meets it in the editor rather than in a failed build. A figure's source is checked as the
// values are taken (save.ts, contentValues).

import { contradictions, isClaimFile, typedFigures } from "#src/content/rules/figure-claims.ts";
import { repeatedValues } from "#src/content/rules/repeated-values.ts";
import { linksToNoPage, pagesOfSite } from "#src/lib/site-links.ts";
import { contentValuesInUse } from "#src/content/values.ts";
import { fillSiteValues } from "#shared/site-values.ts";

import { fileData } from "./file-data.ts";
import { fileKinds } from "./file-kinds.ts";
import { type EditorKind, isEntryFile, kindOfFile } from "./editor-kinds.ts";
import { SaveRefused } from "./save-refused.ts";
import { textAfterSave } from "./text-after-save.ts";

type Path = readonly (string | number)[];

/** A text of a file, where it is. */
interface Text {
  kind: EditorKind;
  path: Path;
  text: string;
}

function* textsIn(kind: EditorKind, data: unknown, path: Path = []): Generator<Text> {
  if (typeof data === "string") yield { kind, path, text: data };
  else if (data && typeof data === "object")
    for (const [key, value] of Object.entries(data))
      yield* textsIn(kind, value, [...path, Array.isArray(data) ? Number(key) : key]);
}

const KEY_WORDS: Readonly<Record<string, string>> = { seo: "search", cta: "button", url: "URL" };

/** "demoBanner" as "demo banner". */
const inWords = (step: string | number) =>
  KEY_WORDS[step] ??
  String(step)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();

/**
 * A text's place as the team reads it: "Testimonials, item 3 (quote)", "Home page, demo banner,
 * bullets 2 (link)", "About page (search title)". A list's position counts from 1; the root
 * list of a file is its items.
 */
export function placeInWords({ kind, path }: Pick<Text, "kind" | "path">): string {
  // An entry of a folder (a solution, an industry) is named by its file, its page's address.
  const label = isEntryFile(kind.file) ? `${kind.label}, ${entryId(kind)}` : kind.label;
  const named = path.map((step, index) => {
    if (typeof step !== "number") return inWords(step);
    return `${index === 1 ? "item" : inWords(path[index - 1] ?? "")} ${step + 1}`;
  });
  // A key followed by its position is named with it.
  const steps = named.filter((_, index) => typeof path[index + 1] !== "number");
  const field = steps.pop() ?? "";
  // A section named by a key alone reads with its field: "search title".
  const last = path.length - 2;
  const section = last >= 0 && typeof path[last] === "string" && typeof path.at(-1) === "string" ? steps.pop() : "";
  const where = [label, ...steps].join(", ");
  return `${where} (${section ? `${section} ${field}` : field})`;
}

/** An entry's id: its file's name. */
const entryId = (kind: EditorKind) => kind.file.slice(kind.file.lastIndexOf("/") + 1, -".yaml".length);

/** Every content file's texts as the save leaves them: its files written, `gone` removed, the others from disk. */
async function textsAfter(writes: ReadonlyMap<string, string>, root: string, gone: readonly string[]): Promise<Text[]> {
  const kinds = fileKinds(root).filter(({ file }) => !gone.includes(file) && !writes.has(file));
  // The saved files last: a title repeated is named at the file being saved.
  const written = [...writes.keys()].flatMap((file) => kindOfFile(file) ?? []);
  const files = await Promise.all(
    [...kinds, ...written].map(async (kind) => {
      const text = await textAfterSave(root, kind.file, writes);
      return [...textsIn(kind, fileData(kind, text))];
    }),
  );
  return files.flat();
}

function claimProblem(texts: readonly Text[]): string | undefined {
  const { figures, tokens } = contentValuesInUse();
  const claims = texts.filter(({ kind }) => isClaimFile(kind.file.replace(/^src\/content\//, "")));
  for (const text of claims) {
    const [typed] = typedFigures(text.text, figures);
    if (typed) {
      const { label } = figures[typed.figure] ?? { label: typed.figure };
      return `${placeInWords(text)}: "${typed.typed}" is the figure "${label}": write {{figure.${typed.figure}}} so it follows the figure.`;
    }
  }
  for (const text of claims) {
    const [stated] = contradictions(fillSiteValues(text.text, tokens), figures);
    const figure = stated && figures[stated.figure];
    if (stated && figure)
      return `${placeInWords(text)}: "${stated.sentence}" gives ${stated.stated.join(", ")} for "${figure.label}", which is ${figure.value}: write {{figure.${stated.figure}}} so it says the figure.`;
  }
  return undefined;
}

/** The slugs of the solutions' and industries' pages, as the save leaves them: their files' names. */
function catalogueSlugs(texts: readonly Text[]): Record<string, string[]> {
  const slugs: Record<string, Set<string>> = { solutions: new Set(), industries: new Set() };
  for (const { kind } of texts) if (isEntryFile(kind.file)) slugs[kind.key]?.add(entryId(kind));
  return Object.fromEntries(Object.entries(slugs).map(([folder, ids]) => [folder, [...ids]]));
}

function linkProblem(texts: readonly Text[], root: string): string | undefined {
  const pages = pagesOfSite(root, catalogueSlugs(texts));
  const links = texts.filter(({ path }) => ["path", "link"].includes(String(path.at(-1))));
  const broken = links.find(({ text }) => linksToNoPage([text], pages).length);
  return broken && `${placeInWords(broken)}: ${broken.text} does not exist: pick a page of the site.`;
}

function searchEntryProblem(texts: readonly Text[]): string | undefined {
  const { tokens } = contentValuesInUse();
  for (const field of ["title", "description"]) {
    const entries = texts.filter(({ path }) => path.at(-2) === "seo" && path.at(-1) === field);
    const [repeat] = repeatedValues(entries, ({ text }) => fillSiteValues(text, tokens));
    if (repeat)
      return `${placeInWords(repeat.again)} is the same as ${placeInWords(repeat.first)}: each page needs a search ${field} of its own.`;
  }
  return undefined;
}

/** Refuses a save that would leave the content breaking a rule across files, naming the place and what to do. */
export async function checkCrossFileRules(
  writes: ReadonlyMap<string, string>,
  root: string,
  gone: readonly string[] = [],
): Promise<void> {
  const texts = await textsAfter(writes, root, gone);
  const problem = claimProblem(texts) ?? linkProblem(texts, root) ?? searchEntryProblem(texts);
  if (problem) throw new SaveRefused(422, problem);
}
