import { writeFile } from "node:fs/promises";
import { join } from "node:path";

import { build } from "esbuild";

import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";

import type { PagesWorkerSettings } from "./pages-worker.ts";

/**
 * The static host's one function, written beside the pages so that publishing the folder ships
 * it: `_worker.js` (Cloudflare Pages' advanced mode; pages-worker.ts bundled into one module with
 * the build's settings) and `_routes.json`, which runs it for the withdraw page's address only,
 * so every other request is a static file with its `_headers`.
 */
export async function writePagesFunction(dir: string, settings: PagesWorkerSettings): Promise<void> {
  await build({
    stdin: {
      contents: `import { pagesWorker } from "./pages-worker.ts";\nexport default pagesWorker(${JSON.stringify(settings)});\n`,
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
  });
  const routes = { version: 1, include: [DATA_RIGHTS_PAGES.withdraw], exclude: [] };
  await writeFile(join(dir, "_routes.json"), `${JSON.stringify(routes, null, 2)}\n`);
}
