import { writeFile } from "node:fs/promises";
import { join } from "node:path";

import { build } from "esbuild";

import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";

import { EDITOR_API, EDITOR_PAGE } from "./editor-headers.ts";
import type { EditorWorkerSettings } from "./editor-worker.ts";
import type { PagesWorkerSettings } from "./pages-worker.ts";

/** The module the host runs: the site's function, and the editor's in front of it when the build has the editor. */
function workerSource(settings: PagesWorkerSettings, editor: EditorWorkerSettings | undefined): string {
  const site = `import { pagesWorker } from "./pages-worker.ts";\nexport default pagesWorker(${JSON.stringify(settings)});\n`;
  if (!editor) return site;
  return [
    `import { pagesWorker } from "./pages-worker.ts";`,
    `import { withEditor } from "./editor-worker.ts";`,
    `export default withEditor(pagesWorker(${JSON.stringify(settings)}), ${JSON.stringify(editor)});`,
    "",
  ].join("\n");
}

/**
 * The static host's one function, written beside the pages so that publishing the folder ships
 * it: `_worker.js` (Cloudflare Pages' advanced mode; pages-worker.ts bundled into one module with
 * the build's settings) and `_routes.json`, which runs it for the withdraw page's address only,
 * so every other request is a static file with its `_headers`. With the content editor in team
 * mode, it also answers Keystatic's API and the addresses of its interface on the editor's host,
 * and the site's not-found page at them on every other (editor-worker.ts).
 */
export async function writePagesFunction(
  dir: string,
  settings: PagesWorkerSettings,
  editor?: EditorWorkerSettings,
): Promise<void> {
  await build({
    stdin: {
      contents: workerSource(settings, editor),
      resolveDir: import.meta.dirname,
      sourcefile: "_worker.ts",
      loader: "ts",
    },
    outfile: join(dir, "_worker.js"),
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    legalComments: "none",
    logLevel: "warning",
    // Keystatic's API as built for workers, and the packages it imports (`cookie` names only a
    // main file). Its code asks process.env.NODE_ENV, which a worker has no `process` to answer.
    ...(editor && {
      conditions: ["worker", "import"],
      mainFields: ["module", "main"],
      define: { "process.env.NODE_ENV": '"production"' },
    }),
  });
  // With the editor: its addresses on every host (the public one answers them 404). Not `/`: every
  // home-page view would be a function call.
  const editorRoutes = [EDITOR_PAGE, `${EDITOR_PAGE}/*`, `${EDITOR_API}/*`];
  const include = [DATA_RIGHTS_PAGES.withdraw, ...(editor ? editorRoutes : [])];
  const routes = { version: 1, include, exclude: [] };
  await writeFile(join(dir, "_routes.json"), `${JSON.stringify(routes, null, 2)}\n`);
  // A Worker with static assets (wrangler.jsonc) runs _worker.js itself, and compresses what it
  // serves: neither the function, its routes nor the precompressed copies are pages to upload.
  await writeFile(join(dir, ".assetsignore"), "_worker.js\n_routes.json\n*.br\n*.gz\n");
}
