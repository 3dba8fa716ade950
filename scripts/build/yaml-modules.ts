import { fileURLToPath } from "node:url";

import { type Plugin, normalizePath } from "vite";
import { parse } from "yaml";

/** The module through which the content's modules read their YAML files as they load. */
const contentFile = normalizePath(fileURLToPath(new URL("../../src/content/content-file.ts", import.meta.url)));

/**
 * YAML files as modules, and their edits seen under `astro dev`.
 *
 * An import of a YAML file gives its data as the default export, parsed as the content modules
 * parse it (the `yaml` package): an island imports a content file so (the report card's
 * countries), its script carrying the data without the schema or a YAML parser. The build
 * checks the same file with its schema, as a collection.
 *
 * The content's modules read their files from disk (src/content/content-file.ts), which Vite
 * does not see; so an edit to a YAML file of src/content (from the content editor, say)
 * reloads those modules and whatever imports them, and the page shows the edit.
 */
export function yamlModules(): Plugin {
  return {
    name: "sentinel-yaml-modules",
    transform: {
      filter: { id: /\.ya?ml$/ },
      handler(code, id) {
        try {
          return { code: `export default ${JSON.stringify(parse(code))};\n`, map: null };
        } catch (error) {
          this.error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    },
    hotUpdate({ file, modules }) {
      if (!/\/src\/content\/.+\.ya?ml$/.test(normalizePath(file))) return;
      const readers = [...(this.environment.moduleGraph.getModulesByFile(contentFile) ?? [])].flatMap((reader) => [
        ...reader.importers,
      ]);
      return readers.length ? [...modules, ...readers] : undefined;
    },
  };
}
