// A git repository in memory, as GitHub holds one for team mode's editor: blobs, trees and commits
// named by git's own object ids (so Keystatic's trees, which it hashes itself, match), branches,
// and commits made from a set of file changes, as GitHub's createCommitOnBranch makes them.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

import { brand } from "#shared/brand.ts";

interface TreeItem {
  name: string;
  mode: "100644" | "40000";
  sha: string;
}
type GitObject =
  | { type: "blob"; data: Buffer }
  | { type: "tree"; items: TreeItem[] }
  | { type: "commit"; tree: string; parents: string[]; message: string; author: string };

/** An entry of GitHub's tree API. */
export interface TreeEntry {
  path: string;
  mode: string;
  type: "blob" | "tree";
  sha: string;
  size?: number;
}

export interface Commit {
  sha: string;
  message: string;
  author: string;
  parents: string[];
}

/** Refused as GitHub refuses it: its GraphQL error `type`. */
export class RepositoryError extends Error {
  readonly type: string;
  constructor(type: string, message: string) {
    super(message);
    this.type = type;
  }
}

/** A path and its contents, as createCommitOnBranch's additions give them (base64). */
export interface FileAddition {
  path: string;
  contents: string;
}

function hash(type: string, body: Buffer): string {
  return createHash("sha1")
    .update(Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]))
    .digest("hex");
}

/** Git orders a tree's entries by name, a folder's name as if it ended in a slash. */
const sortKey = (item: TreeItem) => (item.mode === "40000" ? `${item.name}/` : item.name);

export class FakeRepository {
  readonly #objects = new Map<string, GitObject>();
  /** Branch name → its head commit. */
  readonly #branches = new Map<string, string>();
  #clock = Date.UTC(2026, 11, 7) / 1000;
  readonly defaultBranch: string;

  constructor(files: ReadonlyMap<string, Buffer>, defaultBranch = "main") {
    this.defaultBranch = defaultBranch;
    const tree = this.#writeTree(files);
    this.#branches.set(defaultBranch, this.#writeCommit(tree, [], "The site's content", brand.name));
  }

