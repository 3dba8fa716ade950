import { rmSync } from "node:fs";

import { afterAll, describe, expect, it } from "vitest";

import { seededDataDir } from "#tests/support/databases.ts";
import { onePageSite } from "#tests/support/server-process.ts";
import { stopUnderLoad } from "#tests/support/stop-under-load.ts";

describe("npm start under load", () => {
  const site = onePageSite();
  const dataDir = seededDataDir("sentinel-stop-");
  afterAll(() => {
    site.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("on SIGTERM stops answering at once, finishes the e-mail in flight, exits 0 and keeps every acknowledged lead", async () => {
    const stop = await stopUnderLoad({ ...site.env, DATA_DIR: dataDir });
    expect(stop.stoppedAnsweringFirst, stop.output).toBe(true);
    // The server exits 1 when it has not stopped cleanly within 10 s of the signal.
    expect(stop.exitCode, stop.output).toBe(0);
    expect(stop.acknowledged).toBeGreaterThanOrEqual(200);
    expect(stop.lost).toEqual([]);
    expect(stop.heldMailRecorded).toBe(true);
  }, 400_000);
});
