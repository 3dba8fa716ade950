// A throwaway PostgreSQL server from the machine's binaries: for tests that must prove the
// migrations on a real server, and for writing supabase/schema.sql. Listens on loopback only;
// removed on stop().
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

import { freePort } from "./free-port.ts";

export interface PostgresCluster {
  url: string;
  stop(): void;
}

const isServerBin = (bin: string) => existsSync(join(bin, "initdb")) && existsSync(join(bin, "pg_ctl"));

/**
 * The newest installed PostgreSQL bin directory (Debian's /usr/lib/postgresql/<version>/bin,
 * then initdb on the PATH, then pg_config's), or undefined.
 */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const fromConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const candidates = [
    ...versions.map((version) => join(root, version, "bin")),
    ...(env.PATH ?? "").split(delimiter).filter(Boolean),
    fromConfig.status === 0 ? fromConfig.stdout.trim() : "",
  ];
  return candidates.find((bin) => bin && isServerBin(bin));
}

/** The URL of database `name` on the cluster at `url`. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function startPostgres(bin: string | undefined): Promise<PostgresCluster> {
  if (!bin) {
    throw new Error(
      "No PostgreSQL server binaries (initdb, pg_ctl) found: install Debian's postgresql (.ci/run does).",
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "sentinel-pg-"));
  const data = join(dir, "data");
  // initdb refuses to run as root: run the server as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, command), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, command), args, { stdio: "pipe" });
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  run("pg_ctl", [
    "-D",
    data,
    "-w",
    "-l",
    join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start",
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
