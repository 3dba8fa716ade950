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
 * The most rows waiting for their turn before new requests are refused. A full queue is
 * about half a second of inserts on one core (single-row requests, PGlite), far above any
 * burst of real forms, yet it bounds the memory a flood holds and the wait of the last row.
 */
export const MAX_QUEUED_ROWS = 2000;

/** A request refused because the queue already held as many rows as it may. */
export class InsertQueueFull extends Error {
  constructor() {
    super("Too many rows are waiting to be inserted");
    this.name = "InsertQueueFull";
  }
}

/** How long a refusal makes the batches after it careful. */
const ISOLATE_AFTER_REFUSAL_MS = 1000;

/** The database's error for a request it refused. */
interface Refusal {
  error: unknown;
}

/** The CHECK constraint that refused, when one did. */
function violatedCheck(refusal: Refusal): string | undefined {
  const { code, constraint } = (refusal.error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === "23514" && typeof constraint === "string" ? constraint : undefined;
}

/**
 * A query that lists, by ordinality, the rows given as a JSON array in $1 that the CHECK
 * constraints `names` of `table` refuse, and the columns they read. A row may pass it and
 * still be refused (a trigger, a column's default), or fail it and be taken: it only says
 * which requests to write alone.
 */
async function checkQuery(db: Database, table: string, names: string[]) {
  const target = `public.${escapeIdentifier(table)}`;
  const { rows } = await db.query<{ check: string; columns: string[] }>(
    `select pg_get_expr(c.conbin, c.conrelid) as check,
       (select json_agg(a.attname) from pg_catalog.pg_attribute a where a.attrelid = c.conrelid and a.attnum = any(c.conkey)) as columns
     from pg_catalog.pg_constraint c
     where c.conrelid = $1::regclass and c.contype = 'c' and c.conname = any($2::text[])`,
    [target, names],
  );
  if (!rows.length) return undefined;
  // As a CHECK does, pass a row unless some constraint is false (null passes).
  const passes = rows.map((row) => `(${row.check})`).join(" and ");
  return {
    text: `select ordinality::int as row from json_populate_recordset(null::${target}, $1::json) with ordinality where not coalesce(${passes}, true)`,
    columns: [...new Set(rows.flatMap((row) => row.columns))],
  };
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
    maxQueuedRows = MAX_QUEUED_ROWS,
    isolateAfterRefusalMs = ISOLATE_AFTER_REFUSAL_MS,
  }: { maxRows?: number; maxQueuedRows?: number; isolateAfterRefusalMs?: number } = {},
) {
  const queue: Job[] = [];
  /** The rows of `queue`: those waiting, not those of the batch being written. */
  let queuedRows = 0;
  let pumping = false;
  /**
   * The last refusal: when, and the CHECK constraints that made it. After one, a batch first
   * asks those constraints which requests to write alone, which costs a query instead of a
   * refused pipeline; after any other refusal (a trigger's), it starts statement by statement.
   */
  let lastRefusal: { at: number; checks: string[] } = { at: -Infinity, checks: [] };
  const checkQueries = new Map<string, ReturnType<typeof checkQuery>>();

  /**
   * The requests of `jobs` that the CHECK constraints `names` of their table refuse. Asked
   * before the batch's transaction, so a query that fails costs nothing but itself.
   */
  async function doubtful(jobs: Job[], names: string[]): Promise<Set<Job>> {
    const [first] = jobs;
    if (!first?.columns.length) return new Set();
    const key = [first.table, ...names].join("\u0000");
    let query = checkQueries.get(key);
    if (!query) checkQueries.set(key, (query = checkQuery(db, first.table, names)));
    const check = await query.catch(() => undefined);
    if (!check) return new Set();
    const owners = jobs.flatMap((job) => job.rows.map(() => job));
    // Only the columns the checks read, and of them only those the insert writes: less to parse.
    const read = check.columns.filter((column) => first.columns.includes(column));
    if (!read.length) return new Set();
    const rows = jobs.flatMap((job) =>
      job.rows.map((row) => Object.fromEntries(read.map((column) => [column, row[column]]))),
    );
    try {
      const { rows: flagged } = await db.query<{ row: number }>(check.text, [JSON.stringify(rows)]);
      return new Set(flagged.map((row) => owners[row.row - 1] as Job));
    } catch {
      // Rows the database cannot even read (a wrong type): the insert will say so.
      return new Set();
    }
  }

  async function runGroup(jobs: Job[]) {
    const [first] = jobs;
    if (!first) return;
    const text = insertStatement(first.table, first.columns, "1");
    const params = (statement: Job[]) =>
      first.columns.length ? [JSON.stringify(statement.flatMap((job) => job.rows))] : [];
    // "default values" writes one row whatever the rows given, so each request is a statement.
    const pack = first.columns.length ? packStatements : (some: Job[]) => some.map((job) => [job]);
    // Shortly after a refusal another is likely: a refused pipeline wastes what it ran.
    const careful = performance.now() - lastRefusal.at < isolateAfterRefusalMs;
    const checked = careful && lastRefusal.checks.length > 0;
    const alone = checked ? await doubtful(jobs, lastRefusal.checks) : new Set<Job>();
    const refused = new Map<Job, Refusal>();
    try {
      await asRole(db, first.role, async (sql) => {
        // SET LOCAL ROLE came before the savepoint, so rolling back to it keeps the role.
        // One savepoint, moved past each write the database took only when another follows:
        // COMMIT releases it, so a batch the database takes whole spends one statement on it.
        let savepoint: "none" | "fresh" | "stale" = "none";
        const write = async (statements: Job[][]): Promise<Refusal | undefined> => {
          if (savepoint === "none") await sql.exec("savepoint batched_insert");
          if (savepoint === "stale") await sql.exec("release savepoint batched_insert; savepoint batched_insert");
          try {
            await sql.repeat(text, statements.map(params));
          } catch (error) {
            // ROLLBACK TO keeps the savepoint, ready for the next write.
            await sql.exec("rollback to savepoint batched_insert");
            savepoint = "fresh";
            return { error };
          }
          savepoint = "stale";
          return undefined;
        };
        /**
         * Writes `statements` in order: together while the database takes them; after a
         * refusal, one by one until the refused one is found, then the rest together again.
         * A refused statement of several requests is searched the same way, request by request.
         */
        const writeAll = async (statements: Job[][], oneByOne: boolean): Promise<void> => {
          let rest = statements;
          let single = oneByOne;
          while (rest.length) {
            const next = single ? rest.slice(0, 1) : rest;
            const refusal = await write(next);
            if (!refusal) {
              rest = rest.slice(next.length);
            } else if (next.length > 1) {
              single = true;
            } else {
              const [statement] = next as [Job[]];
              const requests = statement.map((job) => [job]);
              if (requests.length > 1) await writeAll(requests, true);
              else refused.set(statement[0] as Job, refusal);
              rest = pack(rest.slice(1).flat());
              single = false;
            }
          }
        };
        // The doubtful first: rolling back to a savepoint no write has passed needs no new one.
        await writeAll(
          Array.from(alone, (job) => [job]),
          true,
        );
        await writeAll(pack(jobs.filter((job) => !alone.has(job))), careful && !checked);
      });
    } catch (error) {
      // The transaction itself failed (the connection, or COMMIT): nothing of it was stored.
      for (const job of jobs) job.reject(error);
      return;
    }
    if (refused.size) {
      const names = [...refused].map(([job, refusal]) =>
        // A check that ran and missed its refusal would miss the next one too.
        !checked || alone.has(job) ? violatedCheck(refusal) : undefined,
      );
      const foreseen = names.every((name) => name !== undefined);
      lastRefusal = { at: performance.now(), checks: foreseen ? [...new Set(names)] : [] };
    }
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
          queuedRows -= job.rows.length;
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
    /** Resolves once `rows` are stored; rejects with the database's error, or InsertQueueFull at once. */
    insert(role: Role, table: string, columns: string[], rows: Row[]): Promise<void> {
      // An empty queue takes any request, so one larger than the bound still gets its turn.
      if (queuedRows > 0 && queuedRows + rows.length > maxQueuedRows) return Promise.reject(new InsertQueueFull());
      queuedRows += rows.length;
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
