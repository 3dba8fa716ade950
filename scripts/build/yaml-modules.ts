import type { Plugin } from "vite";
import { parse } from "yaml";

/**
 * YAML files as modules.
 *
 * An import of a YAML file gives its data as the default export, parsed as the content layer
 * parses it (the `yaml` package): an island imports a content file so (the report card's
 * countries), its script carrying the data without the schema or a YAML parser. The build
 * checks the same file with its schema, as a collection. The pages read every other content file through the content layer, which sees its edits.
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
  };
}
