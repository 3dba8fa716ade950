// The fake repository names its objects as git does, so Keystatic's own hashes of a tree match
// it: the same files give git's tree id, and a commit on a branch is listed against main.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { FakeRepository } from "./fake-repository.ts";

const root = mkdtempSync(join(tmpdir(), "fake-repository-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  "src/content/pages/about.yaml": "hero:\n  title: About\n",
  "src/content/pages-list.yaml": "- about\n",
  "src/content/figures.yaml": "accuracy: 99.8\n",
  "src/content/solutions/risk-assessment.yaml": "name: Risk Assessment\n",
};

describe("the fake repository", () => {
  it("gives the tree the id git gives the same files", () => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, ".."), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "core.autocrlf=false", ...args], { cwd: root, encoding: "utf8" }).trim();
    git("init", "-q");
    git("add", "src");
    const repository = FakeRepository.fromFolders(root, ["src/content"]);
    const main = repository.branches().get("main") ?? "";
    expect(repository.treeOf(main)).toBe(git("write-tree"));
  });

  it("lists a branch's commits beyond main, and refuses a commit on a head that moved", () => {
    const repository = new FakeRepository(new Map([["a.yaml", Buffer.from("a: 1\n")]]));
    const main = repository.branches().get("main") ?? "";
    repository.createBranch("content-a", main);
    const change = {
      additions: [{ path: "a.yaml", contents: Buffer.from("a: 2\n").toString("base64") }],
      deletions: [],
    };
    repository.commitOnBranch("content-a", main, change, "Update a", "Asha Rao");
    expect(repository.fileOn("content-a", "a.yaml")).toBe("a: 2\n");
    expect(repository.fileOn("main", "a.yaml")).toBe("a: 1\n");
    expect(repository.commitsBetween("main", "content-a").map((commit) => commit.message)).toEqual(["Update a"]);
    expect(() => repository.commitOnBranch("content-a", main, change, "Again", "Asha Rao")).toThrow(/Expected branch/);
  });
});
