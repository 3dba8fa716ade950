// The settings the pages read at build time, from the environment or .env (astro.config.ts).
interface ImportMetaEnv {
  /** Supabase project URL; unset means the page's own origin (the local server). */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
