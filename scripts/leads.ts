// `npm run leads -- list|export <table> [--format csv|json] [--out FILE]`
// `npm run leads -- events [--since TIME] [--format csv|json]`, `npm run leads -- events replay --since TIME`
// `npm run leads -- erase|person EMAIL`, `retention [--as-of TIME] [--dry-run]`, `marketing`
// `npm run leads -- sources [--since DATE] [--by week|month][,DIMENSION,DIMENSION] [--format text|csv|html] [--out FILE]`
// Reads leads through the API with the service key: the local server (same HOST, PORT and
// DATA_DIR as `npm start`), or Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
// Lead events (webhooks) are in a schema the API does not expose: two functions that only
// the service role may call read and replay them (POST /rest/v1/rpc/lead_events and
// /rpc/replay_lead_events, supabase/migrations/20251126000000_lead_events.sql); so are a
// person's data, their erasure, the marketing audience and the retention sweep
// (20251128000100_data_rights.sql, 20251128000200_retention.sql, 20251129000100_confirmed_marketing_consent.sql).
// Where leads came from is counted by a view the service role alone may read,
// public.lead_sources (20251130000000_lead_sources.sql), and visits by a table only it reads,
// public.visit_counts (20251208000000_visit_counts.sql): counts only, never a person.
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { PostgrestClient } from "@supabase/postgrest-js";
import { stringify } from "csv-stringify/sync";

import { serverConfig } from "#server/config.ts";
import { SERVICE_KEY_FILE } from "#server/keys.ts";

import { sourcesCsv } from "./lead-sources/csv.ts";
import { type LeadSourceRow, type VisitRow, reportBy, sourceFigures } from "./lead-sources/figures.ts";
import { sourcesPage } from "./lead-sources/page.ts";
import { reportPeriod } from "./lead-sources/period.ts";
import { sourcesText } from "./lead-sources/text.ts";
import { visible } from "./terminal-text.ts";

export const leadTables = ["contact_messages", "download_report", "career_alerts"] as const;
type LeadTable = (typeof leadTables)[number];
type Row = Record<string, unknown>;

const usage = `Usage: npm run leads -- list|export <table> [--format csv|json] [--out FILE]
       npm run leads -- events [--since TIME] [--format csv|json] [--out FILE]
       npm run leads -- events replay --since TIME
       npm run leads -- person EMAIL [--format json]
       npm run leads -- erase EMAIL
       npm run leads -- retention [--as-of TIME] [--dry-run]
       npm run leads -- marketing [--format csv|json] [--out FILE]
       npm run leads -- sources [--since DATE] [--by week|month][,DIMENSION,DIMENSION] [--format text|csv|html] [--out FILE]
Tables: ${leadTables.join(", ")}
TIME: an ISO 8601 time, e.g. 2025-11-26T09:00:00Z
DATE: a day in India time, e.g. 2025-11-03
person prints every row held for an address; erase deletes them, with their pending e-mails
and webhook events, suppresses the address, e-mails a confirmation and tells the CRM.
retention deletes what is past its period; --as-of later than now needs --dry-run.
marketing lists who confirmed, through the link e-mailed to them, that they want marketing
e-mails, and has not withdrawn: when they agreed, when and how they confirmed.
sources counts visits and leads, and leads per visit, per form, landing page, campaign source,
medium and name, and referring site, per week (Monday to Sunday) or month, from DATE to today,
against as many days before; only weeks or months with a visit or a lead are shown. Without
--since, from the first day with either in the last 12 weeks (--by month: 6 months).
DIMENSION: form, landing, source, medium, campaign or site; two of them (--by campaign,landing)
add a table of each pair. A visit has no form: leads alone are counted per form.`;

function connection(env: NodeJS.ProcessEnv): { url: string; key: string } {
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    return { url: `${env.SUPABASE_URL.replace(/\/+$/, "")}/rest/v1`, key: env.SUPABASE_SERVICE_ROLE_KEY };
  }
  const config = serverConfig(env);
  const keyFile = join(config.dataDir, SERVICE_KEY_FILE);
  let key: string;
  try {
    key = readFileSync(keyFile, "utf8").trim();
  } catch {
    throw new Error(`No service key at ${keyFile}: start the server once with \`npm start\` (same DATA_DIR).`);
  }
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  return { url: `http://${host}:${config.port}/rest/v1`, key };
}

