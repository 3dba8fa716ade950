import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";

// SITE_URL is read at build time, like the VITE_ settings.
const envPrefix = ["VITE_", "SITE_URL"];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, envPrefix);
  // With only one of the two, the pages would quietly write to their own origin instead.
  if (Boolean(env.VITE_SUPABASE_URL) !== Boolean(env.VITE_SUPABASE_ANON_KEY)) {
    throw new Error("Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (the local server).");
  }
  return {
    plugins: [tailwindcss(), reactRouter()],
    envPrefix,
    resolve: { tsconfigPaths: true },
  };
});
