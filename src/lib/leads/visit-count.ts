import type { LOCAL_ANON_KEY } from "#shared/leads.ts";

// The page's one request of its own: the visit counted once, as counts
// (supabase/migrations/20251208000000_visit_counts.sql, docs/decisions/044). It runs on every
// page, so, like visit-capture.ts, it imports no value the forms' code does.

// The local server's key, checked by the compiler against shared/leads.ts's.
const LOCAL_KEY: typeof LOCAL_ANON_KEY = "sentinel-local-anon-key";

/** No count for a browser that asks not to be tracked (DNT, GPC) or that a program drives. */
export function mayCountVisit(navigator: Navigator & { globalPrivacyControl?: boolean }): boolean {
  return !navigator.webdriver && !navigator.globalPrivacyControl && navigator.doNotTrack !== "1";
}

/**
 * Where a visit is counted: public.count_visit through the data interface, Supabase when
 * configured at build time (as config.ts reads it), otherwise the page's own server. The key
 * goes in the address, as Supabase's gateway takes it, since a beacon sends no header.
 */
export function visitCountUrl(origin: string): string {
  const url = import.meta.env.VITE_SUPABASE_URL;
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY;
  const [base, apikey] = url && key ? [url.replace(/\/+$/, ""), key] : [origin, LOCAL_KEY];
  // Supabase's keys, JWTs or sb_publishable_…, are safe in an address as they are.
  return `${base}/rest/v1/rpc/count_visit?apikey=${apikey}`;
}

/**
 * Sends the visit's landing path, campaign and referring host as one beacon, once the page is
 * shown (not while the browser prerenders it) and painted, when the browser is next idle. A
 * form body needs no CORS preflight, and PostgREST reads it as text arguments.
 */
export function countVisit(source: Partial<Record<string, string>>): void {
  if (!mayCountVisit(navigator)) return;
  const send = () =>
    navigator.sendBeacon(visitCountUrl(location.origin), new URLSearchParams(source as Record<string, string>));
  const afterPaint = () =>
    requestAnimationFrame(() =>
      "requestIdleCallback" in window ? requestIdleCallback(send, { timeout: 5000 }) : setTimeout(send, 1),
    );
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", afterPaint, { once: true });
  else afterPaint();
}
