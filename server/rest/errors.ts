import type { DatabaseError } from "#server/db/database.ts";

/** PostgREST's error body; `details` and `hint` are null when there is nothing to say. */
export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export type Role = "anon" | "service_role";

/** Every error answers with a JSON body: postgrest-js reads an empty 404 as success. */
export function restError(
  status: number,
  body: Partial<RestErrorBody> & Pick<RestErrorBody, "code" | "message">,
  headers: Record<string, string> = {},
): Response {
  const payload: RestErrorBody = {
    code: body.code,
    details: body.details ?? null,
    hint: body.hint ?? null,
    message: body.message,
  };
  return new Response(JSON.stringify(payload), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Proxy-Status": `PostgREST; error=${body.code}`,
      ...(status === 401 ? { "WWW-Authenticate": "Bearer" } : {}),
      ...headers,
    },
  });
}

export const invalidJson = () => restError(400, { code: "PGRST102", message: "Empty or invalid json" });

export const tableNotFound = (table: string) =>
  restError(404, { code: "PGRST205", message: `Could not find the table 'public.${table}' in the schema cache` });

export const columnNotFound = (column: string, table: string) =>
  restError(400, {
    code: "PGRST204",
    message: `Could not find the '${column}' column of '${table}' in the schema cache`,
  });

export const payloadTooLarge = (limit: number) =>
  restError(413, {
    code: "PT413",
    message: "Payload too large",
    details: `The request body is larger than ${limit} bytes.`,
  });

export const tooManyRequests = (retryAfterSeconds: number) =>
  restError(
    429,
    { code: "PT429", message: "Too many requests", hint: `Please try again in ${retryAfterSeconds} seconds.` },
    { "Retry-After": String(retryAfterSeconds) },
  );

/**
 * PostgREST's answer when no database connection is free (PGRST003), for a request refused
 * because too many already wait for the database; nothing of it is stored. PostgREST says
 * 504 after waiting out a timeout; refused at once, this is a 503 that says when to retry.
 */
export const insertQueueFull = (retryAfterSeconds: number) =>
  restError(
    503,
    {
      code: "PGRST003",
      message: "Too many requests are waiting for the database",
      hint: `Please try again in ${retryAfterSeconds} seconds.`,
    },
    { "Retry-After": String(retryAfterSeconds) },
  );

/** PostgREST's SQLSTATE -> HTTP mapping, for the states this API can meet. */
export function statusForSqlState(code: string, role: Role): number {
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23505" || code === "23503") return 409;
  if (code === "42P01") return 404;
  if (code === "42883") return 404;
  if (code === "25006") return 405;
  if (code.startsWith("08") || code.startsWith("53")) return 503;
  if (code.startsWith("57") || code.startsWith("58") || code.startsWith("XX") || code.startsWith("F0")) return 500;
  return 400;
}

export function fromDatabaseError(error: DatabaseError, role: Role): Response {
  return restError(statusForSqlState(error.code, role), {
    code: error.code,
    message: error.message,
    details: error.detail ?? null,
    hint: error.hint ?? null,
  });
}

/**
 * What the database answers anon for more than 5 rows in one statement (the lead tables'
 * row-count trigger raises PT413), for a request refused before any SQL runs.
 */
export const tooManyRows = (role: Role) =>
  fromDatabaseError(
    { code: "PT413", message: "Too many rows in one request", hint: "Send at most 5 rows per request." },
    role,
  );

/** What the database answers a role without a SELECT grant on `table`, a table or a view. */
export const permissionDenied = (table: string, role: Role, kind: "table" | "view" = "table") =>
  fromDatabaseError({ code: "42501", message: `permission denied for ${kind} ${table}` }, role);
