import type { AttributionField } from "#shared/leads.ts";

/**
 * Where a visit came from, kept in the tab's sessionStorage from the visit's first page: the
 * page's campaign parameters, its path, and the host of another site that linked to it. No
 * cookie: the tab forgets it when it closes. Every page runs this (src/scripts/visit-source.ts),
 * so it imports nothing the forms' code does, and the site's script stays one file;
 * the forms read and check what it kept (visit-source.ts).
 */
export const VISIT_SOURCE_KEY = "sentinel:visit-source";
export type VisitSourceKey = typeof VISIT_SOURCE_KEY;

/** What is kept, unchecked: anything longer than this is refused later anyway. */
const LONGEST = 500;

const CAMPAIGN_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** What a first page tells of its visit: `location` and `referrer` as the browser gives them. */
export function visitSourceOf(location: URL, referrer: string): Partial<Record<AttributionField, string>> {
  const source: Partial<Record<AttributionField, string>> = { landing_path: location.pathname };
  for (const field of CAMPAIGN_FIELDS) {
    const value = location.searchParams.get(field)?.trim();
    if (value) source[field] = value;
  }
  if (URL.canParse(referrer)) {
    const from = new URL(referrer);
    // Our own pages are not where a visit came from.
    if (from.origin !== location.origin && from.protocol.startsWith("http")) source.referrer_host = from.hostname;
  }
  for (const [field, value] of Object.entries(source)) source[field as AttributionField] = value.slice(0, LONGEST + 1);
  return source;
}

/**
 * Keeps the visit's source unless this tab's visit already has one, and returns it when this
 * page started the visit; storage refused keeps nothing and starts none.
 */
export function rememberVisitSource(
  location: URL,
  referrer: string,
  store: () => Storage | undefined,
): Partial<Record<AttributionField, string>> | undefined {
  try {
    const storage = store();
    if (!storage || storage.getItem(VISIT_SOURCE_KEY) !== null) return undefined;
    const source = visitSourceOf(location, referrer);
    storage.setItem(VISIT_SOURCE_KEY, JSON.stringify(source));
    return source;
  } catch {
    // Storage off, full or refused (a sandboxed frame): the leads are sent without a source.
    return undefined;
  }
}
