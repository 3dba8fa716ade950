// docs/deploy.md is the setup no command can do, then `npm run deploy`: short enough to follow.
// What the deploy does stays in the command, not in shell copied from the page.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const doc = readFileSync(join(import.meta.dirname, "..", "..", "docs", "deploy.md"), "utf8");
const MAX_LINES = 300;

describe("docs/deploy.md", () => {
  it(`is at most ${MAX_LINES} lines`, () => {
    expect(doc.trimEnd().split("\n").length).toBeLessThanOrEqual(MAX_LINES);
  });

  it("leads to npm run deploy, and says how the mail is delivered, by the platform or a machine", () => {
    expect(doc).toContain("## 2. `npm run deploy`");
    expect(doc).toMatch(/## 3\. Delivery\n[^#]*`npm run deploy -- delivery`[^#]*`npm run worker`/);
  });
});
