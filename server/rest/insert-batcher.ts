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

/**
 * Group commit for inserts that return nothing: requests that arrive while the database
 * is busy are written in one transaction, a few to a statement. If it fails, each request
 * is retried on its own, so every caller gets its own answer and a bad row never takes
 * another request's row down with it.
 */
export function createInsertBatcher(db: Database, { maxRows = 500 }: { maxRows?: number } = {}) {
  const queue: Job[] = [];
  let pumping = false;

  async function runAlone(job: Job) {
    try {
      await insertRows(db, job.role, job.table, job.columns, job.rows);
      job.resolve();
    } catch (error) {
      job.reject(error);
    }
  }

  async function runGroup(jobs: Job[]) {
    const [first] = jobs;
    if (!first) return;
    // "default values" writes one row whatever the number of requests, so those go alone.
    if (jobs.length === 1 || first.columns.length === 0) {
      for (const job of jobs) await runAlone(job);
      return;
    }
    try {
      await asRole(db, first.role, (sql) =>
        sql.repeat(
          insertStatement(first.table, first.columns, "1"),
          packStatements(jobs).map((packed) => [JSON.stringify(packed.flatMap((job) => job.rows))]),
        ),
      );
      for (const job of jobs) job.resolve();
    } catch {
      for (const job of jobs) await runAlone(job);
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
