import { escapeIdentifier } from "pg";

import type { Database } from "#server/db/database.ts";

import { asRole } from "./as-role.ts";
import type { Role } from "./errors.ts";

type Row = Record<string, unknown>;

interface Job {
  key: string;
  role: Role;
  table: string;
  columns: string[];
  rows: Row[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** INSERT of the rows given as a JSON array in $1, as PostgREST writes it. */
export function insertStatement(table: string, columns: string[], returning: string): string {
  const target = `public.${escapeIdentifier(table)}`;
  const list = columns.map(escapeIdentifier).join(", ");
  const insert =
    columns.length === 0
      ? `insert into ${target} default values`
      : `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)`;
  return `${insert} returning ${returning}`;
}

/** Inserts `rows` as `role` in one transaction, returning the `returning` columns. */
export function insertRows(
  db: Database,
  role: Role,
  table: string,
  columns: string[],
  rows: Row[],
  returning = "1",
): Promise<Row[]> {
  return asRole(db, role, async (sql) => {
    const statement = insertStatement(table, columns, returning);
    return (await sql.query<Row>(statement, columns.length ? [JSON.stringify(rows)] : [])).rows;
  });
}

/**
 * The most rows anon may insert in one statement, which the database enforces
 * (supabase/migrations/20250902000000_limit_lead_floods.sql): PostgREST runs one statement
 * per request, so that is a limit per request there.
 */
export const ROWS_PER_STATEMENT = 5;

/**
 * Requests packed into statements of at most ROWS_PER_STATEMENT rows, in order. A request
 * is never split, and one with more rows keeps a statement of its own, so the database
 * judges each request's rows together, as it would under PostgREST.
 */
export function packStatements<T extends { rows: unknown[] }>(jobs: T[]): T[][] {
  const statements: T[][] = [];
  let current: T[] = [];
  let rows = 0;
  for (const job of jobs) {
    if (current.length && rows + job.rows.length > ROWS_PER_STATEMENT) {
      statements.push(current);
      current = [];
      rows = 0;
    }
    current.push(job);
    rows += job.rows.length;
  }
  if (current.length) statements.push(current);
  return statements;
}

/** How long after a refusal batches start statement by statement. */
const ISOLATE_AFTER_REFUSAL_MS = 1000;

/** The database's error for a request it refused. */
interface Refusal {
  error: unknown;
}

/**
 * Group commit for inserts that return nothing: requests that arrive while the database
 * is busy are written in one transaction, a few to a statement, under savepoints. When the
 * database refuses a statement, the transaction rolls back to its savepoint and the refused
 * requests are found: each gets its own error, and the others still commit with the batch.
 */
export function createInsertBatcher(
  db: Database,
  {
    maxRows = 500,
    isolateAfterRefusalMs = ISOLATE_AFTER_REFUSAL_MS,
  }: { maxRows?: number; isolateAfterRefusalMs?: number } = {},
) {
  const queue: Job[] = [];
  let pumping = false;
  let lastRefusal = -Infinity;

  async function runGroup(jobs: Job[]) {
    const [first] = jobs;
    if (!first) return;
    const text = insertStatement(first.table, first.columns, "1");
    const params = (statement: Job[]) =>
      first.columns.length ? [JSON.stringify(statement.flatMap((job) => job.rows))] : [];
    // "default values" writes one row whatever the rows given, so each request is a statement.
    const pack = first.columns.length ? packStatements : (some: Job[]) => some.map((job) => [job]);
    const refused = new Map<Job, Refusal>();
    try {
      await asRole(db, first.role, async (sql) => {
        // SET LOCAL ROLE came before the savepoint, so rolling back to it keeps the role.
        const write = async (statements: Job[][]): Promise<Refusal | undefined> => {
          await sql.exec("savepoint batched_insert");
          try {
            await sql.repeat(text, statements.map(params));
          } catch (error) {
            await sql.exec("rollback to savepoint batched_insert; release savepoint batched_insert");
            return { error };
          }
          await sql.exec("release savepoint batched_insert");
          return undefined;
        };
        /**
         * Writes `statements` in order: together while the database takes them; after a
         * refusal, one by one until the refused one is found, then the rest together again.
         * A refused statement of several requests is searched the same way, request by request.
         */
        const writeAll = async (statements: Job[][], oneByOne: boolean): Promise<void> => {
          let rest = statements;
          let alone = oneByOne;
          while (rest.length) {
            const next = alone ? rest.slice(0, 1) : rest;
            const refusal = await write(next);
            if (!refusal) {
              rest = rest.slice(next.length);
            } else if (next.length > 1) {
              alone = true;
            } else {
              const [statement] = next as [Job[]];
              const requests = statement.map((job) => [job]);
              if (requests.length > 1) await writeAll(requests, true);
              else refused.set(statement[0] as Job, refusal);
              rest = pack(rest.slice(1).flat());
              alone = false;
            }
          }
        };
        // Shortly after a refusal another is likely: one by one wastes less than a refused pipeline.
        await writeAll(pack(jobs), performance.now() - lastRefusal < isolateAfterRefusalMs);
      });
    } catch (error) {
      // The transaction itself failed (the connection, or COMMIT): nothing of it was stored.
      for (const job of jobs) job.reject(error);
      return;
    }
    if (refused.size) lastRefusal = performance.now();
    for (const job of jobs) {
      const refusal = refused.get(job);
      if (refusal) job.reject(refusal.error);
      else job.resolve();
    }
  }

  async function pump() {
    try {
      while (queue.length) {
        const groups = new Map<string, Job[]>();
        let taken = 0;
        while (queue.length && taken < maxRows) {
          const job = queue.shift() as Job;
          taken += job.rows.length;
          groups.set(job.key, [...(groups.get(job.key) ?? []), job]);
        }
        for (const jobs of groups.values()) await runGroup(jobs);
      }
    } finally {
      pumping = false;
    }
  }

  return {
    insert(role: Role, table: string, columns: string[], rows: Row[]): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({
          key: `${role}\u0000${table}\u0000${columns.join("\u0000")}`,
          role,
          table,
          columns,
          rows,
          resolve,
          reject,
        });
        if (pumping) return;
        pumping = true;
        // PGlite runs on this thread: wait until the requests already read from the
        // sockets are queued too, so they share one transaction.
        setImmediate(() => void pump());
      });
    },
  };
}

export type InsertBatcher = ReturnType<typeof createInsertBatcher>;
