import pg from "pg";

import type { Database, Sql } from "./database.ts";
import { HASH_KEYS_SETTING, hashKeysSetting } from "./hash-keys.ts";

const INT8 = 20;
const DATE = 1082;

// bigint ids come back as numbers, as PostgREST and PGlite return them; a date as its text,
// 2025-11-03, as PostgREST answers it (a Date would be a midnight in this process's time zone).
function getTypeParser(oid: number, format?: "text" | "binary") {
  if (oid === INT8) return (value: string) => Number(value);
  if (oid === DATE) return (value: string) => value;
  return pg.types.getTypeParser(oid, format);
}

/**
 * A real PostgreSQL server (Supabase in production, or a local one) through a pool. Supabase
 * keeps the address-hash keys in Vault; another server is given them as `hashKeys`, a setting
 * of every connection (hash-keys.ts).
 */
export function openPostgres(
  connectionString: string,
  { max = 10, hashKeys }: { max?: number; hashKeys?: readonly string[] } = {},
): Database {
  const options = hashKeys ? `-c ${HASH_KEYS_SETTING}=${hashKeysSetting(hashKeys)}` : undefined;
  const pool = new pg.Pool({ connectionString, max, types: { getTypeParser }, ...(options ? { options } : {}) });
  const wrap = (client: pg.Pool | pg.PoolClient): Sql => ({
    query: async <Row>(text: string, params?: unknown[]) => {
      const result = await client.query(text, params);
      return { rows: result.rows as Row[] };
    },
    exec: async (text, options) => {
      const onNotice = options?.onNotice;
      if (!onNotice) return void (await client.query(text));
      // A notice comes on the connection that ran the statement: hold one for it.
      const connection = client instanceof pg.Pool ? await client.connect() : client;
      // RAISE NOTICE carries SQLSTATE 00000; the server's own notes ("already exists") carry others.
      const listener = (notice: { code?: string; message?: string }) => {
        if (notice.code === "00000") onNotice(notice.message ?? "");
      };
      connection.on("notice", listener);
      try {
        await connection.query(text);
      } finally {
        connection.off("notice", listener);
        if (connection !== client) (connection as pg.PoolClient).release();
      }
    },
  });
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work({
          ...wrap(client),
          async repeat(text, paramLists) {
            for (const params of paramLists) await client.query(text, params);
          },
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
