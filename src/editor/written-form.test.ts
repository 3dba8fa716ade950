import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { fileKinds } from "./file-kinds.ts";
import { writtenForm } from "./save.ts";

const root = join(import.meta.dirname, "..", "..");

describe("the content files", () => {
  it("are in the form the editor writes, so a save changes the edited lines only", async () => {
    const unlike: string[] = [];
    for (const kind of fileKinds(root)) {
      const text = readFileSync(join(root, kind.file), "utf8");
      if ((await writtenForm(kind, text, root)) !== text) unlike.push(kind.file);
    }
    // `node scripts/normalise-content.ts` rewrites them; their data stays the same.
    expect(unlike).toEqual([]);
    // Prettier formats some forty files: seconds on a busy machine.
  }, 60_000);
});
