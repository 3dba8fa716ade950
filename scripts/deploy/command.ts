// The commands the deploy runs (npm, wrangler), behind one function a test can replace: each in
// the repository's folder, with settings in its environment and secrets on its standard input,
// never in its arguments, so no process listing or error report shows them.
import { spawn } from "node:child_process";
import { join } from "node:path";

import { DeployStop } from "./step.ts";

export const root = join(import.meta.dirname, "..", "..");

export interface Command {
  /** How the step names it when it fails. */
  what: string;
  command: string;
  args: string[];
  /** Added to the deploy's own environment. */
  env?: Record<string, string>;
  /** Written to the command's standard input. */
  input?: string;
}

/** Runs a command; resolves with what it printed, or rejects with DeployStop naming it. */
export type Runner = (command: Command) => Promise<string>;

/** wrangler without a network of its own beyond Cloudflare's API: no metrics, no error reports. */
export const WRANGLER_QUIET = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_WRITE_LOGS: "false",
};

/** The pinned wrangler of the repository. */
export const wrangler = join(root, "node_modules", ".bin", "wrangler");

/** Runs `command` in the repository's folder; on failure, stops the step with the output's end. */
export const runCommand: Runner = ({ what, command, args, env = {}, input }) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: "pipe",
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new DeployStop(`${what} failed (exit code ${code}):\n${output.trim().split("\n").slice(-30).join("\n")}`),
          ),
    );
    child.stdin.end(input ?? "");
  });
