// A content file edited by hand with HTML or an unsafe link stops `npm run build`, naming it.
import { execFile } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { copyOfProject } from "#tests/support/project-copy.ts";

let root = "";

beforeAll(() => {
  root = copyOfProject("sentinel-content-check-");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `npm run build` in the copy, as a person runs it: its output when it fails. */
async function buildFailure(): Promise<string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
  try {
    await promisify(execFile)("npm", ["run", "build"], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `${stdout}\n${stderr}`;
  }
  return "built";
}

const lineOf = (text: string, part: string) => text.slice(0, text.indexOf(part)).split("\n").length;

describe("npm run build", () => {
  it("fails on a privacy policy carrying raw HTML and a javascript: link, naming the file and each line", async () => {
    const file = "src/content/legal/privacy.md";
    const policy = readFileSync(join(root, file), "utf8").replace(
      /\n## /,
      '\n<meta http-equiv="refresh" content="0;url=https://evil.example">\n\nWrite to [us](javascript:alert(document.domain)).\n\n## ',
    );
    writeFileSync(join(root, file), policy);
    const output = await buildFailure();
    expect(output).toContain(
      `${file}:${lineOf(policy, "<meta")}: raw HTML (<meta …>) is not allowed: write Markdown`,
    );
    expect(output).toContain(
      `${file}:${lineOf(policy, "Write to")}: the link "javascript:alert(document.domain)" opens javascript:, which is not allowed`,
    );
  }, 240_000);
});
