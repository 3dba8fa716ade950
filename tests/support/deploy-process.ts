// `npm run deploy` as its own process, for tests: its exit code and what it printed.
import { spawn } from "node:child_process";
import { join } from "node:path";

const entry = join(import.meta.dirname, "..", "..", "scripts", "deploy", "deploy.ts");

export interface DeployRun {
  code: number | null;
  output: string;
}

/**
 * Runs the deploy with `args`, in an environment of `env` alone (beside PATH and HOME), in the
 * folder `cwd`, where it looks for .env.production.
 */
export function runDeploy(args: string[], env: Record<string, string>, cwd: string): Promise<DeployRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, output }));
  });
}
