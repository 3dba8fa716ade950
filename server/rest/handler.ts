import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { escapeIdentifier } from "pg";

import { type Database, isDatabaseError } from "#server/db/database.ts";
import { type ApiKeys, redactKeys, roleForKey } from "#server/keys.ts";

import {
  type Role,
  columnNotFound,
  fromDatabaseError,
  insertQueueFull,
  invalidJson,
  payloadTooLarge,
  permissionDenied,
  restError,
  tableNotFound,
  tooManyRows,
} from "./errors.ts";
import { asRole } from "./as-role.ts";
import {
  type InsertBatcher,
  InsertQueueFull,
  ROWS_PER_STATEMENT,
  createInsertBatcher,
  insertRows,
} from "./insert-batcher.ts";
import { QueryError, parseQuery } from "./query.ts";
import { callFunction } from "./rpc.ts";
import type { SchemaCache } from "./schema.ts";

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Far deeper than any lead (rows of text and numbers) nests: a deeper body is refused
 * before anything walks it recursively (JSON.stringify of 5,000 levels overflows the stack).
 */
export const MAX_JSON_DEPTH = 64;

/** What /rest/v1/<table> serves; OPTIONS, the CORS preflight, is answered before by restCors. */
const TABLE_METHODS = ["GET", "HEAD", "POST", "PATCH", "DELETE"];
const ALLOW = [...TABLE_METHODS, "OPTIONS"].join(", ");

/** When a request refused for a full insert queue may come again; a full queue drains well within it. */
export const QUEUE_FULL_RETRY_AFTER_SECONDS = 2;

/** CORS as PostgREST answers it, for every answer of the API (errors and 429s included). */
export const restCors = cors({
  origin: "*",
  allowMethods: ["GET", "POST", "PATCH", "DELETE", "OPTIONS"],
  exposeHeaders: [
    "Content-Range",
    "Content-Location",
    "Location",
    "Retry-After",
    "RateLimit-Limit",
    "RateLimit-Remaining",
    "RateLimit-Reset",
    "RateLimit-Policy",
  ],
  maxAge: 86400,
});

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Whether `value` nests objects or arrays deeper than `limit`; iterative, so any depth is safe. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== "object" || node === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The request body as JSON, or the 400 PostgREST gives for another content type, invalid UTF-8 or JSON. */
async function readJson(c: Context): Promise<{ body: unknown } | Response> {
  const type = c.req.header("content-type");
  if (type && !/^application\/json\s*(;|$)/i.test(type)) {
    return restError(400, { code: "PGRST102", message: `Content-Type not acceptable: ${type}` });
  }
  let body: unknown;
  try {
    body = JSON.parse(strictUtf8.decode(await c.req.arrayBuffer()));
  } catch {
    return invalidJson();
  }
  if (nestedDeeperThan(body, MAX_JSON_DEPTH)) {
    return restError(400, {
      code: "PGRST102",
      message: "Empty or invalid json",
      details: `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep.`,
    });
  }
  return { body };
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

const isForm = (c: Context) => FORM_TYPE.test(c.req.header("content-type") ?? "");

/** A form body as PostgREST reads it: each field a text argument, the last of a repeated name winning. */
async function readForm(c: Context): Promise<{ body: Record<string, string> } | Response> {
  try {
    return { body: Object.fromEntries(new URLSearchParams(strictUtf8.decode(await c.req.arrayBuffer()))) };
  } catch {
    return invalidJson();
  }
}

export interface RestOptions {
  db: Database;
  schema: SchemaCache;
  keys: ApiKeys;
  /** Rows that may wait to be inserted before requests are refused with 503 (MAX_QUEUED_ROWS). */
  maxQueuedRows?: number;
}

type Rows = Record<string, unknown>[];

/**
 * PostgREST's HTTP contract for what the site and the leads CLI use, over our database.
 * Every statement runs as the caller's role in one transaction with its values as
 * parameters, so grants, RLS and CHECK constraints decide exactly as they do on Supabase.
 */
export function restApi({ db, schema, keys, maxQueuedRows }: RestOptions) {
  const api = new Hono<{ Variables: { role: Role } }>();
  const batcher = createInsertBatcher(db, { maxQueuedRows });

  // No answer repeats a key, whichever parameter or value a client put it in.
  api.use("*", async (c, next) => {
    await next();
    if (c.res.status < 400) return;
    const text = await c.res.clone().text();
    const redacted = redactKeys(text, keys);
    if (redacted !== text) c.res = new Response(redacted, c.res);
  });

  // Supabase's gateway checks the key before PostgREST sees the request.
  api.use("*", async (c, next) => {
    const key = c.req.header("apikey") ?? c.req.query("apikey");
    if (!key) {
      return restError(401, {
        code: "PGRST301",
        message: "No API key found in request",
        hint: "No `apikey` request header or url param was found.",
      });
    }
    const role = roleForKey(keys, key);
    const authorization = c.req.header("authorization");
    if (!role || (authorization !== undefined && authorization !== `Bearer ${key}`)) {
      return restError(401, {
        code: "PGRST301",
        message: "Invalid API key",
        hint: "Double check your Supabase `anon` or `service_role` API key.",
      });
    }
    c.set("role", role);
    await next();
  });

  api.use("*", bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => payloadTooLarge(MAX_BODY_BYTES) }));

  // Functions of the public schema, called with a JSON object of named arguments, or a form of
  // text ones (a page's beacon can send only a form without a CORS preflight).
  api.post("/rpc/:fn", async (c) => {
    const read = isForm(c) ? await readForm(c) : await readJson(c);
    if (read instanceof Response) return read;
    if (!isRecord(read.body)) return invalidJson();
    const role = c.get("role");
    try {
      return await callFunction(db, role, c.req.param("fn"), read.body);
    } catch (error) {
      if (isDatabaseError(error)) return fromDatabaseError(error, role);
      throw error;
    }
  });

  api.all("/:table", async (c) => {
    const table = c.req.param("table");
    const method = c.req.method;
    if (!TABLE_METHODS.includes(method)) {
      return restError(405, { code: "PGRST117", message: `Unsupported HTTP method: ${method}` }, { Allow: ALLOW });
    }
    let body: unknown;
    if (method === "POST" || method === "PATCH") {
      const read = await readJson(c);
      if (read instanceof Response) return read;
      body = read.body;
    }
    const relation = schema.get(table);
    if (!relation) return tableNotFound(table);
    const { columns } = relation;

    const role = c.get("role");
    const url = new URL(c.req.url);
    try {
      if (method === "POST") return await insert(c, db, batcher, role, table, columns, body, url.searchParams);
      if (method === "PATCH") return await update(c, db, role, table, columns, body, url.searchParams);
      const values: unknown[] = [];
      const query = parseQuery(url.searchParams, table, columns, values);
      const target = `public.${escapeIdentifier(table)}`;
      if (method === "DELETE") {
        await run(db, role, `delete from ${target}${query.where}`, values);
        return c.body(null, 204);
      }
      // The migrations grant anon SELECT on no table: refused as the database would, without a transaction.
      if (role === "anon") return permissionDenied(table, role, relation.kind);
      const rows = await run(
        db,
        role,
        `select ${query.select} from ${target}${query.where}${query.order}${query.limit}`,
        values,
      );
      return json(rows, 200, method === "HEAD");
    } catch (error) {
      if (error instanceof QueryError) {
        return restError(400, { code: error.code, message: error.message, details: error.details });
      }
      if (error instanceof InsertQueueFull) return insertQueueFull(QUEUE_FULL_RETRY_AFTER_SECONDS);
      if (isDatabaseError(error)) return fromDatabaseError(error, role);
      throw error;
    }
  });

  api.all("*", () => restError(404, { code: "PGRST125", message: "Invalid path specified in request URL" }));
  return api;
}

