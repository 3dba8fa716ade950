import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Makes `dir` and everything under it usable by its owner only; returns how many it changed. */
export function restrictToOwner(dir: string): number {
  let changed = 0;
  for (const path of [dir, ...readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name)))]) {
    try {
      const stat = lstatSync(path);
      if (stat.isSymbolicLink() || (stat.mode & 0o077) === 0) continue;
      chmodSync(path, stat.isDirectory() ? 0o700 : 0o600);
      changed += 1;
    } catch (error) {
      // A file a running database removed during the walk needs no tightening.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return changed;
}

/**
 * Keeps DATA_DIR (the database, the service key, the outbox) to the server's own user:
 * from here on this process creates files 0600 and directories 0700 (the umask, set
 * before PGlite opens its files), and a DATA_DIR left open to others by an older version
 * or by hand is tightened, with one line saying so.
 */
export function keepDataDirPrivate(dataDir: string, log: (line: string) => void = console.log): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const changed = restrictToOwner(dataDir);
  if (changed) {
    log(`${dataDir}: ${changed} files and folders were open to other users; now only their owner may use them.`);
  }
}
