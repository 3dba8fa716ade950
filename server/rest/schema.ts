import type { Sql } from "#server/db/database.ts";

/** Tables and columns of the public schema, as PostgREST's schema cache sees them. */
export type SchemaCache = ReadonlyMap<string, ReadonlySet<string>>;

export async function loadSchema(sql: Sql): Promise<SchemaCache> {
  const { rows } = await sql.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type in ('BASE TABLE', 'VIEW')
      order by c.table_name, c.ordinal_position`,
  );
  const schema = new Map<string, Set<string>>();
  for (const row of rows) {
    const columns = schema.get(row.table_name) ?? new Set<string>();
    columns.add(row.column_name);
    schema.set(row.table_name, columns);
  }
  return schema;
}
