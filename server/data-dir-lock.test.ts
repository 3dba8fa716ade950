import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { type ServerProcess, failedStart, onePageSite, startServerProcess } from "#tests/support/server-process.ts";
import { freePort } from "#tests/support/webhook-receiver.ts";
import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { seededDataDir } from "#tests/support/databases.ts";
import { careerAlert as alert } from "#tests/support/lead-rows.ts";

import {
  DataDirInUse,
  HOLDER_FILE,
  LOCK_DIR,
  type LockHolder,
  lockDataDir,
  removeDeadLock,
  takeoverTurn,
} from "./data-dir-lock.ts";

const root = join(import.meta.dirname, "..");
const lockModule = pathToFileURL(join(import.meta.dirname, "data-dir-lock.ts")).href;
const children: ChildProcess[] = [];

/** The stale period of the tests that wait for it (DATA_DIR_LOCK_STALE_MS), instead of 30 s. */
const STALE = 3_000;
/** The stale period of the tests that must not wait for it: a takeover within it proves the holder was found gone. */
const LONG_STALE = 60_000;
/** Above the largest pid Linux gives (2^22): no process has it. */
const NOT_A_PID = 4_194_305;

/**
 * The command prefix that runs a process in a PID namespace of its own, as a container
 * beside this one would: there its pid is 1 and this machine's pids are not visible.
 * `--kill-child`: a SIGKILL to unshare reaches the process inside.
 */
function newPidNamespace(): string[] {
  if (process.getuid?.() !== 0) {
    throw new Error(
      "This test runs processes in new PID namespaces (unshare --pid --fork --mount-proc), which needs root: run it as root, as CI does.",
    );
  }
  return ["unshare", "--pid", "--fork", "--kill-child", "--mount-proc"];
}

/**
 * Node's code for a process that takes the folder named by its first argument, prints "held"
 * (or why not, and exits 1), then stays, or exits 0 when `exit` is set; named `title` in
 * /proc/<pid>/stat when given.
 */
const holdingScript = (exit = false, title?: string) => `
    ${title === undefined ? "" : `process.title = ${JSON.stringify(title)};`}
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    try { lockDataDir(process.argv[1]); } catch (error) { console.log(error.message); process.exit(1); }
    console.log("held");
    ${exit ? "process.exit(0);" : "setInterval(() => {}, 60_000);"}`;

/**
 * A process of its own that takes `dataDir`, then stays (or exits 0 when `exit` is set);
 * `said` is the first line it prints: "held", or why not.
 */
async function holder(
  dataDir: string,
  {
    exit = false,
    stale,
    namespace = false,
    title,
  }: { exit?: boolean; stale?: number; namespace?: boolean; title?: string } = {},
) {
  const node = [process.execPath, "--input-type=module", "-e", holdingScript(exit, title), dataDir];
  const [command = "", ...args] = namespace ? [...newPidNamespace(), ...node] : node;
  const env = { ...process.env, DATA_DIR_LOCK_STALE_MS: stale === undefined ? "" : String(stale) };
  const child = spawn(command, args, { env, stdio: "pipe" });
  children.push(child);
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", resolve);
    child.once("error", (error) => {
      output += `${command}: ${error.message}\n`;
      resolve(null);
    });
  });
  const said = await new Promise<string>((resolve) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve(output.slice(0, output.indexOf("\n")));
    });
    void exited.then(() => resolve(output.trim()));
  });
  return { child, exited, said, output: () => output };
}

const lockDir = (dataDir: string) => join(dataDir, LOCK_DIR);
const recorded = (dataDir: string) =>
  JSON.parse(readFileSync(join(lockDir(dataDir), HOLDER_FILE), "utf8")) as LockHolder;
/** When the lock was last refreshed: what another process judges it by. */
const refreshed = (dataDir: string) => statSync(lockDir(dataDir)).mtimeMs;
const inUse = (dataDir: string, who: string) =>
  `${dataDir} is in use by ${who}: stop it first, or give this one its own DATA_DIR`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The refusal of a lock that is not stale yet: it says in how many seconds it will be. */
