import { type ChildProcess, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
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
import { careerAlert as alert } from "#tests/support/lead-rows.ts";

import { DataDirInUse, HOLDER_FILE, LOCK_DIR, type LockHolder, lockDataDir } from "./data-dir-lock.ts";

const root = join(import.meta.dirname, "..");
const lockModule = pathToFileURL(join(import.meta.dirname, "data-dir-lock.ts")).href;
const children: ChildProcess[] = [];

/** The stale period of the tests that wait for it (DATA_DIR_LOCK_STALE_MS), instead of 30 s. */
const STALE = 3_000;

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
 * A process of its own that takes `dataDir`, then stays (or exits 0 when `exit` is set);
 * `said` is the first line it prints: "held", or why not.
 */
async function holder(
  dataDir: string,
  { exit = false, stale, namespace = false }: { exit?: boolean; stale?: number; namespace?: boolean } = {},
) {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    try { lockDataDir(process.argv[1]); } catch (error) { console.log(error.message); process.exit(1); }
    console.log("held");
    ${exit ? "process.exit(0);" : "setInterval(() => {}, 60_000);"}`;
  const node = [process.execPath, "--input-type=module", "-e", script, dataDir];
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

  it("refuses a folder a running process holds, naming the folder, its pid and command in one line", async () => {
    const dataDir = folder();
    const { child, said } = await holder(dataDir);
    expect(said).toBe("held");
    const { message } = refusal(() => lockDataDir(dataDir));
    expect(message).toContain(`${dataDir} is in use by process ${child.pid} (`);
    expect(message).toContain("--input-type=module");
    expect(message).not.toContain("\n");
    expect(recorded(dataDir).pid).toBe(child.pid);
    // Owner-only, like the rest of DATA_DIR.
    expect(statSync(lockDir(dataDir)).mode & 0o777).toBe(0o700);
    expect(statSync(join(lockDir(dataDir), HOLDER_FILE)).mode & 0o777).toBe(0o600);
  });

  it("refuses a folder held from another PID namespace, where the holder is pid 1 and its pid means nothing here", async () => {
    const dataDir = folder();
    const { said } = await holder(dataDir, { namespace: true });
    expect(said).toBe("held");
    const { message } = refusal(() => lockDataDir(dataDir));
    const { pid, command } = recorded(dataDir);
    expect(pid).toBe(1);
    expect(message).toBe(inUse(dataDir, `process 1 (${command})`));
  });

  it("refuses a process in another PID namespace a folder held here, with the same line", async () => {
    const dataDir = folder();
    const first = await holder(dataDir);
    expect(first.said).toBe("held");
    const second = await holder(dataDir, { namespace: true });
    expect(second.said).toContain(`${dataDir} is in use by process ${first.child.pid} (`);
    expect(second.said).toBe(inUse(dataDir, `process ${first.child.pid} (${recorded(dataDir).command})`));
    expect(await second.exited).toBe(1);
    expect(first.child.exitCode).toBeNull();
  });

  it("refuses a second lock in the same process", () => {
    const dataDir = folder();
    const lock = lockDataDir(dataDir);
    expect(refusal(() => lockDataDir(dataDir)).holder?.pid).toBe(process.pid);
    lock.release();
  });

  it("takes over the lock of a process killed with SIGKILL within the stale period, and not before", async () => {
    vi.stubEnv("DATA_DIR_LOCK_STALE_MS", String(STALE));
    const dataDir = folder();
    const { child, exited, said } = await holder(dataDir, { stale: STALE });
    expect(said).toBe("held");
    child.kill("SIGKILL");
    await exited;
    const killedAt = Date.now();
    expect(refusal(() => lockDataDir(dataDir)).message).toBe(
      inUse(dataDir, `process ${child.pid} (${recorded(dataDir).command})`),
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

  it("refuses a fresh lock whatever its holder file says: a pid no process has, or no file yet", () => {
    const dataDir = folder();
    mkdirSync(lockDir(dataDir));
    expect(refusal(() => lockDataDir(dataDir)).message).toBe(inUse(dataDir, "another process"));
    // Above the largest pid Linux gives (2^22).
    writeFileSync(join(lockDir(dataDir), HOLDER_FILE), JSON.stringify({ pid: 4_194_305, command: "node x.ts" }));
    expect(refusal(() => lockDataDir(dataDir)).message).toBe(inUse(dataDir, "process 4194305 (node x.ts)"));
  });

  it("never reads a half-written holder file, and takes over a stale lock whatever files it holds", () => {
    const dataDir = folder();
    mkdirSync(lockDir(dataDir));
    // A holder killed while writing its name leaves a draft, never a torn holder file; a torn one reads as none.
    writeFileSync(join(lockDir(dataDir), `${HOLDER_FILE}.draft`), '{"pid": 12');
    expect(refusal(() => lockDataDir(dataDir)).holder).toBeUndefined();
    writeFileSync(join(lockDir(dataDir), HOLDER_FILE), '{"pid": 12');
    expect(refusal(() => lockDataDir(dataDir)).message).toBe(inUse(dataDir, "another process"));
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
    const earlier = JSON.stringify({ pid: 4_194_305, boot: "b", start: "1", command: "node server/start.ts" });
    writeFileSync(path, earlier);
    const longAgo = new Date(Date.now() - 3_600_000);
    utimesSync(path, longAgo, longAgo);
    expect(refusal(() => lockDataDir(dataDir)).message).toBe(
      `${inUse(dataDir, "process 4194305 (node server/start.ts)")} (this lock file is an earlier version's: if that process no longer runs, delete ${path})`,
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
    expect(said.filter((line) => line.includes(`${dataDir} is in use by process`))).toHaveLength(3);
  });
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
  // Long enough that a busy machine never stalls a server for it, short enough to wait for.
  const SERVER_STALE = 10_000;
  let site: ReturnType<typeof onePageSite>;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  const servers: ServerProcess[] = [];
  beforeAll(() => {
    site = onePageSite();
    dataDir = mkdtempSync(join(tmpdir(), "sentinel-one-server-"));
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
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const refused = (pid: number | undefined) =>
    new RegExp(
      `^Could not start: ${escaped(dataDir)} is in use by process ${pid} \\(\\S*node\\S* \\S*server/start\\.ts\\): [^\\n]*\\n$`,
    );

  it("refuses to start, here or in another PID namespace, saying who holds it, and the first keeps serving; after a kill -9 a new one starts once the lock is stale", async () => {
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
    // The lock is taken over once it has gone unrefreshed for the stale period, not before.
    const stale = refreshed(dataDir) + SERVER_STALE;
    const early = await failedStart(env);
    expect(early.output).toMatch(refused(first.child.pid));
    expect(Date.now()).toBeLessThan(stale);
    await new Promise((resolve) => setTimeout(resolve, stale - Date.now()));
    const third = await startServerProcess(env);
    servers.push(third);
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
