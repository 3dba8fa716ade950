import { join } from "node:path";

import type { Config } from "@react-router/dev/config";

import { sitePages } from "#app/pages.ts";
import { brand } from "#shared/brand.ts";
import { buildDir } from "#shared/build.ts";

// Every page ships as static HTML and hydrates into a SPA. "/404" is rendered by the
// catch-all route so unknown paths get a real not-found page; the build's last step moves
// it to 404.html, where static hosts and server/ look for it.
export default {
  ssr: false,
  buildDirectory: buildDir(),
  prerender({ getStaticPaths }) {
    const unlisted = getStaticPaths().filter((path) => !sitePages.includes(path));
    if (unlisted.length) throw new Error(`app/pages.ts does not list ${unlisted.join(", ")}`);
    return [...sitePages, "/404"];
  },
  // Rewrites what React Router wrote, so it runs in the same build (docs/decisions/006).
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const { finishBuild } = await import("#scripts/finish-build.ts");
    const env: Record<string, string | undefined> = viteConfig.env;
    await finishBuild({
      clientDir: join(reactRouterConfig.buildDirectory, "client"),
      pages: sitePages,
      siteUrl: env.SITE_URL || brand.url,
      supabaseUrl: env.VITE_SUPABASE_URL,
    });
  },
} satisfies Config;
