/** What the server and the delivery worker need of Postgres, whether PGlite or a real server. */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /**
   * Several statements without parameters; `onNotice` hears what they RAISE NOTICE themselves,
   * not the server's own notes ("already exists, skipping").
   */
  exec(text: string, options?: { onNotice?: (message: string) => void }): Promise<void>;
}

/** Inside a transaction. */
export interface Transaction extends Sql {
  /**
   * Runs one statement once per parameter list, in order, and returns nothing: in a single
   * round trip where the driver allows it (PGlite: one pipeline of the extended protocol).
   * The first error rejects, and the transaction then rolls back.
   */
  repeat(text: string, paramLists: unknown[][]): Promise<void>;
}

export interface Database extends Sql {
  /** Runs `work` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(work: (sql: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A database error as both drivers report it. */
export interface DatabaseError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}