const refusedLine = (dataDir: string, who: string) =>
  new RegExp(`^${escaped(inUse(dataDir, who))} \\(if that process has stopped, this folder is free in \\d+ s\\)$`);

/** The fields of /proc/<pid>/stat from field 3 on, after the command name in parentheses. */
function procStat(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** Field 22 of /proc/<pid>/stat: when the process started. */
const startTime = (pid: number) => procStat(pid)[19];
/** Field 3 of /proc/<pid>/stat: R running, S sleeping, Z a zombie, … */
const state = (pid: number) => procStat(pid)[0];

/** When this machine booted, by the wall clock. */
const bootedAt = () => Date.now() - Number(readFileSync("/proc/uptime", "utf8").split(" ")[0]) * 1000;

/** A lock directory as `holder` would have left it, last refreshed at `refreshedAt`. */
function leftLock(dataDir: string, holder: Partial<LockHolder>, refreshedAt = Date.now()): string {
  const text = `${JSON.stringify(holder)}\n`;
  mkdirSync(lockDir(dataDir), { mode: 0o700 });
  writeFileSync(join(lockDir(dataDir), HOLDER_FILE), text, { mode: 0o600 });
  utimesSync(lockDir(dataDir), new Date(refreshedAt), new Date(refreshedAt));
  return text;
}

function refusal(action: () => unknown): DataDirInUse {
  try {
    action();
  } catch (error) {
    if (error instanceof DataDirInUse) return error;
    throw error;
  }
  throw new Error("the folder was taken");
}

describe("the DATA_DIR lock", () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), "sentinel-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The holder file this process writes: this host, boot and namespaces. */
  const here = (): LockHolder => {
    const dataDir = folder();
    const lock = lockDataDir(dataDir);
    const written = recorded(dataDir);
    lock.release();
    return written;
  };
  /** A holder file of this host, boot and namespaces whose process is gone. */
  const gone = (): LockHolder => ({ ...here(), pid: NOT_A_PID, start: "1", command: "node x.ts" });

  it("refuses a folder a running process holds, naming the folder, its pid and command in one line", async () => {
    const dataDir = folder();
    const { child, said } = await holder(dataDir);
    expect(said).toBe("held");
    const { message } = refusal(() => lockDataDir(dataDir));
    expect(message).toContain(`${dataDir} is in use by process ${child.pid} (`);
    expect(message).toContain("--input-type=module");
    expect(message).not.toContain("\n");
    expect(recorded(dataDir)).toMatchObject({
      pid: child.pid,
      pidNamespace: readlinkSync("/proc/self/ns/pid"),
      boot: readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim(),
      start: startTime(child.pid ?? 0),
    });
    // Owner-only, like the rest of DATA_DIR.
    expect(statSync(lockDir(dataDir)).mode & 0o777).toBe(0o700);
    expect(statSync(join(lockDir(dataDir), HOLDER_FILE)).mode & 0o777).toBe(0o600);
  });

  it("refuses a folder a running process holds whose name, in /proc/<pid>/stat, reads as a zombie's state", async () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(LONG_STALE));
    const dataDir = folder();
    const { child, said } = await holder(dataDir, { stale: LONG_STALE, title: "a) Z (b" });
    expect(said).toBe("held");
    expect(readFileSync(`/proc/${child.pid}/stat`, "utf8")).toMatch(/^\d+ \(a\) Z \(b\) [RS] /);
    expect(refusal(() => lockDataDir(dataDir)).holder?.pid).toBe(child.pid);
  });

  it("refuses a folder held from another PID namespace, where the holder is pid 1 and its pid means nothing here", async () => {
    const dataDir = folder();
    const { said } = await holder(dataDir, { namespace: true });
    expect(said).toBe("held");
    const { message } = refusal(() => lockDataDir(dataDir));
    const { pid, command } = recorded(dataDir);
    expect(pid).toBe(1);
    expect(message).toMatch(refusedLine(dataDir, `process 1 (${command})`));
  });

  it("refuses a process in another PID namespace a folder held here, with the same line", async () => {
    const dataDir = folder();
    const first = await holder(dataDir);
    expect(first.said).toBe("held");
    const second = await holder(dataDir, { namespace: true });
    expect(second.said).toMatch(refusedLine(dataDir, `process ${first.child.pid} (${recorded(dataDir).command})`));
    expect(await second.exited).toBe(1);
    expect(first.child.exitCode).toBeNull();
  });

  it("refuses a second lock in the same process", () => {
    const dataDir = folder();
    const lock = lockDataDir(dataDir);
    expect(refusal(() => lockDataDir(dataDir)).holder?.pid).toBe(process.pid);
    lock.release();
  });

  it("takes over the lock of a process killed with SIGKILL at once, long before the stale period", async () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(LONG_STALE));
    const dataDir = folder();
    const { child, exited, said } = await holder(dataDir, { stale: LONG_STALE });
    expect(said).toBe("held");
    expect(refusal(() => lockDataDir(dataDir)).holder?.pid).toBe(child.pid);
    child.kill("SIGKILL");
    await exited;
    const lastRefresh = refreshed(dataDir);
    const lock = lockDataDir(dataDir);
    expect(Date.now()).toBeLessThan(lastRefresh + LONG_STALE);
    expect(recorded(dataDir).pid).toBe(process.pid);
    lock.release();
  }, 30_000);

  it("takes over at once the lock of a process killed with SIGKILL whose parent has not reaped it (a zombie)", async () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(LONG_STALE));
    const dataDir = folder();
    // The holder's parent becomes `sleep`, which never waits for its children, as a container's
    // PID 1 may not: the killed holder stays a zombie while `sleep` runs.
    const parent = spawn(
      "sh",
      [
        "-c",
        '"$0" --input-type=module -e "$1" "$2" & echo $!; exec sleep 60',
        process.execPath,
        holdingScript(),
        dataDir,
      ],
      { env: { ...process.env, DATA_DIR_LOCK_STALE_MS: String(LONG_STALE) }, stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(parent);
    let output = "";
    parent.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(() => expect(output).toMatch(/^\d+\nheld\n/), { timeout: 10_000, interval: 20 });
    const pid = Number(output.split("\n")[0]);
    expect(recorded(dataDir).pid).toBe(pid);
    process.kill(pid, "SIGKILL");
    await vi.waitFor(() => expect(state(pid)).toBe("Z"), { timeout: 10_000, interval: 20 });
    const lastRefresh = refreshed(dataDir);
    const lock = lockDataDir(dataDir);
    expect(Date.now()).toBeLessThan(lastRefresh + LONG_STALE);
    expect(recorded(dataDir).pid).toBe(process.pid);
    // Still a zombie: the lock was taken from it, not from a process that had been reaped.
    expect(state(pid)).toBe("Z");
    lock.release();
  }, 30_000);

  it("waits for the stale period after a SIGKILL in another PID namespace, and takes over within it", async () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(STALE));
    const dataDir = folder();
    const { child, exited, said } = await holder(dataDir, { stale: STALE, namespace: true });
    expect(said).toBe("held");
    child.kill("SIGKILL");
    await exited;
    const killedAt = Date.now();
    expect(refusal(() => lockDataDir(dataDir)).message).toMatch(
      refusedLine(dataDir, `process 1 (${recorded(dataDir).command})`),
    );
    const lastRefresh = refreshed(dataDir);
    const lock = await vi.waitFor(() => lockDataDir(dataDir), { timeout: 4 * STALE, interval: 50 });
    const takenAt = Date.now();
    expect(takenAt).toBeGreaterThanOrEqual(lastRefresh + STALE);
    // Within the stale period of the kill, give or take the polling and a busy machine.
    expect(takenAt - killedAt).toBeLessThan(STALE + 2_000);
    expect(recorded(dataDir).pid).toBe(process.pid);
    lock.release();
  }, 30_000);

  it("takes over at once a lock whose holder's pid another process has now, and refuses it to the holder's own", () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(LONG_STALE));
    const alive = folder();
    // This process, as it started: alive.
    leftLock(alive, { ...here(), command: "node x.ts" });
    expect(refusal(() => lockDataDir(alive)).message).toMatch(refusedLine(alive, `process ${process.pid} (node x.ts)`));
    // This pid, but a process that started at another time: the holder is gone and its pid reused.
    const reused = folder();
    leftLock(reused, { ...here(), start: "1" });
    const lock = lockDataDir(reused);
    expect(recorded(reused).start).toBe(here().start);
    lock.release();
  });

  it("takes over at once a lock whose holder file names this host, boot and namespaces and a pid no process has", () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(LONG_STALE));
    const dataDir = folder();
    leftLock(dataDir, gone());
    const lock = lockDataDir(dataDir);
    expect(recorded(dataDir).pid).toBe(process.pid);
    lock.release();
  });

  it.each([
    ["another host", { host: "elsewhere" }],
    ["another PID namespace", { pidNamespace: "pid:[1]" }],
    ["another time namespace", { timeNamespace: "time:[1]" }],
    ["another boot", { boot: randomUUID() }],
    ["no boot, as an earlier holder file", { boot: undefined }],
    ["no start time", { start: undefined }],
  ])(
    "waits for the stale period when the holder file names %s, though no process has its pid",
    (_, difference: Partial<LockHolder>) => {
      vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(LONG_STALE));
      const dataDir = folder();
      leftLock(dataDir, { ...gone(), ...difference });
      expect(refusal(() => lockDataDir(dataDir)).message).toMatch(
        refusedLine(dataDir, `process ${NOT_A_PID} (node x.ts)`),
      );
      const longAgo = new Date(Date.now() - LONG_STALE - 1_000);
      utimesSync(lockDir(dataDir), longAgo, longAgo);
      const lock = lockDataDir(dataDir);
      expect(recorded(dataDir).pid).toBe(process.pid);
      lock.release();
    },
  );

  /** Longer than this machine has been up: a lock from before its boot is not stale yet. */
  const sinceBoot = () => String(Math.ceil(Date.now() - bootedAt()) + 3_600_000);

  it("takes over at once a lock last refreshed before this machine booted, its holder file naming this host and another boot", () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", sinceBoot());
    const dataDir = folder();
    leftLock(dataDir, { ...here(), boot: randomUUID() }, bootedAt() - 60_000);
    const lock = lockDataDir(dataDir);
    expect(recorded(dataDir).pid).toBe(process.pid);
    lock.release();
  });

  it.each([
    ["another host", { host: "elsewhere" }],
    ["no boot, as an earlier holder file", { boot: undefined }],
    // The clock was set back: its process is what decides, and it runs.
    ["this boot", {}],
  ])(
    "waits for the stale period for a lock last refreshed before this machine booted when its holder file names %s",
    (_, difference: Partial<LockHolder>) => {
      vi.stubEnv("DATA_DIR_LOCK_STALE_MS", sinceBoot());
      const dataDir = folder();
      leftLock(dataDir, { ...here(), ...difference }, bootedAt() - 60_000);
      expect(refusal(() => lockDataDir(dataDir)).holder?.pid).toBe(process.pid);
    },
  );

  it("says in how many seconds, rounded up, the lock goes stale if its holder has stopped", () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(LONG_STALE));
    const dataDir = folder();
    // 39.3 s left: 40 rounded up, 39 rounded down or to the nearest.
    leftLock(dataDir, { pid: NOT_A_PID, command: "node x.ts" }, Date.now() - LONG_STALE + 39_300);
    const staleAt = refreshed(dataDir) + LONG_STALE;
    const before = Date.now();
    const { message } = refusal(() => lockDataDir(dataDir));
    const after = Date.now();
    const seconds = Number(/free in (\d+) s\)$/.exec(message)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(Math.ceil((staleAt - after) / 1000));
    expect(seconds).toBeLessThanOrEqual(Math.ceil((staleAt - before) / 1000));
    expect(message).toBe(
      `${inUse(dataDir, `process ${NOT_A_PID} (node x.ts)`)} (if that process has stopped, this folder is free in ${seconds} s)`,
    );
  });

  it("leaves a dead holder's lock to the process taking it over, and to the stale period if that one never finishes", () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(LONG_STALE));
    const dataDir = folder();
    const text = leftLock(dataDir, gone());
    mkdirSync(takeoverTurn(lockDir(dataDir), text));
    expect(refusal(() => lockDataDir(dataDir)).holder?.pid).toBe(NOT_A_PID);
    expect(readFileSync(join(lockDir(dataDir), HOLDER_FILE), "utf8")).toBe(text);
    const longAgo = new Date(Date.now() - LONG_STALE - 1_000);
    utimesSync(lockDir(dataDir), longAgo, longAgo);
    const lock = lockDataDir(dataDir);
    expect(recorded(dataDir).pid).toBe(process.pid);
    lock.release();
  });

  it("never removes the lock that replaced a dead holder's", () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(LONG_STALE));
    const dataDir = folder();
    const text = leftLock(dataDir, gone());
    const lock = lockDataDir(dataDir);
    // A second process that found the dead holder a moment before this one took over.
    expect(removeDeadLock(lockDir(dataDir), text)).toBe(false);
    expect(recorded(dataDir).pid).toBe(process.pid);
    expect(readdirSync(dataDir)).toEqual([LOCK_DIR]);
    lock.release();
  });

  it("goes to exactly one of several processes that find the same dead holder's lock", async () => {
    const dataDir = folder();
    leftLock(dataDir, gone());
    const started = await Promise.all(Array.from({ length: 6 }, () => holder(dataDir, { stale: LONG_STALE })));
    const winner = started.filter((one) => one.said === "held");
    expect(winner).toHaveLength(1);
    const refused = started.filter((one) => one.said !== "held").map((one) => one.said);
    expect(refused).toEqual(refused.map(() => expect.stringContaining(`${dataDir} is in use by process`)));
    expect(recorded(dataDir).pid).toBe(winner[0]?.child.pid);
    // Every turn taken was given back.
    expect(readdirSync(dataDir)).toEqual([LOCK_DIR]);
  }, 30_000);

  it("stays with a live holder beyond the stale period: the holder keeps refreshing it", async () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(STALE));
    const dataDir = folder();
    const { child, said } = await holder(dataDir, { stale: STALE });
    expect(said).toBe("held");
    const takenAt = refreshed(dataDir);
    // A refresh later than the stale period: without it the lock would now be stale.
    await vi.waitFor(() => expect(refreshed(dataDir)).toBeGreaterThan(takenAt + STALE), {
      timeout: 4 * STALE,
      interval: 100,
    });
    expect(refusal(() => lockDataDir(dataDir)).holder?.pid).toBe(child.pid);
    expect(child.exitCode).toBeNull();
  }, 30_000);

  it("stops a holder that stalled past the stale period and lost its lock, with one line and exit code 1", async () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(STALE));
    const dataDir = folder();
    const first = await holder(dataDir, { stale: STALE });
    expect(first.said).toBe("held");
    // Frozen (a paused VM, a machine asleep, a stalled event loop), it stops refreshing.
    first.child.kill("SIGSTOP");
    const lock = await vi.waitFor(() => lockDataDir(dataDir), { timeout: 4 * STALE, interval: 50 });
    first.child.kill("SIGCONT");
    expect(await first.exited).toBe(1);
    expect(first.output()).toMatch(
      new RegExp(`^held\\nStopping: ${dataDir} is no longer locked for this process \\([^\\n]*\\); [^\\n]*\\n$`),
    );
    // Its exit left the new holder's lock alone.
    expect(recorded(dataDir).pid).toBe(process.pid);
    lock.release();
  }, 30_000);

  it("refuses a fresh lock that has no holder file yet, or an earlier version's naming a pid no process has", () => {
    const dataDir = folder();
    mkdirSync(lockDir(dataDir));
    expect(refusal(() => lockDataDir(dataDir)).message).toMatch(refusedLine(dataDir, "another process"));
    writeFileSync(join(lockDir(dataDir), HOLDER_FILE), JSON.stringify({ pid: NOT_A_PID, command: "node x.ts" }));
    expect(refusal(() => lockDataDir(dataDir)).message).toMatch(
      refusedLine(dataDir, `process ${NOT_A_PID} (node x.ts)`),
    );
  });

  it("never reads a half-written holder file, and takes over a stale lock whatever files it holds", () => {
    const dataDir = folder();
    mkdirSync(lockDir(dataDir));
    // A holder killed while writing its name leaves a draft, never a torn holder file; a torn one reads as none.
    writeFileSync(join(lockDir(dataDir), `${HOLDER_FILE}.draft`), '{"pid": 12');
    expect(refusal(() => lockDataDir(dataDir)).holder).toBeUndefined();
    writeFileSync(join(lockDir(dataDir), HOLDER_FILE), '{"pid": 12');
    expect(refusal(() => lockDataDir(dataDir)).message).toMatch(refusedLine(dataDir, "another process"));
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockDir(dataDir), longAgo, longAgo);
    const lock = lockDataDir(dataDir);
    expect(readdirSync(lockDir(dataDir))).toEqual([HOLDER_FILE]);
    expect(recorded(dataDir).pid).toBe(process.pid);
    lock.release();
  });

  it("never takes over a lock file of an earlier version, however old: that version does not refresh it", () => {
    const dataDir = folder();
    const path = lockDir(dataDir);
    const earlier = JSON.stringify({ pid: NOT_A_PID, boot: "b", start: "1", command: "node server/start.ts" });
    writeFileSync(path, earlier);
    const longAgo = new Date(Date.now() - 3_600_000);
    utimesSync(path, longAgo, longAgo);
    expect(refusal(() => lockDataDir(dataDir)).message).toBe(
      `${inUse(dataDir, `process ${NOT_A_PID} (node server/start.ts)`)} (this lock file is an earlier version's: if that process no longer runs, delete ${path})`,
    );
    expect(readFileSync(path, "utf8")).toBe(earlier);
  });

  it("is released by release(), and a later release() leaves the next lock alone", () => {
    const dataDir = folder();
    const lock = lockDataDir(dataDir);
    lock.release();
    expect(existsSync(lockDir(dataDir))).toBe(false);
    const next = lockDataDir(dataDir);
    lock.release();
    expect(recorded(dataDir).pid).toBe(process.pid);
    next.release();
    expect(existsSync(lockDir(dataDir))).toBe(false);
  });

  it("is released when its process exits", async () => {
    const dataDir = folder();
    const { said, exited } = await holder(dataDir, { exit: true });
    expect([said, await exited]).toEqual(["held", 0]);
    expect(existsSync(lockDir(dataDir))).toBe(false);
  });

  it("goes to exactly one of several processes that start together", async () => {
    const dataDir = folder();
    const started = await Promise.all(Array.from({ length: 4 }, () => holder(dataDir)));
    const said = started.map((one) => one.said);
    expect(said.filter((line) => line === "held")).toHaveLength(1);
    const refused = said.filter((line) => line !== "held");
    expect(refused).toEqual(refused.map(() => expect.stringContaining(`${dataDir} is in use by process`)));
  }, 30_000);
});