function client(env: NodeJS.ProcessEnv): PostgrestClient {
  const { url, key } = connection(env);
  return new PostgrestClient(url, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
}

function unwrap<T>({ data, error }: { data: T | null; error: { code?: string; message: string } | null }): T | null {
  if (error) throw new Error(`${error.code ? `${error.code}: ` : ""}${error.message}`);
  return data;
}

export async function fetchLeads(table: LeadTable, env: NodeJS.ProcessEnv = process.env): Promise<Row[]> {
  return unwrap(await client(env).from(table).select("*").order("created_at", { ascending: true })) ?? [];
}

/** `time` as the ISO time the database reads, or an error naming what was wrong. */
export function isoTime(time: string | undefined, option = "--since"): string {
  if (time === undefined) throw new Error(`${option} is required\n${usage}`);
  const parsed = new Date(time);
  if (!/^\d{4}-\d{2}-\d{2}/.test(time) || Number.isNaN(parsed.getTime()))
    throw new Error(`${option} takes an ISO 8601 time such as 2025-11-26T09:00:00Z, got "${visible(time)}"`);
  return parsed.toISOString();
}

/** The lead events since `since` (or all), oldest first, with their delivery state. */
export async function fetchEvents(since: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<Row[]> {
  const args = since === undefined ? {} : { since: isoTime(since) };
  return unwrap<Row[]>(await client(env).rpc("lead_events", args)) ?? [];
}

/** Marks the events since `since` for delivery again, with the same webhook ids; how many. */
export async function replayEvents(since: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return Number(unwrap(await client(env).rpc("replay_lead_events", { since: isoTime(since) })));
}

/** What was erased for an address: its hash and the ids of its leads, per table. */
export interface Erased {
  address_hash: string;
  leads: Record<LeadTable, number[]>;
}

export async function erasePerson(email: string, env: NodeJS.ProcessEnv = process.env): Promise<Erased> {
  return unwrap<Erased>(await client(env).rpc("erase_person", { email })) as Erased;
}

/** Every row held for an address, per lead table. */
export async function personData(
  email: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Record<LeadTable, Row[]>> {
  return unwrap<Record<LeadTable, Row[]>>(await client(env).rpc("person_data", { email })) as Record<LeadTable, Row[]>;
}

/**
 * Rows of `relation` (public.lead_sources or public.visit_counts) from `since` to `until` (days
 * in India time), every page of them.
 */
async function fetchCounts<Row>(
  relation: "lead_sources" | "visit_counts",
  order: readonly string[],
  since: string,
  until: string,
  env: NodeJS.ProcessEnv,
): Promise<Row[]> {
  const rows: Row[] = [];
  // Supabase answers at most its Max rows (1,000 by default) a request, whatever the range
  // asks: read on until a page comes back empty. Ordered by every column, so no row is on two pages.
  for (;;) {
    let query = client(env).from(relation).select("*").gte("day", since).lte("day", until);
    for (const column of order) query = query.order(column);
    const page = (unwrap(await query.range(rows.length, rows.length + 999)) ?? []) as Row[];
    if (page.length === 0) return rows;
    rows.push(...page);
  }
}

const SOURCES = ["landing_path", "utm_source", "utm_medium", "utm_campaign", "referrer_host"] as const;

/** Rows of the view public.lead_sources from `since` to `until` (days in India time). */
export const fetchLeadSources = (since: string, until: string, env: NodeJS.ProcessEnv = process.env) =>
  fetchCounts<LeadSourceRow>("lead_sources", ["day", "form", ...SOURCES], since, until, env);

/** Rows of public.visit_counts from `since` to `until` (days in India time). */
export const fetchVisitCounts = (since: string, until: string, env: NodeJS.ProcessEnv = process.env) =>
  fetchCounts<VisitRow>("visit_counts", ["day", ...SOURCES, "utm_term", "utm_content"], since, until, env);

const sourcesFormats = ["text", "csv", "html"] as const;

/**
 * What `sources` prints: where leads came from, as a terminal table, CSV or one HTML page.
 * The arguments are checked before anything is read; `now` decides what today is.
 */
export async function sourcesReport(
  { since, by, format = "text", now = new Date() }: { since?: string; by?: string; format?: string; now?: Date },
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  if (!(sourcesFormats as readonly string[]).includes(format))
    throw new Error(`--format must be text, csv or html, got "${visible(format)}"\n${usage}`);
  const { by: unit, pair } = reportBy(by);
  let period = reportPeriod({ since, by: unit, now });
  const [leads, visits] = await Promise.all([
    fetchLeadSources(period.previousSince, period.until, env),
    fetchVisitCounts(period.previousSince, period.until, env),
  ]);
  // Without --since, the period starts where the data does within the default span; the
  // shorter period before lies within what was read.
  const first = [...leads, ...visits]
    .map((row) => row.day)
    .filter((day) => day >= period.since)
    .sort()[0];
  if (since === undefined && first !== undefined) period = reportPeriod({ since: first, by: unit, now });
  const figures = sourceFigures(leads, period, visits, pair);
  if (format === "html") return sourcesPage(figures, { generatedAt: now });
  return format === "csv" ? sourcesCsv(figures) : sourcesText(figures);
}

export async function marketingAudience(env: NodeJS.ProcessEnv = process.env): Promise<Row[]> {
  return unwrap<Row[]>(await client(env).rpc("marketing_audience", {})) ?? [];
}

/** Runs the retention sweep as of `asOf` (now by default); refuses a later date unless it is a dry run. */
export async function retentionSweep(
  { asOf, dryRun = false }: { asOf?: string; dryRun?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): Promise<Row[]> {
  // Without --as-of the database's own clock decides, as it does for a later time than its now.
  const as_of = asOf === undefined ? undefined : isoTime(asOf, "--as-of");
  if (as_of !== undefined && !dryRun && new Date(as_of).getTime() > Date.now())
    throw new Error(
      "--as-of later than now deletes records before their time: add --dry-run to see what it would delete",
    );
  const args = as_of === undefined ? { dry_run: dryRun } : { as_of, dry_run: dryRun };
  return unwrap<Row[]>(await client(env).rpc("retention_sweep", args)) ?? [];
}

/** What `erase` prints: what went, per table, and what follows. */
export function erasedText(email: string, { leads }: Erased): string {
  const tables = leadTables.map((table) => {
    const ids = leads[table];
    return `  ${table}: ${ids.length}${ids.length ? ` (id ${ids.join(", ")})` : ""}`;
  });
  return `Erased ${visible(email)} and every spelling of its mailbox:\n${tables.join("\n")}\nThe address is suppressed and a confirmation e-mail is queued; the CRM is told where a webhook is configured (npm run leads -- events).\n`;
}

/** What `person` prints: each table's rows, one "column: value" a line. */
export function personText(email: string, data: Record<LeadTable, Row[]>): string {
  const sections = leadTables.map((table) => {
    const rows = data[table];
    const body = rows.map((row) =>
      Object.entries(row)
        .map(([column, value]) => `    ${column}: ${visible(cell(value))}`)
        .join("\n"),
    );
    return `${table}: ${rows.length} row${rows.length === 1 ? "" : "s"}\n${body.join("\n\n")}`;
  });
  return `Held for ${visible(email)}:\n${sections.map((section) => section.trimEnd()).join("\n")}\n`;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/**
 * CSV for spreadsheets. A cell a visitor could have made a formula (starting with = + - @,
 * a tab or a carriage return) gets a leading apostrophe, as OWASP's CSV injection advice
 * says, so opening an export runs nothing.
 */
export function toCsv(rows: Row[]): string {
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  return stringify(
    rows.map((row) => columns.map((column) => cell(row[column]))),
    { header: true, columns, escape_formulas: true },
  );
}

/** A readable table for a terminal: one line a row, long values cut short. */
export function toText(rows: Row[], width = 32): string {
  if (rows.length === 0) return "(no rows)\n";
  const columns = Object.keys(rows[0] ?? {});
  const shorten = (text: string) => (text.length > width ? `${text.slice(0, width - 1)}…` : text).replace(/\s+/g, " ");
  const table = [columns, ...rows.map((row) => columns.map((column) => shorten(visible(cell(row[column])))))];
  const widths = columns.map((_, index) => Math.max(...table.map((line) => (line[index] ?? "").length)));
  const lines = table.map((line) =>
    line
      .map((text, index) => text.padEnd(widths[index] ?? 0))
      .join("  ")
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((size) => "-".repeat(size)).join("  "));
  const held = rows.filter((row) => row.review_reason !== undefined && row.review_reason !== null).length;
  const failed = rows.filter(
    (row) => (row.notify_failed_at !== undefined && row.notify_failed_at !== null) || row.status === "Failed",
  ).length;
  const notes = [
    held ? `${held} held for review: not mailed until someone clears review_reason (docs/operations.md, Leads)\n` : "",
    failed
      ? `${failed} whose e-mail failed after 24 hours of attempts (notify_failed_at set, or status Failed); the digest that named it says how to try again\n`
      : "",
  ];
  return `${lines.join("\n")}\n${rows.length} row${rows.length === 1 ? "" : "s"}\n${notes.join("")}`;
}

/** What `list` and `export` print: a terminal table, CSV, or JSON with every value as stored. */
export function render(rows: Row[], format: string): string {
  if (format === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  return format === "csv" ? toCsv(rows) : toText(rows);
}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: "string" },
      out: { type: "string" },
      since: { type: "string" },
      by: { type: "string" },
      "as-of": { type: "string" },
      "dry-run": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, table] = positionals;
  if (values.help) return void console.log(usage);
  if (command === "events") return events(table, values);
  if (command === "erase" || command === "person") return person(command, table, values.format);
  if (command === "retention") {
    const rows = await retentionSweep({ asOf: values["as-of"], dryRun: values["dry-run"] });
    return void process.stdout.write(toText(rows) + (values["dry-run"] ? "Dry run: nothing was deleted.\n" : ""));
  }
  if (command === "sources") return sources(table, values);
  if (command === "marketing")
    return print(await marketingAudience(), values.format ?? "text", values.out, "marketing consents");
  if ((command !== "list" && command !== "export") || !leadTables.includes(table as LeadTable)) {
    throw new Error(usage);
  }
  const format = values.format ?? (command === "list" ? "text" : "csv");
  await print(await fetchLeads(table as LeadTable), format, values.out, table as LeadTable);
}

interface Options {
  format?: string;
  out?: string;
  since?: string;
  by?: string;
}

async function sources(extra: string | undefined, { since, by, format = "text", out }: Options) {
  if (extra !== undefined)
    throw new Error(`sources takes no argument but its options, got "${visible(extra)}"\n${usage}`);
  const output = await sourcesReport({ since, by, format });
  if (!out) return void process.stdout.write(output);
  // Counts only, yet written owner-only as every file the CLI writes: a campaign sent to one
  // person can tell who a count is.
  await writeFile(out, output, { mode: 0o600 });
  console.error(`Wrote where leads came from (${format}) to ${out}`);
}

async function events(action: string | undefined, values: Options) {
  if (action === "replay") {
    const count = await replayEvents(values.since);
    console.log(
      `${count} event${count === 1 ? "" : "s"} since ${isoTime(values.since)} marked for delivery again, each under its own webhook-id; the worker sends them to LEAD_WEBHOOK_URL`,
    );
    return;
  }
  if (action !== undefined) throw new Error(usage);
  const rows = await fetchEvents(values.since);
  const format = values.format ?? "text";
  await print(rows, format, values.out, "lead events", format === "text" ? eventStates(rows) : "");
}

async function person(command: "erase" | "person", email: string | undefined, format = "text") {
  if (!email) throw new Error(`${command} needs an e-mail address\n${usage}`);
  if (command === "erase") return void process.stdout.write(erasedText(email, await erasePerson(email)));
  const data = await personData(email);
  process.stdout.write(format === "json" ? `${JSON.stringify(data, null, 2)}\n` : personText(email, data));
}

/** How many events are in each state, for the line under the table. */
export function eventStates(rows: Row[]): string {
  const counts = ["pending", "delivered", "failed"].map(
    (status) => `${rows.filter((row) => row.status === status).length} ${status}`,
  );
  return rows.length ? `${counts.join(", ")}\n` : "";
}

async function print(rows: Row[], format: string, out: string | undefined, what: string, note = "") {
  if (!["csv", "json", "text"].includes(format)) throw new Error(`--format must be csv or json\n${usage}`);
  const output = render(rows, format) + note;
  if (out) {
    // Leads are personal data: a new export file is its owner's only.
    await writeFile(out, output, { mode: 0o600 });
    console.error(`Wrote ${rows.length} row${rows.length === 1 ? "" : "s"} of ${what} to ${out}`);
  } else {
    process.stdout.write(output);
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
