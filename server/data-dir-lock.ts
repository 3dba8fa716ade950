// One process per DATA_DIR (docs/decisions/016): PGlite is PostgreSQL for one process, and
// nothing coordinates two on the same files, so each would overwrite what the other wrote.
//
// The lock is the directory DATA_DIR/lock, made by proper-lockfile: mkdir is atomic, on a
// network disk too, and the holder keeps refreshing the directory's mtime. Another process
// takes the lock over once it has gone unrefreshed for the stale period, or at once where it
// can prove the holder is gone. Pids and boot ids prove that only where they mean the same to
// both processes: a server in another PID namespace (a container beside this one) sees other
// pids, or itself as pid 1, and every machine mounting a network disk has its own boot id, so
// judged there, either would declare a live holder dead. So a pid is judged only when the
// holder file names this host, this boot and this PID namespace (and time namespace, which
// shifts start times): then the holder is gone when no process has its pid, the one that has
// it started at another time (the pid was reused), or it has exited and is a zombie. A
// holder file naming this host and another boot is gone if the lock was last refreshed
// before this machine booted: a live holder on another machine that has the same host name
// would have refreshed it since.
// Anything else, or anything unreadable, waits for the stale period.
import { createHash } from "node:crypto";
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
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

/**
 * Who holds a DATA_DIR, as the holder wrote it: for people to read, and, where this process
 * shares the holder's host, boot and namespaces, to tell whether the holder still runs.
 */
