// The deploy's command line: its settings stop it before anything changes, naming each, and a
// step not built yet says so and fails rather than report a success.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { runDeploy } from "#tests/support/deploy-process.ts";

import { SETTINGS } from "./settings.ts";

describe("npm run deploy", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "sentinel-deploy-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("stops before the database step when SUPABASE_DB_URL is missing, naming it", async () => {
    const { code, output } = await runDeploy(["database"], {}, folder);
    expect(code).toBe(2);
    expect(output).toContain("SUPABASE_DB_URL is missing");
    expect(output).toContain("nothing was changed");
  });

  it("stops on a malformed setting, naming it and what is wrong", async () => {
    const { code, output } = await runDeploy(["database"], { SUPABASE_DB_URL: "https://db.example.in" }, folder);
    expect(code).toBe(2);
    expect(output).toContain("SUPABASE_DB_URL must be a postgresql:// URL");
  });

  it("reads .env.production, and the environment wins over it", async () => {
    writeFileSync(join(folder, ".env.production"), "SUPABASE_DB_URL=mysql://db.example.in/site\n");
    const fromFile = await runDeploy(["database"], {}, folder);
    expect(fromFile.code).toBe(2);
    expect(fromFile.output).toContain("SUPABASE_DB_URL must be a postgresql:// URL");
    // An address nothing answers at: the dry run reaches the database step's plan, so the setting passed.
    const fromEnv = await runDeploy(
      ["database", "--dry-run"],
      { SUPABASE_DB_URL: "postgresql://postgres@127.0.0.1:1/postgres" },
      folder,
    );
    expect(fromEnv.output).toContain("database: SUPABASE_DB_URL cannot be reached");
    expect(fromEnv.output).toContain("would apply");
    expect(fromEnv.code).toBe(0);
  });

  it("refuses a secret key where the public anon key goes", async () => {
    const { code, output } = await runDeploy(
      ["verify", "--url", "http://127.0.0.1:1"],
      { SUPABASE_URL: "https://ref.supabase.co", SUPABASE_ANON_KEY: "sb_secret_abc" },
      folder,
    );
    expect(code).toBe(2);
    expect(output).toContain("SUPABASE_ANON_KEY is a secret key");
  });

  it("refuses a --url that is not an origin", async () => {
    const { code, output } = await runDeploy(["verify", "--url", "ftp://www.example.in/about"], {}, folder);
    expect(code).toBe(2);
    expect(output).toContain("--url must be https://");
  });

  it("names an unknown step", async () => {
    const { code, output } = await runDeploy(["databse"], {}, folder);
    expect(code).toBe(2);
    expect(output).toContain('No step named "databse"');
  });

  it("has every setting in the README's table", () => {
    const readme = readFileSync(join(import.meta.dirname, "..", "..", "README.md"), "utf8");
    const section = readme.slice(
      readme.indexOf("## Deploying"),
      readme.indexOf("\n## ", readme.indexOf("## Deploying")),
    );
    const table = section.split("\n").filter((line) => line.startsWith("| `"));
    const named = table.map((line) => /^\| `(\w+)`/.exec(line)?.[1]);
    expect(named.toSorted()).toEqual(Object.keys(SETTINGS).toSorted());
  });
});
