/**
 * The local server's public anon key. Like Supabase's anon key it is meant to be public:
 * it only lets a visitor insert leads, which the database's grants and RLS enforce.
 */
export const LOCAL_ANON_KEY = "sentinel-local-anon-key";

/** The data interface: Supabase when configured at build time, otherwise the page's own server. */
export function dataInterface(): { url: string; key: string } {
  const url = import.meta.env.VITE_SUPABASE_URL;
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY;
  if (url && key) return { url: url.replace(/\/+$/, ""), key };
  return { url: window.location.origin, key: LOCAL_ANON_KEY };
}
