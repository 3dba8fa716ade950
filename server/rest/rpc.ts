import { escapeIdentifier } from "pg";

import type { Database } from "#server/db/database.ts";

import { asRole } from "./as-role.ts";
import { type Role, restError } from "./errors.ts";

/** A function of the public schema as PostgREST's schema cache describes it. */
interface Signature {
  /** Names of the input arguments, in order. */
  inputs: string[];
  /** How many of the last inputs have defaults. */
  defaults: number;
  /** Whether it returns rows (a set or a row type) rather than one value. */
  rows: boolean;
}

async function signatures(db: Database, name: string): Promise<Signature[]> {
  const { rows } = await db.query<{
    names: string[] | null;
    modes: string[] | null;
    count: number;
    defaults: number;
    rows: boolean;
  }>(
    `select p.proargnames as names, p.proargmodes::text[] as modes, p.pronargs as count,
            p.pronargdefaults as defaults, p.proretset or t.typtype in ('c', 'p') as rows
       from pg_catalog.pg_proc p join pg_catalog.pg_type t on t.oid = p.prorettype
      where p.pronamespace = 'public'::regnamespace and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return rows.map((row) => {
    // proargmodes is null when every argument is an input; output columns follow otherwise.
    const names = row.names ?? [];
    const inputs = row.modes ? names.filter((_, i) => ["i", "b", "v"].includes(row.modes?.[i] ?? "")) : names;
    return { inputs: inputs.slice(0, row.count), defaults: row.defaults, rows: row.rows };
  });
}

const parameter = (value: unknown) =>
  value === null || typeof value !== "object" ? (value ?? null) : JSON.stringify(value);

/**
 * POST /rpc/<name> as PostgREST answers it for a JSON object of named arguments: the
 * function runs as the caller's role, so only one it may EXECUTE answers; rows come back as
 * a JSON array, a single value as that value. An unknown name or argument is PGRST202.
 */
export async function callFunction(db: Database, role: Role, name: string, args: Record<string, unknown>) {
  const given = Object.keys(args);
  const match = (await signatures(db, name)).find(
    (signature) =>
      given.every((arg) => signature.inputs.includes(arg)) &&
      signature.inputs.slice(0, signature.inputs.length - signature.defaults).every((arg) => given.includes(arg)),
  );
  if (!match) {
    return restError(404, {
      code: "PGRST202",
      message: `Could not find the function public.${name}(${given.join(", ")}) in the schema cache`,
      details: `Searched for the function public.${name} with parameters ${given.join(", ")} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    });
  }
  const call = `public.${escapeIdentifier(name)}(${given.map((arg, i) => `${escapeIdentifier(arg)} => $${i + 1}`).join(", ")})`;
  const statement = match.rows ? `select * from ${call}` : `select ${call} as value`;
  const rows = await asRole(
    db,
    role,
    async (sql) =>
      (
        await sql.query<Record<string, unknown>>(
          statement,
          given.map((arg) => parameter(args[arg])),
        )
      ).rows,
  );
  const body = match.rows ? rows : (rows[0]?.value ?? null);
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
