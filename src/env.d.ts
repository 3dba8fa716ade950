// The settings the pages read at build time, from the environment or .env (astro.config.ts).
interface ImportMetaEnv {
  /** Supabase project URL; unset means the page's own origin (the local server). */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

/** A content file imported as a module (scripts/build/yaml-modules.ts): its data, as its schema reads it. */
declare module "#src/content/countries.yaml" {
  import type { z } from "astro/zod";
  import type { countriesSchema } from "#src/content/countries.ts";

  const file: z.input<typeof countriesSchema>;
  export default file;
}
