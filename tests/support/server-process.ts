// `npm start` (node server/start.ts) as its own process, for tests of what only a real
// process shows: signals, exit codes, files on disk. It serves a one-page site of its own
// (a BUILD_DIR inside the project, as the server requires), so no build is needed.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { freePort } from "#scripts/free-port.ts";

const root = join(import.meta.dirname, "..", "..");

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
}

/** A site of one page, in a BUILD_DIR of its own; `remove()` deletes it. */
export function onePageSite(): { env: { BUILD_DIR: string }; remove(): void } {
  const name = `build-test-${process.pid}-${Date.now()}`;
  const client = join(root, name, "client");
  mkdirSync(client, { recursive: true });
  writeFileSync(join(client, "index.html"), "<!doctype html><title>Sentinel AI</title><h1>Sentinel AI</h1>");
  return { env: { BUILD_DIR: name }, remove: () => rmSync(join(root, name), { recursive: true, force: true }) };
}

/** Starts `node server/start.ts` on a free loopback port and waits until it answers. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: { ...process.env, ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(base)).ok) return { base, child, exited, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not answer at ${base} within 180 s:\n${output}`);
}
