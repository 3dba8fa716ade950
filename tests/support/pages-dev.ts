// Cloudflare's own runtime (workerd, through `wrangler pages dev` or `wrangler dev`) serving a
// built site on loopback, offline: its `_headers`, `_routes.json` and `_worker.js` as the host
// reads them. Wrangler runs in a folder of its own, so nothing it writes lands in the project.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { freePort } from "#scripts/free-port.ts";

const root = join(import.meta.dirname, "..", "..");
const wrangler = join(root, "node_modules", ".bin", "wrangler");

/** The date the function is run at; the installed workerd supports it. */
const COMPATIBILITY_DATE = "2026-11-17";

export interface PagesDev {
  base: string;
  /** What wrangler wrote so far. */
  output(): string;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once("exit", () => resolve()),
  );

/** Signals a process group, which may have ended already. */
function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

async function answers(base: string): Promise<boolean> {
  try {
    await (await fetch(base, { redirect: "manual" })).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * `wrangler pages dev <dir>` on a free loopback port with `bindings` as the project's variables;
 * resolves once it answers. `stop()` ends its process group (wrangler, its node child and
 * workerd).
 */
export function startPagesDev(dir: string, bindings: Record<string, string>): Promise<PagesDev> {
  const args = ["pages", "dev", dir, "--compatibility-date", COMPATIBILITY_DATE];
  for (const [name, value] of Object.entries(bindings)) args.push("--binding", `${name}=${value}`);
  return startWrangler(args);
}

/**
 * `wrangler dev` with one of the project's Worker configs (wrangler.jsonc unless named: a Worker
 * with static assets, as the deploy publishes it) and `vars` as its variables; as startPagesDev,
 * its state in a folder of its own. With `dir`, that build is served in place of the one the
 * config names, with the config's every other setting.
 */
export function startWorkerDev(
  vars: Record<string, string>,
  { config = "wrangler.jsonc", dir }: { config?: string; dir?: string } = {},
): Promise<PagesDev> {
  const home = mkdtempSync(join(tmpdir(), "sentinel-worker-dev-"));
  const configFile = configServing(home, config, dir);
  const args = ["dev", "--config", configFile, "--persist-to", join(home, "state")];
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  return startWrangler(args, () => rmSync(home, { recursive: true, force: true }));
}

/** The project's Worker config `config`, or a copy of it in `home` that serves the build `dir`. */
function configServing(home: string, config: string, dir: string | undefined): string {
  const configFile = join(root, config);
  if (!dir) return configFile;
  const text = readFileSync(configFile, "utf8");
  const built = /"directory":\s*"([^"]+)"/.exec(text)?.[1];
  if (!built) throw new Error(`${config} names no assets directory`);
  const copy = join(home, config);
  writeFileSync(copy, text.replaceAll(built, dir));
  return copy;
}

/** Answers the Worker's requests to the internet (its `fetch` to any other origin). */
export type Outbound = (request: Request) => Promise<Response>;

/**
 * As startWorkerDev, with wrangler's own API in this process rather than its command line, so the
 * Worker's requests to the internet go to `outbound` (wrangler's outbound service, which the
 * command line does not offer): a stand-in answers them, and nothing leaves the machine.
 */
export async function startWorkerWithOutbound(
  vars: Record<string, string>,
  outbound: Outbound,
  { config = "wrangler.jsonc", dir }: { config?: string; dir?: string } = {},
): Promise<PagesDev> {
  const home = mkdtempSync(join(tmpdir(), "sentinel-worker-dev-"));
  // Wrangler reads these from this process's environment, as startWrangler gives them its child;
  // they are put back when it stops.
  const settings: Record<string, string> = {
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    WRANGLER_WRITE_LOGS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    XDG_CONFIG_HOME: join(home, "config"),
  };
  const before = { ...process.env };
  Object.assign(process.env, settings);
  const restore = () => {
    for (const name of Object.keys(settings)) Reflect.deleteProperty(process.env, name);
    Object.assign(process.env, before);
  };
  const { unstable_startWorker } = await import("wrangler");
  const worker = await unstable_startWorker({
    config: configServing(home, config, dir),
    bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: "plain_text", value }])),
    dev: {
      server: { hostname: "127.0.0.1", port: await freePort() },
      inspector: false,
      persist: join(home, "state"),
      watch: false,
      logLevel: "warn",
      outboundService: (request: Request) => outbound(request),
    },
  });
  await worker.ready;
  const base = (await worker.url).origin;
  return {
    base,
    output: () => "",
    stop: async () => {
      await worker.dispose();
      restore();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/**
 * `wrangler dev --test-scheduled` with the Worker config `config` and `vars`: GET /__scheduled
 * runs its cron handler once, as Cloudflare's trigger would.
 */
export function startScheduledDev(config: string, vars: Record<string, string>): Promise<PagesDev> {
  const args = ["dev", "--config", config, "--test-scheduled"];
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  return startWrangler(args);
}

async function startWrangler(command: string[], cleanUp = () => {}): Promise<PagesDev> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const home = mkdtempSync(join(tmpdir(), "sentinel-pages-dev-"));
  const args = [...command, "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort)];
  const child = spawn(wrangler, args, {
    cwd: home,
    // Its own process group, so stopping it stops workerd too.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      CI: "true",
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
      WRANGLER_WRITE_LOGS: "false",
      // Without it miniflare asks Cloudflare for request metadata, and waits on a network this has not.
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      XDG_CONFIG_HOME: join(home, "config"),
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;

  const stop = async () => {
    const { pid } = child;
    if (pid && child.exitCode === null && !child.signalCode) {
      const done = exited(child);
      signalGroup(pid, "SIGTERM");
      const killed = setTimeout(() => signalGroup(pid, "SIGKILL"), 15_000);
      await done;
      clearTimeout(killed);
    }
    rmSync(home, { recursive: true, force: true });
    cleanUp();
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`wrangler exited with ${child.exitCode}:\n${output}`);
    }
    if (output.includes("Ready on") && (await answers(base))) return { base, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`wrangler did not answer at ${base} within 180 s:\n${output}`);
}
