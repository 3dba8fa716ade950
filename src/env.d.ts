/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public origin for canonical and share URLs, e.g. https://www.example.in */
  readonly SITE_URL?: string;
  /** Supabase project URL; unset means the page's own origin (the local server). */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
