import { satteri } from "@astrojs/markdown-satteri";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, fontProviders } from "astro/config";
import { loadEnv } from "vite";

import { brandStylesheet } from "#scripts/build/brand-css.ts";
import { buildSteps } from "#scripts/build/integration.ts";
import { brand } from "#shared/brand.ts";
import { localEditor } from "#src/editor/integration.ts";
import { teamEditor } from "#src/editor/settings.ts";
import { buildStampPath, clientDir } from "#shared/build.ts";
import { cspDirectives, reactScriptHashes, scriptHash } from "#scripts/build/security-headers.ts";
import { yamlModules } from "#scripts/build/yaml-modules.ts";
import { LEGAL_SECTIONS } from "#src/content/legal.ts";
import { markdownValuesOfFiles } from "#src/collections/values-files.ts";
import { numberedSections } from "#src/lib/markdown/numbered-sections.ts";
import { MARKDOWN_FEATURES, safeMarkdown } from "#src/lib/markdown/safe-markdown.ts";
import { isLinkPage } from "#src/lib/site-pages.ts";
import { siteValues } from "#src/lib/markdown/site-values.ts";
import { linkedEstimateScript } from "#src/lib/roi/linked-estimate.ts";
import { speculationRules } from "#src/lib/speculation-rules.ts";

// Read at build time, from the environment or .env files, as the pages' data client needs them.
const env = { ...loadEnv(process.env.NODE_ENV ?? "production", import.meta.dirname, ""), ...process.env };
// With only one of the two, the pages would quietly write to their own origin instead.
if (Boolean(env.VITE_SUPABASE_URL) !== Boolean(env.VITE_SUPABASE_ANON_KEY)) {
  throw new Error("Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (the local server).");
}
const site = env.SITE_URL || brand.url;
/** React itself and react-dom's index, not its client: the modules every island imports. */
const REACT_CORE = /node_modules[\\/](react[\\/]|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js))/;

export default defineConfig({
  output: "static",
  outDir: clientDir(env),
  site,
  // Pages live at /about, written as about/index.html, which the server serves there.
  trailingSlash: "never",
  integrations: [
    brandStylesheet(),
    react(),
    // No lastmod: the build's time is no page's change, and a build must repeat byte for byte for
    // the deploy to see that nothing changed (docs/decisions/049).
    sitemap({ filter: (page) => !isLinkPage(new URL(page).pathname) }),
    // `npm run edit` only: `astro dev` with the content editor beside the pages.
    ...(env.CONTENT_EDITOR === "local" ? [localEditor()] : []),
    buildSteps({
      stampPath: buildStampPath(env),
      dataInterface: { url: env.VITE_SUPABASE_URL, key: env.VITE_SUPABASE_ANON_KEY },
      // Team mode, with EDITOR_GITHUB_REPO: the editor at /keystatic on its own origin (docs/deploy.md).
      editor: teamEditor(env, site),
    }),
  ],
  build: {
    format: "directory",
    // Where the server and _headers expect fingerprinted files, cached for a year.
    assets: "assets",
    // One stylesheet file for the whole site, cached for a year; the build then inlines into each
    // page the rules its first screen needs (scripts/build/critical-css.ts, decision 030).
    inlineStylesheets: "never",
  },
  security: {
    csp: {
      directives: [...cspDirectives({ supabaseUrl: env.VITE_SUPABASE_URL })],
      // React's own script for forms with actions, the ROI page's inline check for a linked
      // estimate, and the prefetch rules every page carries. The build keeps in each page's
      // policy the hashes of the scripts that page carries (scripts/build/page-script-policy.ts).
      scriptDirective: {
        resources: ["'self'"],
        hashes: [...reactScriptHashes(), scriptHash(linkedEstimateScript), scriptHash(speculationRules)],
      },
      // sonner inserts its stylesheet at run time and the product pictures size their bars
      // with style attributes: styles stay 'unsafe-inline' (so Astro hashes none), scripts
      // are allowed by hash only.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  fonts: [
    {
      provider: fontProviders.local(),
      name: "Inter",
      cssVariable: "--font-inter",
      // The rest of the stack, with a fallback drawn to Inter's metrics (ours: it measured closer
      // than Astro's), is --font-sans in app.css.
      fallbacks: [],
      // Inter is drawn only if it is there when the text is first laid out, which the preload
      // makes the rule; otherwise the page keeps the metric-matched fallback and caches Inter
      // for the next. Text never changes face after it is painted: no late largest paint, no
      // shift (decision 037).
      display: "optional",
      options: {
        variants: [{ src: ["./src/styles/fonts/inter-core-wght.woff2"], weight: "100 900", style: "normal" }],
      },
    },
  ],
  markdown: {
    // The legal pages hold no code; Shiki's inline styles would not pass the policy anyway.
    syntaxHighlight: false,
    processor: satteri({
      features: MARKDOWN_FEATURES,
      // Raw HTML and links other than web, e-mail, phone and the site's own fail the build.
      mdastPlugins: [siteValues(markdownValuesOfFiles), safeMarkdown()],
      hastPlugins: [numberedSections(LEGAL_SECTIONS)],
    }),
  },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), yamlModules()],
    build: {
      // Scripts are files, cached for a year, never inside the pages: the site's own script
      // (header states, menus, scrolling, the visit's source) cost every page 1.8 KB of brotli
      // on every visit, and as a module it runs after parsing either way. Other assets keep
      // the 8 KB limit they had.
      assetsInlineLimit: (file, content) => !file.endsWith(".js") && content.byteLength < 8 * 1024,
      // React and react-dom's small index in one chunk, which each island asks for with its
      // first file. Left alone, Rolldown cut the index out on its own, and it was asked for only
      // once the renderer had arrived: islands worked later (npm run bench:islands,
      // docs/performance.md).
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [{ name: "react", test: REACT_CORE }] },
          // The one stylesheet every page links is named for what it is, not for its first module.
          assetFileNames: ({ names }) =>
            names.some((name) => name.endsWith(".css"))
              ? "assets/site.[hash][extname]"
              : "assets/[name].[hash][extname]",
        },
      },
    },
    envPrefix: ["VITE_", "PUBLIC_"],
  },
});
