// A content file edited by hand with HTML or an unsafe link stops `npm run build`, naming it.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildOutcome, copyOfProject } from "#tests/support/project-copy.ts";

let root = "";

beforeAll(() => {
  root = copyOfProject("sentinel-content-check-");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const lineOf = (text: string, part: string) => text.slice(0, text.indexOf(part)).split("\n").length;

describe("npm run build", () => {
  it("fails on a privacy policy carrying raw HTML and a javascript: link, naming the file and each line", async () => {
    const file = "src/content/legal/privacy.md";
    const policy = readFileSync(join(root, file), "utf8").replace(
      /\n## /,
      '\n<meta http-equiv="refresh" content="0;url=https://evil.example">\n\nWrite to [us](javascript:alert(document.domain)).\n\n## ',
    );
    writeFileSync(join(root, file), policy);
    const output = await buildOutcome(root);
    expect(output).toContain(
      `${file}:${lineOf(policy, "<meta")}: raw HTML (<meta …>) is not allowed: write Markdown`,
    );
    expect(output).toContain(
      `${file}:${lineOf(policy, "Write to")}: the link "javascript:alert(document.domain)" opens javascript:, which is not allowed`,
    );
  }, 240_000);
});
