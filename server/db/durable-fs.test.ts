// Whether a commit on the embedded database reaches the disk, as the kernel sees it: the
// database runs in a process of its own under strace, which records every fsync and the marks
// the process writes around its commits.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { afterAll, describe, expect, it } from "vitest";

const strace = spawnSync("strace", ["-V"]).status === 0;
const pglite = pathToFileURL(join(import.meta.dirname, "pglite.ts")).href;
const COMMITS = 20;

const script = `
  const { openPglite } = await import(${JSON.stringify(pglite)});
  const db = await openPglite(process.argv[1]);
  await db.exec("create table if not exists leads (id serial primary key, email text)");
  process.stdout.write("commits begin\\n");
  for (let i = 0; i < ${COMMITS}; i++)
    await db.transaction((sql) => sql.query("insert into leads (email) values ($1)", ["lead" + i + "@bank.example"]));
  process.stdout.write("commits end\\n");
  await db.close();`;

describe("the embedded database", () => {
  const dir = mkdtempSync(join(tmpdir(), "sentinel-durable-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.skipIf(!strace && !process.env.CI)(
    "puts every commit on disk before it returns: one fsync or more a commit",
    () => {
      expect(strace, "strace is needed to see the process's fsync calls (apt-get install strace)").toBe(true);
      const trace = join(dir, "trace");
      const traced = spawnSync(
        "strace",
        [
          "-f",
          "-qq",
          "-e",
          "trace=fsync,fdatasync,write",
          "-o",
          trace,
          process.execPath,
          "--input-type=module",
          "-e",
          script,
          join(dir, "pglite"),
        ],
        { encoding: "utf8", timeout: 120_000 },
      );
      expect(traced.status, traced.stderr).toBe(0);
      const lines = readFileSync(trace, "utf8").split("\n");
      const begin = lines.findIndex((line) => line.includes('"commits begin\\n"'));
      const end = lines.findIndex((line) => line.includes('"commits end\\n"'));
      expect(begin).toBeGreaterThan(-1);
      expect(end).toBeGreaterThan(begin);
      const flushes = lines
        .slice(begin, end)
        .filter((line) => /\b(fsync|fdatasync)\(/.test(line) && !/= -1/.test(line));
      expect(flushes.length).toBeGreaterThanOrEqual(COMMITS);
    },
    120_000,
  );
});
