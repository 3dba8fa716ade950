import { ATTRIBUTION_FIELDS, ATTRIBUTION_PATTERNS, type Attribution } from "#shared/leads.ts";

import type { VisitSourceKey } from "./visit-capture.ts";

// The same key as visit-capture.ts's, checked by the compiler: a value import would put the
// capture's module in a chunk of its own, and the site's script would become two requests.
const KEY: VisitSourceKey = "sentinel:visit-source";

/**
 * Where the visit came from, as the first page kept it (visit-capture.ts), sent with every
 * lead (client.ts). Each value is checked against the database's rule here, since anything on
 * the page may write to storage: one that fails is dropped rather than refuse the lead.
 */
export function visitSource(store: () => Storage | undefined): Attribution {
  try {
    const kept: unknown = JSON.parse(store()?.getItem(KEY) ?? "{}");
    const source: Attribution = {};
    if (!kept || typeof kept !== "object") return source;
    for (const field of ATTRIBUTION_FIELDS) {
      const value = (kept as Record<string, unknown>)[field];
      if (typeof value === "string" && ATTRIBUTION_PATTERNS[field].test(value)) source[field] = value;
    }
    return source;
  } catch {
    return {};
  }
}