  /** A repository whose default branch holds the files under `dirs` of `root`, at their paths. */
  static fromFolders(root: string, dirs: readonly string[]): FakeRepository {
    const files = new Map<string, Buffer>();
    for (const dir of dirs) {
      for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        files.set(relative(root, path).split("\\").join("/"), readFileSync(path));
      }
    }
    return new FakeRepository(files);
  }

  #store(object: GitObject, body: Buffer): string {
    const sha = hash(object.type, body);
    this.#objects.set(sha, object);
    return sha;
  }

  #writeTree(files: ReadonlyMap<string, Buffer>): string {
    const here = new Map<string, Buffer>();
    const below = new Map<string, Map<string, Buffer>>();
    for (const [path, data] of files) {
      const [first = "", ...rest] = path.split("/");
      if (!rest.length) here.set(first, data);
      else {
        const folder = below.get(first) ?? new Map<string, Buffer>();
        folder.set(rest.join("/"), data);
        below.set(first, folder);
      }
    }
    const items: TreeItem[] = [
      ...[...here].map(([name, data]): TreeItem => ({
        name,
        mode: "100644",
        sha: this.#store({ type: "blob", data }, data),
      })),
      ...[...below].map(([name, folder]): TreeItem => ({ name, mode: "40000", sha: this.#writeTree(folder) })),
    ].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
    const body = Buffer.concat(
      items.map((item) => Buffer.concat([Buffer.from(`${item.mode} ${item.name}\0`), Buffer.from(item.sha, "hex")])),
    );
    return this.#store({ type: "tree", items }, body);
  }

  #writeCommit(tree: string, parents: string[], message: string, author: string): string {
    this.#clock += 60;
    const who = `${author} <${author.toLowerCase().replaceAll(" ", ".")}@example.com> ${this.#clock} +0000`;
    const body = Buffer.from(
      [
        `tree ${tree}`,
        ...parents.map((parent) => `parent ${parent}`),
        `author ${who}`,
        `committer ${who}`,
        "",
        message,
        "",
      ].join("\n"),
    );
    return this.#store({ type: "commit", tree, parents, message, author }, body);
  }

  #object<T extends GitObject["type"]>(sha: string, type: T): Extract<GitObject, { type: T }> | undefined {
    const object = this.#objects.get(sha);
    return object?.type === type ? (object as Extract<GitObject, { type: T }>) : undefined;
  }

  /** Every file of a commit's tree (or a tree's), by path, with its blob. */
  #files(sha: string, prefix = ""): Map<string, string> {
    const tree = this.#object(sha, "commit")?.tree ?? sha;
    const files = new Map<string, string>();
    for (const item of this.#object(tree, "tree")?.items ?? []) {
      if (item.mode === "40000")
        for (const [path, blob] of this.#files(item.sha, `${prefix}${item.name}/`)) files.set(path, blob);
      else files.set(`${prefix}${item.name}`, item.sha);
    }
    return files;
  }

  branches(): Map<string, string> {
    return new Map(this.#branches);
  }

  commit(sha: string): Commit | undefined {
    const commit = this.#object(sha, "commit");
    return commit && { sha, message: commit.message, author: commit.author, parents: commit.parents };
  }

  treeOf(commitSha: string): string | undefined {
    return this.#object(commitSha, "commit")?.tree;
  }

  blob(sha: string): Buffer | undefined {
    return this.#object(sha, "blob")?.data;
  }

  /** A tree's entries, every level below it with `recursive`, as GitHub's tree API lists them. */
  tree(sha: string, recursive: boolean, prefix = ""): TreeEntry[] | undefined {
    const tree = this.#object(sha, "tree");
    if (!tree) return undefined;
    return tree.items.flatMap((item): TreeEntry[] => {
      const path = `${prefix}${item.name}`;
      if (item.mode !== "40000") {
        return [{ path, mode: item.mode, type: "blob", sha: item.sha, size: this.blob(item.sha)?.length ?? 0 }];
      }
      const entry: TreeEntry = { path, mode: "040000", type: "tree", sha: item.sha };
      return recursive ? [entry, ...(this.tree(item.sha, true, `${path}/`) ?? [])] : [entry];
    });
  }

  /** A file's text on a branch, or undefined. */
  fileOn(branch: string, path: string): string | undefined {
    const head = this.#branches.get(branch);
    return head && this.fileAt(head, path)?.toString("utf8");
  }

  /** A file's bytes at a commit, or undefined. */
  fileAt(commitSha: string, path: string): Buffer | undefined {
    const blob = this.#files(commitSha).get(path);
    return blob ? this.blob(blob) : undefined;
  }

  createBranch(name: string, oid: string): void {
    if (this.#branches.has(name))
      throw new RepositoryError("UNPROCESSABLE", `A ref named "${name}" already exists in the repository.`);
    if (!this.commit(oid)) throw new RepositoryError("NOT_FOUND", `Could not resolve to a commit with the oid ${oid}.`);
    this.#branches.set(name, oid);
  }

  /** A commit on `branch` with the changes, when its head is still `expectedHead`; the new head. */
  commitOnBranch(
    branch: string,
    expectedHead: string,
    changes: { additions: readonly FileAddition[]; deletions: readonly { path: string }[] },
    message: string,
    author: string,
  ): string {
    const head = this.#branches.get(branch);
    if (!head) throw new RepositoryError("NOT_FOUND", `Could not resolve to a branch named "${branch}".`);
    if (head !== expectedHead) {
      throw new RepositoryError("STALE_DATA", `Expected branch to point to "${expectedHead}" but it did not.`);
    }
    const files = new Map<string, Buffer>();
    for (const [path, blob] of this.#files(head)) files.set(path, this.blob(blob) ?? Buffer.alloc(0));
    for (const { path } of changes.deletions) files.delete(path);
    for (const { path, contents } of changes.additions) files.set(path, Buffer.from(contents, "base64"));
    const commit = this.#writeCommit(this.#writeTree(files), [head], message, author);
    this.#branches.set(branch, commit);
    return commit;
  }

  /** The commits on `head` that `base` has not, oldest first, as GitHub's compare lists them. */
  commitsBetween(base: string, head: string): Commit[] {
    const reachable = (start: string | undefined) => {
      const seen: string[] = [];
      const queue = start ? [start] : [];
      for (let sha = queue.shift(); sha; sha = queue.shift()) {
        if (seen.includes(sha)) continue;
        seen.push(sha);
        queue.push(...(this.commit(sha)?.parents ?? []));
      }
      return seen;
    };
    const known = new Set(reachable(this.#branches.get(base)));
    return reachable(this.#branches.get(head))
      .filter((sha) => !known.has(sha))
      .reverse()
      .flatMap((sha) => this.commit(sha) ?? []);
  }
}
