// Writes every file the content editor edits in the form a save writes it (src/editor/save.ts),
// so that a marketer's save changes the edited lines only. A file edited by hand may need it:
// src/editor/written-form.test.ts names the files that do.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { fileKinds } from "#src/editor/file-kinds.ts";
import { writtenForm } from "#src/editor/save.ts";

const root = join(import.meta.dirname, "..");

for (const kind of fileKinds(root)) {
  const path = join(root, kind.file);
  const text = await readFile(path, "utf8");
  const written = await writtenForm(kind, text, root);
  if (written !== text) {
    await writeFile(path, written);
    console.log(`${kind.file}: rewritten`);
  }
}
