import type { Sql } from "#server/db/database.ts";

import type { Claimed, LeasedTable } from "./lease.ts";

/** A row of private.lead_events (supabase/migrations/20251126000000_lead_events.sql), as claimed. */
export interface LeadEvent {
  id: number;
  webhook_id: string;
  type: string;
  occurred_at: Date;
  /**
   * The lead's fields, built as the event is claimed, null once the lead is deleted; for
   * `lead.erased`, the payload stored with it (the address and the ids of the erased leads).
   */
  payload: Record<string, unknown> | null;
}

/** Lead events: each delivered to the CRM's webhook, retried for 24 hours from its series' start. */
export const LEAD_EVENTS: LeasedTable = {
  name: "private.lead_events",
  attempts: "attempts",
  error: "last_error",
  done: "status = 'delivered', delivered_at = now()",
  giveUp: { column: "status", value: "'failed'" },
  since: "pending_since",
};

/**
 * Takes up to `limit` due events, longest due first, so a new lead's first attempt waits behind
 * no queue of retries, each with its lead read now. The database gives out no more than
 * `maxPerHour` sends an hour, whichever worker asks.
 */
export async function claimLeadEvents(
  sql: Sql,
  { limit, leaseMs, maxPerHour }: { limit: number; leaseMs: number; maxPerHour: number },
): Promise<(LeadEvent & Claimed)[]> {
  const { rows: events } = await sql.query<LeadEvent & Claimed>(
    "select * from private.claim_lead_events($1, $2 * interval '1 millisecond', $3)",
    [limit, leaseMs, maxPerHour],
  );
  if (!events.length) return events;
  const { rows } = await sql.query<{ id: number; payload: LeadEvent["payload"] }>(
    "select id, payload from private.lead_event_payloads($1::bigint[])",
    [events.map((event) => event.id)],
  );
  const payloads = new Map(rows.map((row) => [row.id, row.payload]));
  return events.map((event) => ({ ...event, payload: payloads.get(event.id) ?? null }));
}
