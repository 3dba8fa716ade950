// A privacy notice's changed words get a new version that reaches the database: the content
// editor's save on a checkout of its own, that checkout's migrations on a fresh database
// (PGlite and PostgreSQL), and a lead sent as that checkout's forms send it.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migrate } from "#server/db/migrations.ts";
import { insertRows } from "#server/rest/insert-batcher.ts";
import { saveUpdate } from "#src/editor/save.ts";
import type * as Payload from "#src/lib/leads/payload.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { editorUpdate } from "#tests/support/editor-update.ts";
import { buildOutcome, copyOfProject } from "#tests/support/project-copy.ts";

import type { Database } from "#server/db/database.ts";

const EN = "src/content/notices/en.yaml";
const HI = "src/content/notices/hi.yaml";
/** 10:00 on 7 December 2026 in India. */
const now = new Date("2026-12-07T04:30:00Z");

let root = "";
let migrations: string[] = [];

const read = (file: string) => readFileSync(join(root, file), "utf8");
const version = (file: string) => /^version: "(.+)"$/m.exec(read(file))?.[1];
const newMigrations = () => readdirSync(join(root, "supabase/migrations")).filter((name) => !migrations.includes(name));

beforeAll(async () => {
  root = copyOfProject("sentinel-notice-version-");
  migrations = readdirSync(join(root, "supabase/migrations"));
  const edited = read(EN).replace(
    "details: What we collect, why, and your rights",
    "details: What we collect, why, how long we keep it, and your rights",
  );
  await saveUpdate(editorUpdate({ [EN]: edited }), root, { now });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("saving a privacy notice with changed words", () => {
  it("gives every language the day's version, lists it for the forms and registers it in a new migration", () => {
    expect(version(EN)).toBe("2026-12-07");
    expect(version(HI)).toBe("2026-12-07");
    expect(JSON.parse(read("shared/notice-versions.json"))).toEqual({
      versions: ["2026-11-26", "2026-11-28", "2026-12-07"],
    });
    expect(Object.keys(JSON.parse(read("src/content/notice-words.json")) as object)).toContain("2026-12-07");
    expect(newMigrations()).toEqual([expect.stringMatching(/^\d{14}_privacy_notice_2026_12_07\.sql$/)]);
  });

  it("keeps the Hindi notice's words, changing only its version", () => {
    const diff = execFileSync("git", ["diff", "--no-color", "-U0", "--", HI], { cwd: root, encoding: "utf8" });
    expect(diff.split("\n").filter((line) => /^[-+][^-+]/.test(line))).toEqual([
      '-version: "2026-11-28"',
      '+version: "2026-12-07"',
    ]);
  });

  it("changes nothing more when the same words are saved again", async () => {
    const before = newMigrations();
    await saveUpdate(editorUpdate({ [EN]: read(EN) }), root, { now });
    expect(newMigrations()).toEqual(before);
    expect(version(EN)).toBe("2026-12-07");
  });
});

describe.each(testDatabases("a new notice version"))("a new notice version on $name", ({ skip, openMigrated }) => {
  let db: Database;

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
  });

  it.skipIf(skip)("is the one new consent records name, and the one it replaced is superseded", async () => {
    expect(await migrate(db, join(root, "supabase/migrations"), { onNote: () => {} })).toHaveLength(1);
    // The checkout's own payloads, as its contact form sends them.
    const payload = (await import(pathToFileURL(join(root, "src/lib/leads/payload.ts")).href)) as typeof Payload;
    const email = `notice.${Date.now()}@bank.example`;
    const values = {
      full_name: "Ananya Rao",
      email,
      company: "Kaveri Bank",
      phone: "",
      question: "Pricing Information",
      message: "We need continuous KYC monitoring.",
      marketing_opt_in: "",
    };
    for (const language of ["en", "hi"] as const) {
      const row = payload.contactPayload(values, "/contact", language) as unknown as Record<string, unknown>;
      await insertRows(db, "anon", "contact_messages", Object.keys(row), [row]);
    }
    const { rows } = await db.query<{ notice_version: string; notice_language: string }>(
      "select notice_version, notice_language from public.contact_messages where email = $1 order by notice_language",
      [email],
    );
    expect(rows).toEqual([
      { notice_version: version(EN), notice_language: "en" },
      { notice_version: version(HI), notice_language: "hi" },
    ]);
    const { rows: superseded } = await db.query<{ version: string }>(
      "select distinct version from private.notice_versions where superseded_at is not null order by version",
    );
    expect(superseded.map((row) => row.version)).toEqual(["2026-11-26", "2026-11-28"]);
  });
});

describe("node scripts/notice-version.ts", () => {
  it("gives words edited by hand a new version, as the editor does", () => {
    writeFileSync(join(root, HI), read(HI).replace(/^heading: (.+)$/m, "heading: $1 (संशोधित)"));
    const before = newMigrations();
    execFileSync(process.execPath, ["scripts/notice-version.ts"], { cwd: root, encoding: "utf8" });
    expect(version(HI)).toMatch(/^\d{4}-\d{2}-\d{2}(\.\d+)?$/);
    expect(version(HI)).not.toBe("2026-12-07");
    expect(version(EN)).toBe(version(HI));
    expect(newMigrations()).toHaveLength(before.length + 1);
  });
});

describe("npm run build", () => {
  let checkout = "";

  beforeAll(() => {
    checkout = copyOfProject("sentinel-notice-build-");
  });

  afterAll(() => rmSync(checkout, { recursive: true, force: true }));

  it("refuses a notice whose words changed under its version, naming the file and what to do", async () => {
    const file = join(checkout, EN);
    writeFileSync(file, readFileSync(file, "utf8").replace("heading: Your data and your rights", "heading: Your data"));
    const output = await buildOutcome(checkout);
    expect(output).toContain(`${EN}: its words are not those of version 2026-11-28`);
    expect(output).toContain("node scripts/notice-version.ts");
  }, 240_000);
});
