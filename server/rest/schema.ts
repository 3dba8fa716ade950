import type { Sql } from "#server/db/database.ts";

/** A table or view of the public schema: PostgREST names which in its errors ("permission denied for view …"). */
export interface Relation {
  kind: "table" | "view";
  columns: ReadonlySet<string>;
}

/** Tables and views of the public schema and their columns, as PostgREST's schema cache sees them. */
export type SchemaCache = ReadonlyMap<string, Relation>;

export async function loadSchema(sql: Sql): Promise<SchemaCache> {
  const { rows } = await sql.query<{ table_name: string; column_name: string; table_type: string }>(
    `select c.table_name, c.column_name, t.table_type
       from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type in ('BASE TABLE', 'VIEW')
      order by c.table_name, c.ordinal_position`,
  );
  const schema = new Map<string, { kind: Relation["kind"]; columns: Set<string> }>();
  for (const row of rows) {
    const relation = schema.get(row.table_name) ?? {
      kind: row.table_type === "VIEW" ? "view" : "table",
      columns: new Set<string>(),
    };
    relation.columns.add(row.column_name);
    schema.set(row.table_name, relation);
  }
  return schema;
}
