// The content editor's page in team mode, written beside the site at /keystatic: Keystatic's
// interface bundled on its own by Vite (src/editor/team-editor.tsx), and a page that loads it.
// Built apart from Astro's pages, it shares no module, chunk or policy with them: each public
// page is byte for byte what a build without the editor writes, and the editor's policy is its
// own (editor-headers.ts) where an Astro page would carry the site's in a <meta>.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { type Plugin, type PluginOption, type Rolldown, build } from "vite";

import { contentFilesInBrowser } from "#src/editor/content-files-in-browser.ts";
import type { EditorAppProps } from "#src/editor/editor-app.tsx";

import { EDITOR_PAGE } from "./editor-headers.ts";

const root = join(import.meta.dirname, "../..");
const ENTRY = "virtual:team-editor";
const RESOLVED_ENTRY = `\0${ENTRY}`;

/** The bundle's entry: the interface mounted with the build's settings, written into it as data. */
function entryWithSettings(settings: EditorAppProps): Plugin {
  const mount = join(root, "src/editor/team-editor.tsx");
  return {
    name: "sentinel-team-editor-entry",
    resolveId: (id) => (id === ENTRY ? RESOLVED_ENTRY : undefined),
    load: (id) =>
      id === RESOLVED_ENTRY
        ? `import { mountEditor } from ${JSON.stringify(mount)};\nmountEditor(${JSON.stringify(settings)});\n`
        : undefined,
  };
}

/** The files the page names: the entry module and the stylesheets it imports, from the site's root. */
export interface EditorBundle {
  script: string;
  styles: string[];
}

/** The page: no inline script or style, so its policy allows scripts from its own origin only. */
export function editorPageHtml({ script, styles }: EditorBundle): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "  <head>",
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <meta name="robots" content="noindex, nofollow" />',
    "    <title>Content editor</title>",
    '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    ...styles.map((href) => `    <link rel="stylesheet" href="${href}" />`),
    `    <script type="module" src="${script}"></script>`,
    "  </head>",
    "  <body>",
    '    <div id="editor"></div>',
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}

function entryOf(output: Rolldown.RolldownOutput): EditorBundle {
  const entry = output.output.find((file): file is Rolldown.OutputChunk => file.type === "chunk" && file.isEntry);
  if (!entry) throw new Error("the editor's bundle has no entry module");
  const styles = [...(entry.viteMetadata?.importedCss ?? [])];
  return { script: `/${entry.fileName}`, styles: styles.map((file) => `/${file}`) };
}

/**
 * Bundles the editor into `dir`'s assets/ (its files named editor…, cached for a year as every
 * fingerprinted asset) and writes its page, keystatic/index.html. `plugins` are the site's own
 * Vite plugins, so the editor's modules are read as the site's are.
 */
export async function writeEditorPage(dir: string, settings: EditorAppProps, plugins: PluginOption[]): Promise<void> {
  const output = await build({
    configFile: false,
    root,
    mode: "production",
    logLevel: "warn",
    publicDir: false,
    plugins: [entryWithSettings(settings), contentFilesInBrowser(), ...plugins],
    oxc: { jsx: { runtime: "automatic", importSource: "react" } },
    build: {
      outDir: dir,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      // Keystatic's interface is one large module graph, loaded by the editor's page only.
      chunkSizeWarningLimit: 8192,
      rolldownOptions: {
        input: { editor: ENTRY },
        output: {
          entryFileNames: "assets/[name].[hash].js",
          chunkFileNames: "assets/editor-[name].[hash].js",
          // Every file named for the editor, beside the site's in assets/: editor.<hash>.css, editor-inter-….woff2.
          assetFileNames: ({ names }) =>
            names.some((name) => name.endsWith(".css"))
              ? "assets/editor.[hash][extname]"
              : "assets/editor-[name].[hash][extname]",
        },
      },
    },
  });
  if (!("output" in output)) throw new Error("the editor's bundle was not one build");
  const pageDir = join(dir, EDITOR_PAGE.slice(1));
  await mkdir(pageDir, { recursive: true });
  await writeFile(join(pageDir, "index.html"), editorPageHtml(entryOf(output)));
}
