import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { writeBuildStamp } from "#shared/build.ts";

import { buildNotice, buildState } from "./build-state.ts";

const sources = ["src", "public", "astro.config.ts", ".env"];
const files = ["src/content/home.ts", "src/content/home.test.ts", "public/favicon.svg", "astro.config.ts", "README.md"];
/** When the last build began. */
const built = new Date(Date.now() - 60 * 60_000);
const before = new Date(built.getTime() - 60_000);
const after = new Date(built.getTime() + 1_000);

let root: string;
const at = (path: string) => join(root, path);
const state = () => buildState({ root, sources, clientDir: at("build/client"), stampPath: at("build/build-started") });

function write(path: string, modified: Date) {
  mkdirSync(dirname(at(path)), { recursive: true });
  writeFileSync(at(path), path);
  utimesSync(at(path), modified, modified);
}

/** A project whose every file and folder is older than its last build, which is complete. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "sentinel-build-state-"));
  for (const path of [...files, "build/client/index.html"]) write(path, before);
  for (const folder of ["src", "src/content", "public"]) utimesSync(at(folder), before, before);
  writeBuildStamp(at("build/build-started"), built);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the build npm start serves", () => {
  it("is current when no source changed since the build began", async () => {
    expect(await state()).toEqual({ kind: "current" });
    expect(buildNotice(await state())).toMatch(/^Build is current/);
  });

  it("is stale once a source file is saved after the build began, and names the file", async () => {
    utimesSync(at("src/content/home.ts"), after, after);
    expect(await state()).toEqual({ kind: "stale", changed: ["src/content/home.ts"] });
    expect(buildNotice(await state())).toBe("Sources changed since the last build (src/content/home.ts): building…");
  });

  it("names the newest change first, and counts the others", async () => {
    utimesSync(at("astro.config.ts"), after, after);
    const later = new Date(after.getTime() + 1_000);
    write(".env", later);
    expect(await state()).toEqual({ kind: "stale", changed: [".env", "astro.config.ts"] });
    expect(buildNotice(await state())).toBe("Sources changed since the last build (.env and 1 more): building…");
  });

  it("is stale once a source file is removed: its folder changed", async () => {
    rmSync(at("public/favicon.svg"));
    expect(await state()).toEqual({ kind: "stale", changed: ["public/"] });
  });

  it("stays current when a test or a file the build does not read changes", async () => {
    utimesSync(at("src/content/home.test.ts"), after, after);
    utimesSync(at("README.md"), after, after);
    expect(await state()).toEqual({ kind: "current" });
  });

  it("is missing without a page, or without the stamp a complete build leaves", async () => {
    rmSync(at("build/build-started"));
    expect(await state()).toEqual({ kind: "missing" });
    writeBuildStamp(at("build/build-started"), built);
    rmSync(at("build/client/index.html"));
    expect(await state()).toEqual({ kind: "missing" });
  });
});
