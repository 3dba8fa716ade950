// The content editor, for `npm run edit`: under `astro dev` only, its page at /keystatic and
// its API at /api/keystatic, served by the same server that shows the pages it changes.
import { fileURLToPath } from "node:url";

import type { AstroIntegration } from "astro";

import { contentFilesInBrowser } from "./content-files-in-browser.ts";
import { servedFiles } from "./served-files.ts";

export function localEditor(): AstroIntegration {
  return {
    name: "content-editor",
    hooks: {
      "astro:config:setup": ({ command, config, injectRoute, updateConfig }) => {
        if (command !== "dev") return;
        injectRoute({
          pattern: "/keystatic/[...params]",
          entrypoint: "./src/editor/routes/editor-page.astro",
          prerender: false,
        });
        injectRoute({
          pattern: "/api/keystatic/[...params]",
          entrypoint: "./src/editor/routes/editor-api.ts",
          prerender: false,
        });
        // Keystatic's interface is large: prebundled once, it opens in a second rather than after hundreds of requests.
        // A busy port stops the server rather than moving it to one the editor's address does not name.
        updateConfig({
          vite: {
            plugins: [contentFilesInBrowser()],
            optimizeDeps: {
              // Every page's and island's modules found as the server starts, so that opening a
              // page to preview it does not make the server prepare modules again and reload the editor.
              entries: ["src/pages/**/*.astro", "src/components/**/*.tsx", "src/editor/**/*.tsx"],
              include: [
                "@keystatic/core",
                "@keystatic/core/ui",
                "@keystar/ui/number-field",
                "@keystar/ui/text-field",
                "react",
                "react-dom/client",
                "react/jsx-dev-runtime",
                "astro/zod",
              ],
            },
            // No CORS: a page of another origin on this machine reads nothing from the editor's server.
            server: { strictPort: true, cors: false, fs: servedFiles(fileURLToPath(config.root)) },
          },
        });
      },
    },
  };
}