function json(rows: Rows, status: number, headOnly = false): Response {
  const range = rows.length ? `0-${rows.length - 1}/*` : "*/*";
  return new Response(headOnly ? null : JSON.stringify(rows), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Range": range },
  });
}

async function run(db: Database, role: Role, statement: string, values: unknown[]): Promise<Rows> {
  return asRole(db, role, async (sql) => (await sql.query<Record<string, unknown>>(statement, values)).rows);
}

function wantsRepresentation(c: Context): boolean {
  return /(^|[,\s])return=representation($|[,\s])/.test(c.req.header("prefer") ?? "");
}

/** `columns` as postgrest-js sends it: "a","b" (quoted) or a,b. */
function columnsParam(params: URLSearchParams): string[] | undefined {
  const raw = params.get("columns");
  if (raw === null) return undefined;
  return raw.split(",").map((name) => name.trim().replace(/^"(.*)"$/, "$1"));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function insert(
  c: Context,
  db: Database,
  batcher: InsertBatcher,
  role: Role,
  table: string,
  known: ReadonlySet<string>,
  body: unknown,
  params: URLSearchParams,
): Promise<Response> {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) return invalidJson();
  const listed = columnsParam(params);
  const first = rows[0];
  const columns = listed ?? (first ? Object.keys(first) : []);
  if (!listed) {
    const shape = [...columns].sort().join(",");
    if (rows.some((row) => Object.keys(row).sort().join(",") !== shape)) {
      return restError(400, { code: "PGRST102", message: "All object keys must match" });
    }
  }
  const unknown = columns.find((name) => !known.has(name));
  if (unknown !== undefined) return columnNotFound(unknown, table);
  // The database refuses these too, but only once the rows are queued, sent and parsed into a statement.
  if (role === "anon" && rows.length > ROWS_PER_STATEMENT) return tooManyRows(role);

  const representation = wantsRepresentation(c);
  if (rows.length === 0) return representation ? json([], 201) : created();

  if (!representation) {
    // RETURNING 1 reads no column, so anon needs no SELECT grant for the usual insert.
    await batcher.insert(role, table, columns, rows);
    return created();
  }
  return json(await insertRows(db, role, table, columns, rows, "*"), 201);
}

async function update(
  c: Context,
  db: Database,
  role: Role,
  table: string,
  known: ReadonlySet<string>,
  body: unknown,
  params: URLSearchParams,
): Promise<Response> {
  if (!isRecord(body)) return invalidJson();
  const columns = Object.keys(body);
  const unknown = columns.find((name) => !known.has(name));
  if (unknown !== undefined) return columnNotFound(unknown, table);
  if (columns.length === 0) return c.body(null, 204);
  const values: unknown[] = [JSON.stringify(body)];
  const query = parseQuery(params, table, known, values);
  const target = `public.${escapeIdentifier(table)}`;
  const list = columns.map(escapeIdentifier).join(", ");
  const source = `json_populate_record(null::${target}, $1::json)`;
  const representation = wantsRepresentation(c);
  const returned = await run(
    db,
    role,
    `update ${target} set (${list}) = (select ${list} from ${source})${query.where} returning ${representation ? "*" : "1"}`,
    values,
  );
  return representation ? json(returned, 200) : c.body(null, 204);
}

function created(): Response {
  return new Response(null, { status: 201, headers: { "Content-Range": "*/*" } });
}
