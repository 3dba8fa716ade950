import { LOCAL_ANON_KEY } from "#shared/leads.ts";

/** The data interface: Supabase when configured at build time, otherwise the page's own server. */
// Written inline rather than shared with the build's Pages function: Vite replaces the two
// settings, and a production bundle drops the local branch and its key.
export function dataInterface(): { url: string; key: string } {
  const url = import.meta.env.VITE_SUPABASE_URL;
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY;
  if (url && key) return { url: url.replace(/\/+$/, ""), key };
  return { url: window.location.origin, key: LOCAL_ANON_KEY };
}
