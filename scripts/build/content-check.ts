import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { contentProblems } from "#src/lib/content-problems.ts";

/**
 * Every problem of the content files under `root`'s src/content (contentProblems): checked as a
 * build starts, so a file edited by hand with HTML or an unsafe link stops it, naming file and line.
 */
export function checkContentFiles(root: string): void {
  const files = globSync("src/content/**/*.{yaml,md}", { cwd: root }).sort();
  const problems = files.flatMap((file) => {
    const name = file.split("\\").join("/");
    return contentProblems(name, readFileSync(join(root, file), "utf8"));
  });
  if (problems.length) throw new Error(`The content cannot be published as it is:\n${problems.join("\n")}`);
}
