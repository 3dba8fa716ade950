import { join } from "node:path";

import type { Config } from "@react-router/dev/config";

import { notFoundPages, sitePages } from "#src/pages.ts";
import { brand } from "#shared/brand.ts";
import { buildDir } from "#shared/build.ts";

// Every page ships as static HTML and hydrates into a SPA. The not-found pages are rendered
// like any other; the build's last step moves them to 404.html files, where static hosts and
// server/ look for them.
export default {
  ssr: false,
  buildDirectory: buildDir(),
  prerender({ getStaticPaths }) {
    const unlisted = getStaticPaths().filter((path) => !sitePages.includes(path));
    if (unlisted.length) throw new Error(`app/pages.ts does not list ${unlisted.join(", ")}`);
    return [...sitePages, ...notFoundPages];
  },
  // Rewrites what React Router wrote, so it runs in the same build (docs/decisions/006).
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const { finishBuild } = await import("#scripts/finish-build.ts");
    const env: Record<string, string | undefined> = viteConfig.env;
    await finishBuild({
      clientDir: join(reactRouterConfig.buildDirectory, "client"),
      pages: sitePages,
      notFoundPages,
      siteUrl: env.SITE_URL || brand.url,
      supabaseUrl: env.VITE_SUPABASE_URL,
    });
  },
} satisfies Config;
