// What refers to a solution by its id: an industry's solution cards. Removing an entry that
// another still names would break the build, so the editor refuses it and names them.
import { readdir } from "node:fs/promises";
import { join } from "node:path";

import { parse } from "yaml";

import { textAfterSave } from "./text-after-save.ts";

const INDUSTRIES = "src/content/industries";

/** An entry's id and page, from its file's path. */
function entryOf(path: string): { id: string; page: string; solution: boolean } | undefined {
  const match = /^src\/content\/(solutions|industries)\/([^/]+)\.yaml$/.exec(path);
  return match?.[1] && match[2]
    ? { id: match[2], page: `/${match[1]}/${match[2]}`, solution: match[1] === "solutions" }
    : undefined;
}

/** `file`'s data once the save is written: its new text, or the file as it is. */
async function dataAfter(root: string, file: string, writes: ReadonlyMap<string, string>): Promise<unknown> {
  return parse(await textAfterSave(root, file, writes));
}

/**
 * The refusal for a save that removes `removed` (paths of solutions' and industries' files)
 * while another file still names them, or undefined when nothing does.
 */
export async function removalProblem(
  root: string,
  removed: readonly string[],
  writes: ReadonlyMap<string, string>,
): Promise<string | undefined> {
  const entries = removed.flatMap((path) => entryOf(path) ?? []);
  if (!entries.length) return undefined;
  const problems: string[] = [];
  const solutions = new Set(entries.filter((entry) => entry.solution).map((entry) => entry.id));
  const industries = (await readdir(join(root, INDUSTRIES))).filter((file) => file.endsWith(".yaml"));
  for (const file of industries) {
    const path = `${INDUSTRIES}/${file}`;
    if (removed.includes(path)) continue;
    const industry = (await dataAfter(root, path, writes)) as { name?: string; solutions?: { solution?: string }[] };
    for (const card of industry.solutions ?? [])
      if (card.solution && solutions.has(card.solution))
        problems.push(`the industry "${industry.name}" (${path}) has a card for the solution "${card.solution}"`);
  }
  return problems.length
    ? `This save removes ${entries.map((entry) => entry.page).join(", ")}, which others still name: ${problems.join("; ")}. Change those first, then remove it.`
    : undefined;
}