export interface LockHolder {
  pid: number;
  command: string;
  /** The holder's host name: in a container, which container; its pid is that container's. */
  host?: string;
  /** The holder's PID namespace (`pid:[4026531836]`): its pid names a process only there. */
  pidNamespace?: string;
  /** The holder's time namespace (none before Linux 5.6), which offsets the start times it reads. */
  timeNamespace?: string;
  /** The boot of the holder's machine: no process outlives it. */
  boot?: string;
  /** When the holder started, in clock ticks since boot: tells it from a later process with its pid. */
  start?: string;
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

/** A holder file's fields besides pid and command: strings, which earlier holder files lack. */
const OPTIONAL_FIELDS = ["host", "pidNamespace", "timeNamespace", "boot", "start"] as const;

function parse(text: string): LockHolder | undefined {
  try {
    const found = (JSON.parse(text) ?? {}) as Record<string, unknown>;
    const { pid, command } = found;
    if (!Number.isInteger(pid) || typeof command !== "string") return undefined;
    const holder: LockHolder = { pid: pid as number, command };
    for (const field of OPTIONAL_FIELDS) {
      const value = found[field];
      if (typeof value === "string") holder[field] = value;
    }
    return holder;
  } catch {
    return undefined;
  }
}

/**
 * The holder file in the lock directory at `path`, as written. A holder writes it just after
 * making the directory, so a reader that finds none waits up to `patienceMs` for it before
 * calling the holder unknown (a holder killed in between never writes it).
 */
function readHolderText(path: string, patienceMs = 100): string | undefined {
  for (let waited = 0; ; waited += 5) {
    try {
      return readFileSync(join(path, HOLDER_FILE), "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || waited >= patienceMs) return undefined;
    }
    pause(5);
  }
}

/** Blocks this thread: taking the lock is synchronous, as its callers are. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** What Linux tells through /proc, or undefined where it tells nothing (another system, no /proc). */
function fromProc(read: () => string): string | undefined {
  try {
    return read().trim();
  } catch {
    return undefined;
  }
}

const bootId = () => fromProc(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8"));
const namespace = (kind: "pid" | "time") => fromProc(() => readlinkSync(`/proc/self/ns/${kind}`));

/** The fields of /proc/<pid>/stat from field 3, the process's state, on. */
function procStat(pid: number | "self"): string[] | undefined {
  const stat = fromProc(() => readFileSync(`/proc/${pid}/stat`, "utf8"));
  // The command name (field 2) is in parentheses and may itself hold spaces and parentheses.
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
const startTime = (pid: number | "self") => procStat(pid)?.[19];

/**
 * Whether /proc numbers processes as this process's PID namespace does. A /proc mounted from
 * another namespace (a container given its host's) names other processes by the same pids.
 * NSpid lists a pid from /proc's namespace inwards: one entry, this pid, when they agree.
 */
function procSharesPidNamespace(): boolean {
  const status = fromProc(() => readFileSync("/proc/self/status", "utf8")) ?? "";
  const pids = /^NSpid:\s*(.*)$/m.exec(status)?.[1]?.trim().split(/\s+/);
  return pids?.length === 1 && pids[0] === String(process.pid);
}

/** When this machine booted, by the wall clock the lock's mtimes are written in. */
function bootedAt(): number | undefined {
  const uptime = Number(fromProc(() => readFileSync("/proc/uptime", "utf8"))?.split(" ")[0]);
  return Number.isFinite(uptime) && uptime > 0 ? Date.now() - uptime * 1000 : undefined;
}

function thisProcess(): LockHolder {
  const command = [process.argv0, ...process.execArgv, ...process.argv.slice(1)].join(" ");
  return {
    pid: process.pid,
    command: command.replace(/\s+/g, " ").slice(0, 200),
    host: hostname(),
    pidNamespace: namespace("pid"),
    timeNamespace: namespace("time"),
    boot: bootId(),
    // From /proc/self, which is this process whichever namespace /proc was mounted from.
    start: startTime("self"),
  };
}

/**
 * Whether the holder's pid, in this PID namespace and boot, is free, another process's, or a
 * process that has exited. EPERM means a process of another user has it: alive.
 */
function processIsGone({ pid, start }: LockHolder): boolean {
  if (pid <= 0 || start === undefined) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
  if (!procSharesPidNamespace()) return false;
  const stat = procStat(pid);
  if (stat === undefined) return false;
  // A zombie (Z) or a dying process (X) has exited; its pid stays taken until its parent reaps
  // it, which a container's PID 1 may do late or never.
  return stat[0] === "Z" || stat[0] === "X" || stat[19] !== start;
}

/**
 * Whether the holder of a lock last refreshed at `refreshedAt` provably no longer runs; false
 * whenever this process cannot tell (the header comment says why).
 */
function holderIsGone(holder: LockHolder | undefined, refreshedAt: number): boolean {
  const boot = bootId();
  if (!holder?.boot || boot === undefined || holder.host !== hostname()) return false;
  if (holder.boot !== boot) {
    const booted = bootedAt();
    return booted !== undefined && refreshedAt < booted;
  }
  const sameNamespaces =
    holder.pidNamespace !== undefined &&
    holder.pidNamespace === namespace("pid") &&
    holder.timeNamespace === namespace("time");
  return sameNamespaces && processIsGone(holder);
}

/** When the lock directory at `path` was last refreshed, or undefined once it is gone. */
function lastRefresh(path: string): number | undefined {
  try {
    return statSync(path).mtime.getTime();
  } catch {
    return undefined;
  }
}

/** Deletes a lock directory and what it holds: rmdir alone fails on one that is not empty. */
function removeLockDir(path: string): void {
  for (const name of readdirSync(path)) rmSync(join(path, name), { force: true });
  rmdirSync(path);
}

/**
 * The directory that marks a process's turn to remove the lock at `path` of the holder that
 * wrote `text`: beside the lock, as anything made in it would change the lock's mtime.
 */
export function takeoverTurn(path: string, text: string): string {
  return `${path}.${createHash("sha256").update(text).digest("hex").slice(0, 16)}.takeover`;
}

/**
 * Removes the lock directory at `path` if it still holds the holder file `text`, whose holder
 * is gone; returns whether it did. Without a turn of its own, a process that found the same
 * dead holder a moment after another would remove the lock the other has just made in its
 * place; so the removers of one holder's lock take turns by making a directory named after it
 * (mkdir: only one succeeds) and read the holder file again within their turn. A remover
 * killed within its turn leaves that directory behind, and that lock to the stale period. A
 * process taking the same lock over for staleness takes no turn: two starts finding one lock
 * stale at the same instant is the window docs/decisions/016 accepts.
 */
export function removeDeadLock(path: string, text: string): boolean {
  const turn = takeoverTurn(path, text);
  try {
    mkdirSync(turn, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    if (readHolderText(path, 0) !== text) return false;
    removeLockDir(path);
    return true;
  } finally {
    rmdirSync(turn);
  }
}

/**
 * The file operations proper-lockfile uses (their sync forms: lockSync, the mtime refresh and
 * its exit handler call them). The holder file is written as the lock directory is made,
 * before proper-lockfile records the directory's mtime: written later, it would change that
 * mtime, and the holder would take its own lock for taken. Removing a lock removes the
 * holder file too.
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
    rmdirSync: removeLockDir,
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

/** How long until a lock last refreshed at `refreshedAt` goes stale, for the refusal. */
function freeIn(refreshedAt: number | undefined, stale: number): string {
  if (refreshedAt === undefined) return "";
  const seconds = Math.max(0, Math.ceil((refreshedAt + stale - Date.now()) / 1000));
  return ` (if that process has stopped, this folder is free in ${seconds} s)`;
}

/** Tries, 5 ms apart, while another process removes a dead holder's lock and makes its own. */
const ATTEMPTS = 20;

/**
 * Runs `take` (lockSync) until it succeeds, removing the lock in between when its holder is
 * provably gone; throws DataDirInUse when a holder may be alive.
 */
function takeFrom(dataDir: string, path: string, stale: number, take: () => () => void): () => void {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return take();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    }
    const text = readHolderText(path);
    const holder = text === undefined ? undefined : parse(text);
    const refreshedAt = lastRefresh(path);
    // The lock went away meanwhile: its holder released it.
    if (refreshedAt === undefined && attempt < ATTEMPTS) continue;
    const gone = text !== undefined && refreshedAt !== undefined && holderIsGone(holder, refreshedAt);
    if (!gone || attempt === ATTEMPTS) throw new DataDirInUse(dataDir, holder, freeIn(refreshedAt, stale));
    if (!removeDeadLock(path, text)) pause(5);
  }
}

/**
 * Takes `dataDir` for this process, or throws DataDirInUse naming the process that holds it.
 * A lock left by a process that was killed or lost power is taken over at once where its
 * holder is provably gone, else once it has gone unrefreshed for the stale period. The lock is
 * released by release() and, at the latest, when this process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(resolve(dataDir), LOCK_DIR);
  refuseEarlierLockFile(dataDir, path);
  const stale = staleMs();
  const fs = lockFs(thisProcess());
  let state: "held" | "released" | "lost" = "held";
  const unlock = takeFrom(dataDir, path, stale, () =>
    lockSync(resolve(dataDir), {
      lockfilePath: path,
      realpath: false,
      stale,
      // Six refreshes per stale period (5 s of 30): a holder whose event loop stalls (PGlite's
      // WebAssembly runs on it; a loaded machine) for up to 25 s still keeps its lock.
      update: stale / 6,
      fs,
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
    }),
  );
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
