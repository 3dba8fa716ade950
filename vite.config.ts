import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";

// SITE_URL is read at build time, like the VITE_ settings.
const envPrefix = ["VITE_", "SITE_URL"];

// React, React DOM and the router change together and every page needs all of them, so they
// are one chunk; the modules of ours that five or more routes load at once are another. Left
// to itself the bundler makes some thirty files of a few hundred bytes each, and each file is a
// request and a gzip header. The forms' modules, which only the controls loaded on demand share
// (docs/decisions/012), and the icon library, which only some controls draw with, stay out of
// the shared chunk, or every page would load them.
const codeSplitting = {
  groups: [
    { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
    {
      name: "shared",
      test: (id: string) =>
        !id.includes("node_modules") &&
        /[\\/](app|shared)[\\/]/.test(id) &&
        !/[\\/]app[\\/](lib[\\/]leads|lib[\\/]use-form-values|components[\\/]forms|components[\\/]ui[\\/]field)/.test(
          id,
        ),
      minShareCount: 5,
      priority: 1,
    },
  ],
};

// The site's copy and components do nothing when imported: a module of theirs whose exports go
// unused is dropped whole. Without this, a template literal in the copy (`${site.name} ...`) is
// kept for its possible side effect, with the module it reads, in pages that show none of it:
// the footer's copy in every page's script, for one.
const treeshake = {
  moduleSideEffects: [{ test: /[\\/]app[\\/](content|components)[\\/]/, sideEffects: false }],
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
    build: isSsrBuild ? {} : { rolldownOptions: { treeshake, output: { codeSplitting, postBanner } } },
  };
});
