import { dataInterface } from "./config.ts";
import { visitSource } from "./visit-source.ts";
import type { CareerAlertRow, ContactRow, ReportRow } from "#shared/leads.ts";
import type { DataRightsFunctions } from "#src/lib/data-rights/outcome.ts";

// The only module that knows the data interface: table names, function names, headers,
// PostgREST errors.

export interface LeadTables {
  contact_messages: ContactRow;
  download_report: ReportRow;
  career_alerts: CareerAlertRow;
}

export class LeadSubmissionError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(message: string, code: string, status: number) {
    super(message);
    this.name = "LeadSubmissionError";
    this.code = code;
    this.status = status;
  }
}

/** The data interface as the anonymous role. */
async function dataClient() {
  // Loaded on submit only, so no page pays for the client at load time.
  const { PostgrestClient } = await import("@supabase/postgrest-js");
  const { url, key } = dataInterface();
  return new PostgrestClient(`${url}/rest/v1`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
}

/**
 * Inserts one row as the anonymous role, with where the visit came from. Never reads it back:
 * anon may not SELECT.
 */
export async function insertLead<Table extends keyof LeadTables>(table: Table, row: LeadTables[Table]): Promise<void> {
  const client = await dataClient();
  const { error, status } = await client.from(table).insert({ ...row, ...visitSource(() => window.sessionStorage) });
  if (error) throw new LeadSubmissionError(error.message, error.code ?? "", status);
}

/**
 * Calls one of the data-rights functions anon may EXECUTE (POST /rest/v1/rpc/<name>) and
 * returns its answer. A refusal throws a LeadSubmissionError with PostgREST's code and the HTTP
 * status (429 when the database or the server limits requests).
 */
export async function callDataRights<Name extends keyof DataRightsFunctions>(
  name: Name,
  args: DataRightsFunctions[Name]["args"],
): Promise<DataRightsFunctions[Name]["returns"]> {
  const client = await dataClient();
  const { data, error, status } = await client.rpc(name, args);
  if (error) throw new LeadSubmissionError(error.message, error.code ?? "", status);
  return data as DataRightsFunctions[Name]["returns"];
}
