import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** `file`'s text once a save is written: the text the save writes, or the file as it is. */
export async function textAfterSave(root: string, file: string, writes: ReadonlyMap<string, string>): Promise<string> {
  return writes.get(file) ?? (await readFile(join(root, file), "utf8"));
}
