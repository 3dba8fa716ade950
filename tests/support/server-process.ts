// `npm start` (node server/start.ts) as its own process, for tests of what only a real
// process shows: signals, exit codes, files on disk. It serves a one-page site of its own
// (a BUILD_DIR inside the project, as the server requires), stamped as a build that began now,
// so no build is needed.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { freePort } from "#scripts/free-port.ts";
import { brand } from "#shared/brand.ts";
import { buildStampPath, writeBuildStamp } from "#shared/build.ts";

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
  writeFileSync(join(client, "index.html"), `<!doctype html><title>${brand.name}</title><h1>${brand.name}</h1>`);
  writeBuildStamp(buildStampPath({ BUILD_DIR: name }), new Date());
  return { env: { BUILD_DIR: name }, remove: () => rmSync(join(root, name), { recursive: true, force: true }) };
}

/**
 * `node server/start.ts` on a free loopback port, not yet answering. With SMTP_URL and no
 * SITE_URL of the caller's, its e-mails link to itself: real mail needs SITE_URL, and a server
 * on loopback mailing a sink on loopback may use plain http.
 */
async function spawnServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const site = env.SMTP_URL && !("SITE_URL" in env) ? { SITE_URL: base } : {};
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: { ...process.env, ...site, ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { base, child, exited, output: () => output };
}

async function answers(base: string): Promise<boolean> {
  try {
    return (await fetch(base)).ok;
  } catch {
    return false;
  }
}

/** Starts `node server/start.ts` on a free loopback port and waits until it answers. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = await spawnServer(env);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    if (await answers(server.base)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.child.kill("SIGKILL");
  throw new Error(`the server did not answer at ${server.base} within 180 s:\n${server.output()}`);
}

/**
 * Runs `node server/start.ts` for a start that should fail: resolves with its exit code and
 * output once it has exited. One that starts serving instead is stopped and reported.
 */
export async function failedStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const server = await spawnServer(env);
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (!ended) {
    if (await answers(server.base)) {
      server.child.kill("SIGTERM");
      await server.exited;
      throw new Error(`the server started at ${server.base}:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { code: await server.exited, output: server.output() };
}
