import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { readYamlFile } from "#src/lib/yaml-file.ts";

import { countriesSchema } from "./countries.ts";

const { countries } = readYamlFile("src/content/countries.yaml", countriesSchema);

const migrationsDir = join(import.meta.dirname, "..", "..", "supabase", "migrations");

/** The country list of the newest migration that (re)defines the report table's country check. */
function databaseCountries(): string[] {
  const files = readdirSync(migrationsDir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  let list: string[] | undefined;
  for (const file of files) {
    const sql = readFileSync(join(migrationsDir, file), "utf8");
    const check = /download_report_country_check\s+check\s*\(\s*country\s+in\s*\(([^)]*)\)/i.exec(sql);
    if (check?.[1])
      list = [...check[1].matchAll(/'((?:[^']|'')*)'/g)].map((match) => (match[1] ?? "").replaceAll("''", "'"));
  }
  if (!list) throw new Error(`no download_report_country_check in ${migrationsDir}`);
  return list;
}

describe("the report form's countries", () => {
  it("are exactly the countries the database accepts, in the same order", () => {
    expect(databaseCountries()).toEqual([...countries]);
  });
});
