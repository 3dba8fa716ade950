// The GitHub workflows are valid workflow files, as GitHub reads them (action-validator checks
// each against the workflow schema): a mistyped key fails here, not on GitHub after a merge.
import { spawnSync } from "node:child_process";
import { globSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const validator = join(root, "node_modules", ".bin", "action-validator");
const workflows = globSync(".github/workflows/*.{yml,yaml}", { cwd: root }).sort();

describe("the GitHub workflows", () => {
  it("include the tests on pull requests, the deploy on main and the content branches' previews", () => {
    expect(workflows).toEqual(
      expect.arrayContaining([
        ".github/workflows/test.yml",
        ".github/workflows/deploy.yml",
        ".github/workflows/content-pull-request.yml",
      ]),
    );
  });

  it.each(workflows)("%s is a valid workflow", (workflow) => {
    const result = spawnSync(validator, [workflow], { cwd: root, encoding: "utf8" });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  });
});
