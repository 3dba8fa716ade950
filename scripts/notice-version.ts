// `node scripts/notice-version.ts`: after a privacy notice's words were edited by hand, gives
// them a new version as the content editor's save does (src/editor/notice-versions.ts): the
// notices name it, the forms cite it, and a new migration registers it with the database.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

import { takeValuesOfFiles } from "#src/collections/values-files.ts";
import { noticeVersionWrites } from "#src/editor/notice-versions.ts";

const root = join(import.meta.dirname, "..");

// A notice's words are compared as the pages show them, its tokens filled.
takeValuesOfFiles();

const files = await noticeVersionWrites(new Map(), root, new Date());
if (!files.size) console.log("Every notice's words are those of its version: nothing to do.");
for (const [file, text] of files) {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
  console.log(`${file}: written`);
}
