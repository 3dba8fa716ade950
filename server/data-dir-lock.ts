// One process per DATA_DIR (docs/decisions/016): PGlite is PostgreSQL for one process, and
// nothing coordinates two on the same files, so each would overwrite what the other wrote.
import { linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const LOCK_FILE = "lock";

/** Who holds a DATA_DIR, as its lock file records it. */
export interface LockHolder {
  pid: number;
  /** The machine's boot, where the system tells it: a pid from an earlier boot is no one's. */
  boot?: string;
  /** When the process started, where the system tells it: tells a reused pid from the holder. */
  start?: string;
  command: string;
}

export class DataDirInUse extends Error {
  readonly holder: LockHolder;
  constructor(dataDir: string, holder: LockHolder) {
    super(
      `${dataDir} is in use by process ${holder.pid} (${holder.command}): stop it first, or give this one its own DATA_DIR`,
    );
    this.name = "DataDirInUse";
    this.holder = holder;
  }
}

export interface DataDirLock {
  /** Removes the lock file, if it is still this lock's; safe to call more than once. */
  release(): void;
}

/** Lock files this process holds: a lock naming this pid from an earlier process is stale. */
const heldHere = new Map<string, DataDirLock>();

/** A file's text, or undefined when there is no such file. */
function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** What the system says at `path` (under /proc), where it says it. */
function system(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

const bootId = () => system("/proc/sys/kernel/random/boot_id")?.trim();

/** Field 22 of /proc/<pid>/stat: the start time in clock ticks since boot (Linux). */
function startTime(pid: number): string | undefined {
  const stat = system(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may itself hold spaces and parentheses.
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function isHolder(value: unknown): value is LockHolder {
  const { pid, command } = (value ?? {}) as Partial<LockHolder>;
  return Number.isInteger(pid) && (pid ?? 0) > 0 && typeof command === "string";
}

/** Whether the process that wrote `holder` into the lock file at `path` still runs. */
function isAlive(holder: LockHolder, path: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(path);
  const boot = bootId();
  if (holder.boot && boot && holder.boot !== boot) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const start = startTime(holder.pid);
  return !(holder.start && start && holder.start !== start);
}

function thisProcess(): LockHolder {
  const command = [process.argv0, ...process.execArgv, ...process.argv.slice(1)].join(" ");
  return {
    pid: process.pid,
    boot: bootId(),
    start: startTime(process.pid),
    command: command.replace(/\s+/g, " ").slice(0, 200),
  };
}

function parse(text: string): LockHolder | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isHolder(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the lock file if it still reads `text`: a pid and its start time name one process. */
function removeIf(path: string, text: string): void {
  if (readText(path) === text) unlinkSync(path);
}

/**
 * Takes `dataDir` for this process, or throws DataDirInUse naming the process that holds
 * it. A lock whose process no longer runs (killed, power lost) is taken over. The lock file
 * is written whole under another name and then hard-linked into place, so no process ever
 * reads a half-written one, and the link fails when a lock file already exists. The lock is
 * released by release() and, at the latest, when this process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const draft = `${path}.${process.pid}`;
  const mine = `${JSON.stringify(thisProcess())}\n`;
  writeFileSync(draft, mine, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      try {
        linkSync(draft, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const found = readText(path);
        const holder = found === undefined ? undefined : parse(found);
        if (holder && isAlive(holder, path)) throw new DataDirInUse(dataDir, holder);
        // Only the file judged stale is removed, not one another process has just put there.
        if (found !== undefined) removeIf(path, found);
        continue;
      }
      const lock: DataDirLock = {
        release() {
          if (heldHere.get(path) !== lock) return;
          heldHere.delete(path);
          process.off("exit", lock.release);
          removeIf(path, mine);
        },
      };
      heldHere.set(path, lock);
      process.on("exit", lock.release);
      return lock;
    }
    throw new Error(`${dataDir}: could not take ${path}; other processes keep replacing it`);
  } finally {
    unlinkSync(draft);
  }
}