/** `npm run leads -- export <table> --format json` against the server at `base`. */
async function leads(base: string, dataDir: string, table: string): Promise<Record<string, unknown>[]> {
  const { hostname, port } = new URL(base);
  const child = spawn(process.execPath, ["scripts/leads.ts", "export", table, "--format", "json"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, HOST: hostname, PORT: port, SUPABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`npm run leads exited with ${code}:\n${output}`);
  return JSON.parse(output) as Record<string, unknown>[];
}

/**
 * `node server/start.ts` in a PID namespace of its own, as a container beside the first
 * server would run it, for a start that should fail: resolves with its exit code and output
 * once it has exited. One that starts serving instead is killed and reported.
 */
async function failedStartInNewPidNamespace(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const [unshare = "", ...args] = newPidNamespace();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(unshare, [...args, process.execPath, "server/start.ts"], {
    cwd: root,
    env: { ...process.env, ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let ended = false;
  void exited.then(() => (ended = true));
  while (!ended) {
    if (
      await fetch(base).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      child.kill("SIGKILL");
      await exited;
      throw new Error(`the server in a new PID namespace started at ${base}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { code: await exited, output };
}

describe("npm start on a DATA_DIR another npm start holds", () => {
  // Long, so that a start soon after a kill -9 proves the dead server was found gone.
  const SERVER_STALE = LONG_STALE;
  let site: ReturnType<typeof onePageSite>;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  const servers: ServerProcess[] = [];
  beforeAll(() => {
    site = onePageSite();
    dataDir = seededDataDir("sentinel-one-server-");
    env = { ...site.env, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "0", DATA_DIR_LOCK_STALE_MS: String(SERVER_STALE) };
  });
  afterAll(() => {
    for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    site.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (base: string, email: string) =>
    fetch(`${base}/rest/v1/career_alerts`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
      body: JSON.stringify(alert(email)),
    });
  const refused = (pid: number | undefined) =>
    new RegExp(
      `^Could not start: ${escaped(dataDir)} is in use by process ${pid} \\(\\S*node\\S* \\S*server/start\\.ts\\): stop it first, or give this one its own DATA_DIR \\(if that process has stopped, this folder is free in \\d+ s\\)\\n$`,
    );

  it("refuses to start, here or in another PID namespace, saying who holds it, and the first keeps serving; after a kill -9 a new one starts at once", async () => {
    const first = await startServerProcess(env);
    servers.push(first);
    const second = await failedStart(env);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(refused(first.child.pid));
    // A container beside the first: its pids are not the first's, and the line is the same.
    const contained = await failedStartInNewPidNamespace(env);
    expect(contained.output).toMatch(refused(first.child.pid));
    expect(contained.code).toBe(1);

    expect((await post(first.base, "first@kaveri-bank.example")).status).toBe(201);
    // The leads CLI reads through the running server, so it needs no lock of its own.
    expect((await leads(first.base, dataDir, "career_alerts")).map((row) => row.email)).toEqual([
      "first@kaveri-bank.example",
    ]);

    first.child.kill("SIGKILL");
    await first.exited;
    expect(recorded(dataDir).pid).toBe(first.child.pid);
    // What a supervisor restarting it does: the next start takes the lock, long before it is stale.
    const stale = refreshed(dataDir) + SERVER_STALE;
    const third = await startServerProcess(env);
    servers.push(third);
    expect(Date.now()).toBeLessThan(stale);
    expect((await post(third.base, "third@kaveri-bank.example")).status).toBe(201);
    expect((await leads(third.base, dataDir, "career_alerts")).map((row) => row.email)).toEqual([
      "first@kaveri-bank.example",
      "third@kaveri-bank.example",
    ]);
    expect(recorded(dataDir).pid).toBe(third.child.pid);
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
    expect(existsSync(lockDir(dataDir))).toBe(false);
  }, 400_000);
});
