// One process per DATA_DIR (docs/decisions/016): PGlite is PostgreSQL for one process, and
// nothing coordinates two on the same files, so each would overwrite what the other wrote.
//
// The lock is the directory DATA_DIR/lock, made by proper-lockfile: mkdir is atomic, on a
// network disk too, and the holder keeps refreshing the directory's mtime. Another process
// takes the lock over only once it has gone unrefreshed for the stale period. Nothing here
// compares pids or boot ids: a server in another PID namespace (a container beside this one)
// sees other pids, or itself as pid 1, and every machine mounting a network disk has its own
// boot id, so either would declare a live holder dead.
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";

import { lockSync } from "proper-lockfile";

export const LOCK_DIR = "lock";
/** Inside the lock directory, so that it goes with the lock and never outlives it. */
export const HOLDER_FILE = "holder.json";

/**
 * A killed server's folder is taken over within this time. Every process sharing a folder
 * must use the same value, or one would take a lock its holder still refreshes; so the
 * environment variable DATA_DIR_LOCK_STALE_MS is for tests only, to wait seconds instead.
 */
const STALE_MS = 30_000;

function staleMs(): number {
  const value = Number(process.env.DATA_DIR_LOCK_STALE_MS);
  return Number.isInteger(value) && value > 0 ? value : STALE_MS;
}

/** Who holds a DATA_DIR, as the holder wrote it: for people to read, never to judge the lock by. */
export interface LockHolder {
  pid: number;
  command: string;
  /** The holder's host name: in a container, which container; its pid is that container's. */
  host?: string;
}

export class DataDirInUse extends Error {
  /** Undefined while the holder has not written its name yet, or wrote it unreadably. */
  readonly holder: LockHolder | undefined;
  constructor(dataDir: string, holder: LockHolder | undefined, note = "") {
    const who = holder ? `process ${holder.pid} (${holder.command})` : "another process";
    super(`${dataDir} is in use by ${who}: stop it first, or give this one its own DATA_DIR${note}`);
    this.name = "DataDirInUse";
    this.holder = holder;
  }
}

export interface DataDirLock {
  /** Removes the lock, if this process still holds it; safe to call more than once. */
  release(): void;
}

function parse(text: string): LockHolder | undefined {
  try {
    const { pid, command, host } = (JSON.parse(text) ?? {}) as Partial<LockHolder>;
    if (!Number.isInteger(pid) || typeof command !== "string") return undefined;
    return { pid: pid as number, command, ...(typeof host === "string" ? { host } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * The holder file in the lock directory at `path`. A holder writes it just after making the
 * directory, so a reader that finds none waits for it a moment before calling the holder
 * unknown (a holder killed in between never writes it).
 */
function readHolder(path: string): LockHolder | undefined {
  for (let waited = 0; ; waited += 5) {
    try {
      return parse(readFileSync(join(path, HOLDER_FILE), "utf8"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || waited >= 100) return undefined;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
  }
}

function thisProcess(): LockHolder {
  const command = [process.argv0, ...process.execArgv, ...process.argv.slice(1)].join(" ");
  return { pid: process.pid, command: command.replace(/\s+/g, " ").slice(0, 200), host: hostname() };
}

/**
 * The file operations proper-lockfile uses (their sync forms: lockSync, the mtime refresh and
 * its exit handler call them). The holder file is written as the lock directory is made,
 * before proper-lockfile records the directory's mtime: written later, it would change that
 * mtime, and the holder would take its own lock for taken. Removing a lock removes the
 * holder file too: rmdir alone fails on a directory that is not empty.
 */
function lockFs(holder: LockHolder) {
  return {
    statSync,
    utimesSync,
    mkdirSync(path: string) {
      mkdirSync(path, { mode: 0o700 });
      try {
        // Written whole, then renamed into place: a reader finds the whole file or none.
        const draft = join(path, `${HOLDER_FILE}.draft`);
        writeFileSync(draft, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
        renameSync(draft, join(path, HOLDER_FILE));
      } catch (error) {
        rmSync(path, { recursive: true, force: true });
        throw error;
      }
    },
    rmdirSync(path: string) {
      for (const name of readdirSync(path)) rmSync(join(path, name), { force: true });
      rmdirSync(path);
    },
  };
}

/**
 * The versions before this lock wrote DATA_DIR/lock as a file and never refresh it: judged by
 * its age, a server of that version still running (say, during a rolling update) would lose
 * the folder. So such a file is never taken over; a person deletes it once that server is gone.
 */
function refuseEarlierLockFile(dataDir: string, path: string): void {
  let text: string;
  try {
    if (!lstatSync(path).isFile()) return;
    text = readFileSync(path, "utf8");
  } catch {
    return;
  }
  const note = ` (this lock file is an earlier version's: if that process no longer runs, delete ${path})`;
  throw new DataDirInUse(dataDir, parse(text), note);
}

/**
 * Takes `dataDir` for this process, or throws DataDirInUse naming the process that holds it.
 * A lock left by a process that was killed or lost power is taken over once it has gone
 * unrefreshed for the stale period. The lock is released by release() and, at the latest,
 * when this process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(resolve(dataDir), LOCK_DIR);
  refuseEarlierLockFile(dataDir, path);
  const stale = staleMs();
  let state: "held" | "released" | "lost" = "held";
  let unlock: () => void;
  try {
    unlock = lockSync(resolve(dataDir), {
      lockfilePath: path,
      realpath: false,
      stale,
      // Six refreshes per stale period (5 s of 30): a holder whose event loop stalls (PGlite's
      // WebAssembly runs on it; a loaded machine) for up to 25 s still keeps its lock.
      update: stale / 6,
      fs: lockFs(thisProcess()),
      // The refresh found the lock gone or another's mtime on it: another process may already
      // be writing to the folder. Finishing a request or closing the database would write on
      // top of it, and two writers lose acknowledged leads, so this process stops at once.
      onCompromised(error) {
        if (state !== "held") return;
        state = "lost";
        console.error(
          `Stopping: ${dataDir} is no longer locked for this process (${error.message}); another may be writing to it.`,
        );
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    throw new DataDirInUse(dataDir, readHolder(path));
  }
  const lock: DataDirLock = {
    release() {
      if (state !== "held") return;
      state = "released";
      process.off("exit", lock.release);
      unlock();
    },
  };
  process.on("exit", lock.release);
  return lock;
}
