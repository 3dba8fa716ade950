import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { retentionValues } from "#shared/data-rights.ts";
import { readYamlFile } from "#src/lib/yaml-file.ts";

import { FIRST_VERSION, versionHistorySchema } from "./legal-versions.ts";

const policy = readFileSync(join(import.meta.dirname, "legal", "privacy.md"), "utf8");
const { versions } = readYamlFile("src/content/legal/privacy-versions.yaml", versionHistorySchema);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe("the privacy policy", () => {
  it("states every retention period through its token, so the text reads the periods the database enforces", () => {
    for (const token of Object.keys(retentionValues)) expect(policy, token).toContain(`{{${token}}}`);
    const retention = policy.slice(policy.indexOf("## Data retention"), policy.indexOf("## Your rights"));
    const periods = retention.split("\n").filter((line) => line.startsWith("- "));
    expect(periods.length).toBeGreaterThan(0);
    for (const line of periods) expect(line).not.toMatch(/\b\d+ (months?|days?|years?)\b/);
  });

  it("dates its retention from when the form was sent, never from a last contact nobody records", () => {
    expect(policy).not.toMatch(/last contact/i);
  });

  it("sends people to the data-rights page to exercise their rights", () => {
    const rights = policy.slice(policy.indexOf("## Your rights"), policy.indexOf("## Children"));
    expect(rights).toContain("(/data-rights)");
    expect(policy).not.toMatch(/on request\./);
  });

  it("is last updated on its latest version's date, with the specification's date as the first", () => {
    expect(day(versions[0]?.date ?? new Date(0))).toBe(FIRST_VERSION);
    expect(policy).toMatch(new RegExp(`^updated: ${day(versions.at(-1)?.date ?? new Date(0))}$`, "m"));
  });
});

describe("a version history", () => {
  const version = (date: string) => ({ date: new Date(date), change: "Changed." });

  it("refuses one that does not start on the specification's date", () => {
    expect(versionHistorySchema.safeParse({ versions: [version("2025-09-01")] }).success).toBe(false);
  });

  it("refuses versions out of order or two on one date", () => {
    const first = version(FIRST_VERSION);
    expect(
      versionHistorySchema.safeParse({ versions: [first, version("2026-01-02"), version("2026-01-01")] }).success,
    ).toBe(false);
    expect(
      versionHistorySchema.safeParse({ versions: [first, version("2026-01-01"), version("2026-01-01")] }).success,
    ).toBe(false);
    expect(versionHistorySchema.safeParse({ versions: [first, version("2026-01-01")] }).success).toBe(true);
  });
});
