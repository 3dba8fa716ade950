import { LOCAL_ANON_KEY, supabaseSettings } from "#shared/leads.ts";

/** The data interface: Supabase when configured at build time, otherwise the page's own server. */
export function dataInterface(): { url: string; key: string } {
  return (
    supabaseSettings(import.meta.env.VITE_SUPABASE_URL, import.meta.env.VITE_SUPABASE_ANON_KEY) ?? {
      url: window.location.origin,
      key: LOCAL_ANON_KEY,
    }
  );
}
