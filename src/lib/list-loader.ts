import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import type { Loader, LoaderContext } from "astro/loaders";

import { parseYaml } from "./yaml-file.ts";

/** An item of a list, with its id and its place in the list. */
export type ListItem = Record<string, unknown> & { id: string; order: number };

/**
 * The items of a YAML list, each given its place as `order`. Throws, naming `path`, on YAML
 * that does not parse, a list that is not `count` items long, or an item without an id of its own.
 */
export function parseList(text: string, path: string, count: number): ListItem[] {
  const items = parseYaml(text, path);
  if (!Array.isArray(items) || items.length !== count)
    throw new Error(`${path}: the list needs exactly ${count} items`);
  const ids = new Set<string>();
  return items.map((item: Record<string, unknown>, order) => {
    const id = typeof item.id === "string" ? item.id : "";
    if (!id || ids.has(id)) throw new Error(`${path}: item ${order + 1} needs an id of its own`);
    ids.add(id);
    return { ...item, id, order };
  });
}

/**
 * Loads a YAML list into a collection, one entry per item. Astro returns a collection's entries
 * in no set order, and the file's order is the one its editor sees, hence `order`. Unlike
 * Astro's `file()` loader, a file that does not parse fails the build rather than leaving the
 * collection empty, and so does a list that is not `count` items long: a schema sees one entry
 * at a time, so it cannot count them.
 */
export function listLoader(path: string, { count }: { count: number }): Loader {
  async function sync({ config, parseData, store }: LoaderContext) {
    const items = parseList(await readFile(new URL(path, config.root), "utf8"), path, count);
    store.clear();
    for (const item of items)
      store.set({ id: item.id, data: await parseData({ id: item.id, data: item, filePath: path }), filePath: path });
  }

  return {
    name: "list-loader",
    load: async (context) => {
      await sync(context);
      // Under `astro dev`, an edit reloads the list; a broken one is reported and the last good one kept.
      const file = fileURLToPath(new URL(path, context.config.root));
      context.watcher?.add(file);
      context.watcher?.on("change", (changed) => {
        if (changed === file) sync(context).catch((error: unknown) => context.logger.error(String(error)));
      });
    },
  };
}
