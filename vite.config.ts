import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";

// SITE_URL is read at build time, like the VITE_ settings.
const envPrefix = ["VITE_", "SITE_URL"];

// React, React DOM and the router change together and every page needs all of them, so they
// are one chunk; our own modules that five or more routes share are another. Left to itself
// the bundler makes some thirty files of a few hundred bytes each, and each file is a request
// and a gzip header.
const codeSplitting = {
  groups: [
    { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
    { name: "shared", test: /[\\/](app|node_modules[\\/]lucide-react)[\\/]/, minShareCount: 5, priority: 1 },
  ],
};

// Hydration calls nearly every function of the framework chunk. This hint (Chrome 136+) has V8
// compile them while the file downloads, off the main thread, instead of one by one as
// hydration first calls them, which made its longest tasks.
const postBanner = (chunk: { name: string }) => (chunk.name === "framework" ? "//# allFunctionsCalledOnLoad" : "");

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, import.meta.dirname, envPrefix);
  // With only one of the two, the pages would quietly write to their own origin instead.
  if (Boolean(env.VITE_SUPABASE_URL) !== Boolean(env.VITE_SUPABASE_ANON_KEY)) {
    throw new Error("Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (the local server).");
  }
  return {
    plugins: [tailwindcss(), reactRouter()],
    envPrefix,
    build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting, postBanner } } },
  };
});
