// The real server in its own process, on a free loopback port with a throwaway data dir:
// what the benchmarks measure against.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { freePort } from "./free-port.ts";

const root = join(import.meta.dirname, "..");

export interface LocalServer {
  base: string;
  dataDir: string;
  process: ChildProcess;
  /** Stops the server and removes its data dir. */
  stop: () => Promise<void>;
}

async function waitUntilAnswering(server: ChildProcess, base: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${base} within 60 s`);
}

/** `prepare` may set up the data dir (a database to start from) before the server opens it. */
export async function startLocalServer(
  env: NodeJS.ProcessEnv = process.env,
  { prepare }: { prepare?: (dataDir: string) => Promise<void> } = {},
): Promise<LocalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "sentinel-bench-"));
  try {
    await prepare?.(dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: { ...env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null && server.pid !== undefined) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(server.pid, "SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(server, base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, process: server, stop };
}
