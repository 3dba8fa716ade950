import type { Config } from "@react-router/dev/config";

import { buildDir } from "./scripts/build-dir.ts";

// Every page ships as static HTML and hydrates into a SPA. "/404" is rendered by the
// catch-all route so unknown paths get a real not-found page (scripts/postbuild.ts
// moves it to 404.html, where static hosts and server/ look for it).
export default {
  ssr: false,
  buildDirectory: buildDir(),
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
