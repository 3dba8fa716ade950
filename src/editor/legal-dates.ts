// A legal page's "Last updated" follows its words: a save that changes the title, description
// or text of the terms or the privacy policy dates it today (in India). The privacy policy
// also lists its versions with what each changed (src/content/legal/privacy-versions.yaml),
// which only a person can say: the save waits until the list has today's entry.
import { join } from "node:path";

import { parse } from "yaml";

import { frontmatterOf } from "#src/lib/frontmatter.ts";

import { formatted } from "./formatted.ts";
import { indiaDate } from "./india-date.ts";
import { SaveRefused } from "./save-refused.ts";
import { patchYaml } from "./yaml-patch.ts";
import { textAfterSave } from "./text-after-save.ts";

const PRIVACY = "src/content/legal/privacy.md";
const TERMS = "src/content/legal/terms.md";
const PRIVACY_VERSIONS = "src/content/legal/privacy-versions.yaml";

function parts(text: string) {
  const { frontmatter, body } = frontmatterOf(text);
  return { frontmatter, body, data: (parse(frontmatter) ?? {}) as Record<string, unknown> };
}

/** What a reader reads of a page: its title, description and text, not its date or how the date is written. */
const wordsOf = ({ data, body }: ReturnType<typeof parts>) =>
  JSON.stringify([data.title, data.description, body.trim()]);

/** The date of the version history's last entry, as its file will be after the save. */
async function lastVersionDate(writes: ReadonlyMap<string, string>, root: string): Promise<string> {
  const text = await textAfterSave(root, PRIVACY_VERSIONS, writes);
  const { versions } = parse(text) as { versions: { date: unknown }[] };
  return String(versions.at(-1)?.date ?? "");
}

/** The legal pages of `writes` whose words changed from `originals`, dated today; refused for a policy without today's history entry. */
export async function legalDateWrites(
  writes: ReadonlyMap<string, string>,
  originals: ReadonlyMap<string, string>,
  root: string,
  now: Date,
): Promise<Map<string, string>> {
  const dated = new Map<string, string>();
  const today = indiaDate(now);
  for (const file of [PRIVACY, TERMS]) {
    const text = writes.get(file);
    const original = originals.get(file);
    if (text === undefined || original === undefined) continue;
    const after = parts(text);
    if (wordsOf(after) === wordsOf(parts(original))) continue;
    if (file === PRIVACY && (await lastVersionDate(writes, root)) !== today) {
      throw new SaveRefused(
        422,
        `Privacy policy: its words changed, so its version history needs an entry dated ${today} saying what changed. ` +
          `Add it under "Privacy policy: version history" and save that, then save the policy again.`,
      );
    }
    const frontmatter = patchYaml(after.frontmatter, { ...after.data, updated: today });
    dated.set(file, await formatted(`---\n${frontmatter}---\n${after.body}`, join(root, file)));
  }
  return dated;
}
