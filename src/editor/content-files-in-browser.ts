// The editor reads the content's YAML from disk (src/collections/content-file.ts), which a browser
// cannot: on the editor's page, whose fields check with the build's schemas and offer the figures,
// it reads the files bundled instead (content-file-browser.ts).
import { fileURLToPath } from "node:url";

import { normalizePath, type Plugin } from "vite";

const contentFile = normalizePath(fileURLToPath(new URL("../collections/content-file.ts", import.meta.url)));
const contentFileInBrowser = fileURLToPath(new URL("content-file-browser.ts", import.meta.url));

export function contentFilesInBrowser(): Plugin {
  return {
    name: "content-editor-files",
    // Before Vite's own resolver, which would otherwise settle the import first.
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (options?.ssr) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && normalizePath(resolved.id) === contentFile ? contentFileInBrowser : null;
    },
  };
}
