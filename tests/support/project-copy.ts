// The project's files in a folder of its own, committed to a git repository there, with the
// project's node_modules: a person's checkout, to change and build while the project's own
// files stay as they are.
import { execFile, execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

const root = join(import.meta.dirname, "..", "..");

export function git(dir: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8" });
}

/** A new folder (named `prefix`…) with the project's files as a clone has them, and anything not yet committed. */
export function copyOfProject(prefix: string): string {
  const to = mkdtempSync(join(tmpdir(), prefix));
  const files = git(root, "ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0").filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(to, file));
    } catch (error) {
      // A file deleted in the working tree but not yet from the index.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(join(root, "node_modules"), join(to, "node_modules"));
  git(to, "init", "-q");
  git(to, "add", "-A");
  git(to, "-c", "user.name=Editor", "-c", "user.email=editor@localhost", "commit", "-qm", "checkout");
  return to;
}

/** `npm run build` in `dir`, as a person runs it: "built", or its output when it fails. */
export async function buildOutcome(dir: string): Promise<string> {
  // Vitest's own variables (NODE_ENV=test among them) would change the build.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
  try {
    await promisify(execFile)("npm", ["run", "build"], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `${stdout}\n${stderr}`;
  }
  return "built";
}
