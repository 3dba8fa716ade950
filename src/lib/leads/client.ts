import { dataInterface } from "./config.ts";
import { visitSource } from "./visit-source.ts";
import type { CareerAlertRow, ContactRow, ReportRow } from "#shared/leads.ts";

// The only module that knows the data interface: table names, headers, PostgREST errors.

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

/**
 * Inserts one row as the anonymous role, with where the visit came from. Never reads it back:
 * anon may not SELECT.
 */
export async function insertLead<Table extends keyof LeadTables>(table: Table, row: LeadTables[Table]): Promise<void> {
  // Loaded on submit only, so no page pays for the client at load time.
  const { PostgrestClient } = await import("@supabase/postgrest-js");
  const { url, key } = dataInterface();
  const client = new PostgrestClient(`${url}/rest/v1`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  const { error, status } = await client.from(table).insert({ ...row, ...visitSource(() => window.sessionStorage) });
  if (error) throw new LeadSubmissionError(error.message, error.code ?? "", status);
}
