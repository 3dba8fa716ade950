import { escapeIdentifier } from "pg";

// The slice of PostgREST's URL grammar the leads CLI and the tests use:
// select, order, limit, offset and simple filters. Values become parameters ($1, $2, …);
// column names are checked against the schema cache and quoted as identifiers.

export class QueryError extends Error {
  readonly code: string;
  readonly details: string | null;
  constructor(code: string, message: string, details: string | null = null) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

const operators: Record<string, string> = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" };
// `apikey` is the gateway's, never a filter (Supabase's gateway removes it before PostgREST).
const reserved = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);

export interface ParsedQuery {
  select: string;
  where: string;
  order: string;
  limit: string;
}

function column(name: string, columns: ReadonlySet<string>, table: string): string {
  if (!columns.has(name)) {
    throw new QueryError("42703", `column ${table}.${name} does not exist`);
  }
  return escapeIdentifier(name);
}

function count(value: string | null, name: string): number | undefined {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value)) throw new QueryError("PGRST100", `"failed to parse ${name} (${value})"`);
  return Number(value);
}

/**
 * Turns the URL's query into SQL fragments whose values are pushed onto `values`, the
 * statement's parameter list (which may already hold parameters of its own).
 */
export function parseQuery(
  params: URLSearchParams,
  table: string,
  columns: ReadonlySet<string>,
  values: unknown[],
): ParsedQuery {
  const parameter = (value: unknown) => `$${values.push(value)}`;
  const selectParam = params.get("select");
  const select =
    !selectParam || selectParam === "*"
      ? "*"
      : selectParam
          .split(",")
          .map((name) => column(name.trim(), columns, table))
          .join(", ");

  const conditions: string[] = [];
  for (const [key, raw] of params) {
    if (reserved.has(key)) continue;
    const match = /^(not\.)?(eq|neq|gt|gte|lt|lte|is|like|ilike)\.(.*)$/s.exec(raw);
    if (!match)
      throw new QueryError(
        "PGRST100",
        `"failed to parse filter (${raw})"`,
        `unexpected "${raw}" expecting an operator`,
      );
    const [, negate, operator = "", value = ""] = match;
    const target = column(key, columns, table);
    let condition: string;
    if (operator === "is") {
      const literal = { null: "null", true: "true", false: "false" }[value.toLowerCase()];
      if (!literal) throw new QueryError("PGRST100", `"failed to parse filter (${raw})"`);
      condition = `${target} is ${literal}`;
    } else if (operator === "like" || operator === "ilike") {
      // PostgREST writes the SQL wildcard % as *.
      condition = `${target} ${operator} ${parameter(value.replaceAll("*", "%"))}`;
    } else {
      condition = `${target} ${operators[operator]} ${parameter(value)}`;
    }
    conditions.push(negate ? `not (${condition})` : condition);
  }

  const orderParam = params.get("order");
  const order = orderParam
    ? orderParam
        .split(",")
        .map((term) => {
          const [name = "", ...modifiers] = term.trim().split(".");
          const direction = modifiers.includes("desc") ? " desc" : modifiers.includes("asc") ? " asc" : "";
          const nulls = modifiers.includes("nullsfirst")
            ? " nulls first"
            : modifiers.includes("nullslast")
              ? " nulls last"
              : "";
          return `${column(name, columns, table)}${direction}${nulls}`;
        })
        .join(", ")
    : "";

  const limit = count(params.get("limit"), "limit");
  const offset = count(params.get("offset"), "offset");
  return {
    select,
    where: conditions.length ? ` where ${conditions.join(" and ")}` : "",
    order: order ? ` order by ${order}` : "",
    limit: `${limit === undefined ? "" : ` limit ${parameter(limit)}`}${offset === undefined ? "" : ` offset ${parameter(offset)}`}`,
  };
}
