import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { type ServerProcess, failedStart, onePageSite, startServerProcess } from "#tests/support/server-process.ts";
import { LOCAL_ANON_KEY } from "#shared/leads.ts";

import { DataDirInUse, LOCK_FILE, type LockHolder, lockDataDir } from "./data-dir-lock.ts";

const root = join(import.meta.dirname, "..");
const lockModule = pathToFileURL(join(import.meta.dirname, "data-dir-lock.ts")).href;
const children: ChildProcess[] = [];

/** A process of its own that takes `dataDir`, then stays (or exits 0 when `exit` is set). */
async function holder(dataDir: string, { exit = false } = {}) {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    try { lockDataDir(process.argv[1]); } catch (error) { console.log(error.message); process.exit(1); }
    console.log("held");
    ${exit ? "process.exit(0);" : "setInterval(() => {}, 60_000);"}`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script, dataDir], { stdio: "pipe" });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const said = await new Promise<string>((resolve) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.endsWith("\n")) resolve(output.trim());
    });
    void exited.then(() => resolve(output.trim()));
  });
  return { child, exited, said };
}

const lockFile = (dataDir: string) => join(dataDir, LOCK_FILE);
const recorded = (dataDir: string) => JSON.parse(readFileSync(lockFile(dataDir), "utf8")) as LockHolder;

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
  });

  it("refuses a second lock in the same process", () => {
    const dataDir = folder();
    const lock = lockDataDir(dataDir);
    expect(refusal(() => lockDataDir(dataDir)).holder.pid).toBe(process.pid);
    lock.release();
  });

  it("takes over the lock of a process that was killed", async () => {
    const dataDir = folder();
    const { child, exited } = await holder(dataDir);
    child.kill("SIGKILL");
    await exited;
    expect(recorded(dataDir).pid).toBe(child.pid);
    const lock = lockDataDir(dataDir);
    expect(recorded(dataDir).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock whose pid now belongs to another process, or comes from an earlier boot", async () => {
    const dataDir = folder();
    const { child } = await holder(dataDir);
    const live = recorded(dataDir);
    for (const stale of [
      { ...live, start: `${Number(live.start) + 1}` },
      { ...live, boot: "00000000-0000-0000-0000-000000000000" },
    ]) {
      writeFileSync(lockFile(dataDir), JSON.stringify(stale));
      const lock = lockDataDir(dataDir);
      expect(recorded(dataDir).pid).toBe(process.pid);
      lock.release();
    }
    expect(child.exitCode).toBeNull();
  });

  it("takes over a lock naming this process's pid that it does not hold: an earlier process had the pid", () => {
    const dataDir = folder();
    const lock = lockDataDir(dataDir);
    const mine = readFileSync(lockFile(dataDir), "utf8");
    lock.release();
    writeFileSync(lockFile(dataDir), mine);
    lockDataDir(dataDir).release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });

  it("takes over a lock file that names no process", () => {
    const dataDir = folder();
    writeFileSync(lockFile(dataDir), "");
    lockDataDir(dataDir).release();
  });

  it("is released by release(), and a later release() leaves the next lock alone", () => {
    const dataDir = folder();
    const lock = lockDataDir(dataDir);
    lock.release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
    const next = lockDataDir(dataDir);
    lock.release();
    expect(recorded(dataDir).pid).toBe(process.pid);
    next.release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });

  it("is released when its process exits", async () => {
    const dataDir = folder();
    const { said, exited } = await holder(dataDir, { exit: true });
    expect([said, await exited]).toEqual(["held", 0]);
    expect(existsSync(lockFile(dataDir))).toBe(false);
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

const alert = (email: string) => ({ full_name: "Neha K", email, source: "careers-notify" });

describe("npm start on a DATA_DIR another npm start holds", () => {
  let site: ReturnType<typeof onePageSite>;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  const servers: ServerProcess[] = [];
  beforeAll(() => {
    site = onePageSite();
    dataDir = mkdtempSync(join(tmpdir(), "sentinel-one-server-"));
    env = { ...site.env, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "0" };
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

  it("refuses to start, saying who holds it, and the first keeps serving; after a kill -9 a new one starts", async () => {
    const first = await startServerProcess(env);
    servers.push(first);
    const second = await failedStart(env);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(
      new RegExp(
        `^Could not start: ${escaped(dataDir)} is in use by process ${first.child.pid} \\(\\S*node\\S* \\S*server/start\\.ts\\): [^\\n]*\\n$`,
      ),
    );

    expect((await post(first.base, "first@kaveri-bank.example")).status).toBe(201);
    // The leads CLI reads through the running server, so it needs no lock of its own.
    expect((await leads(first.base, dataDir, "career_alerts")).map((row) => row.email)).toEqual([
      "first@kaveri-bank.example",
    ]);

    first.child.kill("SIGKILL");
    await first.exited;
    expect(recorded(dataDir).pid).toBe(first.child.pid);
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
    expect(existsSync(lockFile(dataDir))).toBe(false);
  }, 400_000);
});
