import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const script = join(root, "scripts/check-node.cjs");
const minimum = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { engines: { node: string } }).engines
  .node;
const work = mkdtempSync(join(tmpdir(), "check-node-"));

afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000);

/** Makes every Node started with NODE_OPTIONS="--require <it>" report itself as an older one. */
function olderNode(version: string): string {
  const preload = join(work, `node-${version}.cjs`);
  writeFileSync(
    preload,
    `Object.defineProperty(process.versions, "node", { value: "${version}" });\n` +
      `Object.defineProperty(process, "version", { value: "v${version}" });\n`,
  );
  return `--require ${preload}`;
}

// A safety net only: were the check to let the command through, npm start would serve the site
// and npm install would download every dependency.
const limit = { timeout: 120_000, killSignal: "SIGKILL" } as const;

const lines = (text: string) =>
  text.split("\n").filter((line) => line.trim() !== "" && !/Unknown user config/.test(line));

/** Node binaries on this machine's PATH older than the engines field (Debian's own Node, say). */
function olderNodesOnMachine(): string[] {
  const [major = 0, minor = 0] = minimum
    .replace(/^>=\s*/, "")
    .split(".")
    .map(Number);
  const found = spawnSync("which", ["-a", "node"], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
  return [...new Set(found)].filter((binary) => {
    const [binaryMajor = 0, binaryMinor = 0] = execFileSync(binary, ["--version"], { encoding: "utf8" })
      .replace(/^v/, "")
      .split(".")
      .map(Number);
    return binaryMajor < major || (binaryMajor === major && binaryMinor < minor);
  });
}

describe("the Node version check", { timeout: 120_000 }, () => {
  it("lets the Node running the tests through without a word", () => {
    const result = spawnSync(process.execPath, [script], { encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe("");
  });

  it("stops an older Node with one line naming the Node needed and how to get it", () => {
    for (const version of ["22.21.1", "20.20.2", "18.20.8"]) {
      const result = spawnSync(process.execPath, [script], {
        encoding: "utf8",
        env: { ...process.env, NODE_OPTIONS: olderNode(version) },
      });
      expect(result.status, version).toBe(1);
      expect(lines(result.stderr), version).toEqual([
        expect.stringMatching(
          new RegExp(`Node\\.js ${minimum.replace(/^>=\s*/, "")} or newer.*v${version}.*nodejs\\.org`),
        ),
      ]);
    }
  });

  it("runs on the older Nodes this machine has, which parse nothing newer than they know", () => {
    for (const binary of olderNodesOnMachine()) {
      const result = spawnSync(binary, [script], { encoding: "utf8" });
      expect(lines(result.stderr), binary).toEqual([expect.stringContaining("nodejs.org")]);
    }
  });

  it("stops npm start before the server, on an older Node", () => {
    const result = spawnSync("npm", ["start"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: olderNode("20.20.2"), PORT: "not-a-port" },
      ...limit,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("nodejs.org");
    expect(result.stdout + result.stderr).not.toContain("ERR_UNKNOWN_FILE_EXTENSION");
    expect(result.stdout).not.toContain("server/start.ts");
  });

  it("stops npm install before it fetches anything, on an older Node", () => {
    const project = mkdtempSync(join(work, "project-"));
    for (const file of ["package.json", "package-lock.json", ".npmrc"])
      copyFileSync(join(root, file), join(project, file));
    const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], {
      cwd: project,
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: olderNode("20.20.2") },
      ...limit,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("EBADENGINE");
    expect(result.stderr).toContain(minimum);
    expect(existsSync(join(project, "node_modules"))).toBe(false);
  });
});
