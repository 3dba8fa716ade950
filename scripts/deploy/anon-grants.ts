// What anon, the role of every visitor's request, may do in the schemas the migrations own,
// read from the catalog: insert into the lead tables, call the three data-rights functions and
// count a visit, nothing else (server/db/privileges.test.ts asserts the same of the migrations).
import type pg from "pg";

import { leadTables } from "#scripts/leads.ts";

export const ANON_FUNCTIONS = [
  "confirm_data_rights",
  "count_visit",
  "request_data_rights",
  "withdraw_consent",
] as const;

/** Every privilege anon holds in public and private: "INSERT on public.career_alerts", … */
export async function anonPrivileges(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ privilege: string }>(`
    with relations as (
      select c.oid, n.nspname || '.' || c.relname as name, c.relkind
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
    )
    select p || ' on ' || name as privilege from relations,
           unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) as p
     where relkind <> 'S' and pg_catalog.has_any_column_privilege('anon', oid, p)
    union all
    select p || ' on ' || name from relations, unnest(array['DELETE', 'TRUNCATE', 'TRIGGER']) as p
     where relkind <> 'S' and pg_catalog.has_table_privilege('anon', oid, p)
    union all
    select p || ' on ' || name from relations, unnest(array['USAGE', 'SELECT', 'UPDATE']) as p
     where relkind = 'S' and pg_catalog.has_sequence_privilege('anon', oid, p)
    union all
    select 'EXECUTE on ' || n.nspname || '.' || f.proname
      from pg_catalog.pg_proc f join pg_catalog.pg_namespace n on n.oid = f.pronamespace
     where n.nspname in ('public', 'private') and pg_catalog.has_function_privilege('anon', f.oid, 'EXECUTE')
       and pg_catalog.has_schema_privilege('anon', n.oid, 'USAGE')
    order by 1`);
  return rows.map((row) => row.privilege);
}

/** What anon should hold: INSERT on each lead table, EXECUTE on each data-rights function and on the visit count. */
export const intendedAnonPrivileges = (): string[] =>
  [
    ...leadTables.map((table) => `INSERT on public.${table}`),
    ...ANON_FUNCTIONS.map((name) => `EXECUTE on public.${name}`),
  ].sort();

/** How anon's privileges differ from the intended ones, one line each; empty when they agree. */
export async function anonGrantProblems(client: pg.Client): Promise<string[]> {
  const held = new Set(await anonPrivileges(client));
  const intended = new Set(intendedAnonPrivileges());
  return [
    ...[...held].filter((privilege) => !intended.has(privilege)).map((privilege) => `anon may ${privilege}`),
    ...[...intended].filter((privilege) => !held.has(privilege)).map((privilege) => `anon lacks ${privilege}`),
  ];
}
