// supabase/schema.sql is the schema as the migrations leave it today: a new migration without
// `npm run schema` fails here.
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { postgresForTests } from "#tests/support/postgres-cluster.ts";

import { currentSchema, schemaFile } from "./schema.ts";

const { skip } = postgresForTests("supabase/schema.sql's check");

describe.skipIf(skip)("supabase/schema.sql", () => {
  it("is the schema the migrations make: run npm run schema when this fails", async () => {
    const written = readFileSync(schemaFile, "utf8");
    expect(written === (await currentSchema()), "supabase/schema.sql is stale: run npm run schema").toBe(true);
  }, 120_000);
});
