// A checkout of the project in a folder of its own, its files committed to a git repository
// there, with `npm run edit` serving the content editor over it: what the marketing team
// runs, changed as they change it, while the project's own files stay as they are.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { freePort } from "#scripts/free-port.ts";

import { copyOfProject, git } from "./project-copy.ts";

export interface EditorCheckout {
  dir: string;
  /** Where the editor's server answers: the editor at /keystatic, the pages at their paths. */
  base: string;
  read(path: string): string;
  /** `git diff` of the checkout since it was made, for `paths`. */
  diff(...paths: string[]): string;
  /** Builds the checkout's site as `npm run build` does; resolves to its pages' folder. */
  build(): string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once("exit", () => resolve()),
  );

/** Signals `npm run edit` and the server it started: the process group it leads, if any of it runs. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/**
 * A checkout with its editor running; resolves once the editor answers. `prepare` adds files
 * to the checkout before the editor starts, and returns settings for its environment.
 */
export async function startEditorCheckout(
  prepare: (dir: string) => NodeJS.ProcessEnv = () => ({}),
): Promise<EditorCheckout> {
  const dir = copyOfProject("sentinel-editor-");
  const env = prepare(dir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["scripts/edit.ts"], {
    cwd: dir,
    // Started from a unit test, Astro's dev server would serve no page: it leaves them to Vitest.
    env: { ...process.env, VITEST: undefined, ...env, EDITOR_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (!(await answers(`${base}/keystatic`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      signalGroup(child, "SIGKILL");
      await exited(child);
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`npm run edit did not answer:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    dir,
    base,
    read: (path) => readFileSync(join(dir, path), "utf8"),
    diff: (...paths) => git(dir, "diff", "--no-color", "-U0", "--", ...paths),
    build() {
      execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "pipe" });
      return join(dir, "build", "client");
    },
    async stop() {
      if (child.exitCode === null) signalGroup(child, "SIGTERM");
      await exited(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
