import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import type { AstroIntegration } from "astro";
import type { PluginOption } from "vite";

import { REPORT_PATH, removeBuildStamp, writeBuildStamp } from "#shared/build.ts";
import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import type { TeamEditor } from "#src/editor/settings.ts";
import { LINK_PAGES } from "#src/lib/site-pages.ts";

import { checkContentFiles } from "./content-check.ts";
import { inlineCriticalCss } from "./critical-css.ts";
import { editorApiHeaders, editorHeaderRules, editorPageHeaders } from "./editor-headers.ts";
import { writeEditorPage } from "./editor-page.ts";
import { writeHeadersFile } from "./headers-file.ts";
import { ownScriptHashesOnEveryPage } from "./page-script-policy.ts";
import { checkShareImages } from "./share-images.ts";
import { writePagesFunction } from "./pages-function.ts";
import { precompress } from "./precompress.ts";
import { commonHeaders } from "./security-headers.ts";
import { sitePages } from "./site-pages.ts";

/** The data interface the pages were built for: Supabase, or (neither set) the page's own server. */
export interface DataInterfaceSettings {
  url?: string | undefined;
  key?: string | undefined;
}

/**
 * What the build adds to Astro's output, which Astro cannot write itself: each page's first
 * screen's CSS inline, a policy allowing only the page's own inline scripts, _headers, brotli
 * and gzip copies of the text files, and the static host's one-click function. The headers
 * come after every page is written (they carry each page's policy); the function comes after
 * compression, since the host reads its files itself and a compressed copy would be published
 * as a file. Then the stamp `npm start` compares the sources with (stampPath, from
 * buildStampPath).
 *
 * With `editor` (team mode, src/editor/settings.ts), the content editor's page is written after
 * the site's pages have their headers, with its own rules, and the function answers its API; a
 * build without it holds nothing of the editor.
 */
export function buildSteps({
  stampPath,
  dataInterface,
  editor,
}: {
  stampPath: string;
  dataInterface: DataInterfaceSettings;
  editor?: TeamEditor | undefined;
}): AstroIntegration {
  // The site's Vite plugins, which the editor's bundle reads its modules with too.
  let vitePlugins: PluginOption[] = [];
  return {
    name: "sentinel-build-steps",
    hooks: {
      // Before the content is loaded: a file with HTML or an unsafe link, or a page's own share
      // image that is not there, stops the build at once.
      "astro:config:setup": ({ command, config }) => {
        if (command !== "build") return;
        checkContentFiles(fileURLToPath(config.root));
        checkShareImages(fileURLToPath(config.root));
      },
      "astro:config:done": ({ config }) => {
        vitePlugins = config.vite.plugins ?? [];
      },
      // A build that stops half way leaves no stamp, so `npm start` builds again.
      "astro:build:start": () => removeBuildStamp(stampPath),
      "astro:build:done": async ({ dir, pages, logger }) => {
        const built = pages.map(({ pathname }) => `/${pathname}`.replace(/\/$/, "") || "/");
        const missing = [...sitePages, ...LINK_PAGES].filter((path) => !built.includes(path));
        if (missing.length) throw new Error(`the build wrote no page for ${missing.join(", ")}`);
        const out = fileURLToPath(dir);
        if (!existsSync(join(out, REPORT_PATH))) throw new Error(`the build wrote no report PDF at ${REPORT_PATH}`);
        await inlineCriticalCss(out);
        await ownScriptHashesOnEveryPage(out);
        await writeHeadersFile(out, editor ? editorHeaderRules(editor.origin) : []);
        if (editor) {
          const { storage, appSlug, previewOrigin } = editor;
          await writeEditorPage(out, { storage, appSlug, previewOrigin }, vitePlugins);
        }
        const count = await precompress(out);
        // As the pages' data client decides (src/lib/leads/config.ts): the local key only when
        // no Supabase is set, so a production build carries none of the local setup.
        const supabase = dataInterface.url && dataInterface.key ? dataInterface : undefined;
        await writePagesFunction(
          out,
          { url: supabase?.url, key: supabase?.key ?? LOCAL_ANON_KEY, headers: commonHeaders },
          editor && {
            storage: editor.storage,
            host: new URL(editor.origin).hostname,
            pageHeaders: { ...commonHeaders, ...editorPageHeaders },
            apiHeaders: editorApiHeaders,
            siteHeaders: commonHeaders,
          },
        );
        // The process began before Astro read its first source: a source saved during the
        // build is newer than the stamp.
        writeBuildStamp(stampPath, new Date(performance.timeOrigin));
        logger.info(
          `_headers written; ${count} files precompressed; _worker.js and _routes.json written${editor ? `; the content editor at ${editor.origin}/keystatic` : ""}`,
        );
      },
    },
  };
}
