import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import type { Loader, LoaderContext } from "astro/loaders";

import { ENTRY_ID } from "#shared/entry-id.ts";

import { parseYaml } from "./yaml-file.ts";

/** An item of a list, with its id and its place in the list. */
export type ListItem = Record<string, unknown> & { id: string; order: number };

/** Where a file's list is: under `key`, since a file's root is a mapping (as its editor writes it), and how long it must be. */
export interface ListShape {
  key: string;
  /** The length the specification fixes, if it fixes one. */
  count?: number;
  /** The fewest items the page that shows them takes, if it needs any. */
  min?: number;
}

/** Why a list of `length` items does not fit `shape`, if it does not. */
function lengthProblem(length: number, { key, count, min }: ListShape): string | undefined {
  if (count !== undefined && length !== count) return `the list under "${key}" needs exactly ${count} items`;
  if (min !== undefined && length < min)
    return `the list under "${key}" needs at least ${min} item${min === 1 ? "" : "s"}`;
  return undefined;
}

/**
 * The items of the list under `key` in YAML text, each given its place as `order`. Throws,
 * naming `path`, on YAML that does not parse, no list or one of another length than `shape`
 * allows, or an item without an id of its own.
 */
export function parseList(text: string, path: string, shape: ListShape): ListItem[] {
  const data = parseYaml(text, path);
  const items =
    data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>)[shape.key] : undefined;
  if (!Array.isArray(items)) throw new Error(`${path}: needs a list under "${shape.key}"`);
  const problem = lengthProblem(items.length, shape);
  if (problem) throw new Error(`${path}: ${problem}`);
  const ids = new Set<string>();
  return items.map((item: Record<string, unknown>, order) => {
    const id = typeof item.id === "string" ? item.id : "";
    if (!id || ids.has(id)) throw new Error(`${path}: item ${order + 1} needs an id of its own`);
    ids.add(id);
    return { ...item, id, order };
  });
}

/** Reads `path` (a file, or a folder and what it holds) into the store with `sync` now and, under `astro dev`, after each edit. */
function watchedLoader(name: string, path: string, sync: (context: LoaderContext) => Promise<void>): Loader {
  return {
    name,
    load: async (context) => {
      await sync(context);
      // Under `astro dev`, an edit reloads it; a broken one is reported and the last good one kept.
      const watched = fileURLToPath(new URL(path, context.config.root)).replace(/\/$/, "");
      context.watcher?.add(watched);
      context.watcher?.on("all", (_event, changed) => {
        if (changed === watched || changed.startsWith(`${watched}/`))
          sync(context).catch((error: unknown) => context.logger.error(String(error)));
      });
    },
  };
}

/** The data of a YAML file that must hold a mapping; throws naming `path` when it does not. */
function mappingOf(text: string, path: string): Record<string, unknown> {
  const data = parseYaml(text, path);
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new Error(`${path}: needs a mapping of fields`);
  return data as Record<string, unknown>;
}

/** A folder's entry: the data of one YAML file, its id the file's name. */
export interface FolderEntry {
  id: string;
  data: Record<string, unknown> & { id: string };
  filePath: string;
}

/**
 * The YAML files of `folder` (from the project's `root`), one entry each, its file's name its
 * id. Throws, naming the file, on one that does not parse, is not a mapping, or whose name is not
 * an id of lower-case letters, digits and single hyphens.
 */
export function readFolder(root: string, folder: string): FolderEntry[] {
  const files = readdirSync(join(root, folder))
    .filter((file) => file.endsWith(".yaml"))
    .sort();
  return files.map((file) => {
    const filePath = `${folder}/${file}`;
    const id = file.slice(0, -".yaml".length);
    if (!ENTRY_ID.test(id))
      throw new Error(`${filePath}: a file's name is its page's address: lower-case letters, digits and hyphens`);
    return { id, data: { ...mappingOf(readFileSync(join(root, filePath), "utf8"), filePath), id }, filePath };
  });
}

/** Loads a folder of YAML files into a collection, one entry per file (`readFolder`); a file added or removed is seen under `astro dev`. */
export function folderLoader(folder: string): Loader {
  return watchedLoader("folder-loader", `${folder}/`, async ({ config, parseData, store }) => {
    const entries = readFolder(fileURLToPath(config.root), folder);
    store.clear();
    for (const { id, data, filePath } of entries)
      store.set({ id, data: await parseData({ id, data, filePath }), filePath });
  });
}

/**
 * Loads a YAML list into a collection, one entry per item. Astro returns a collection's entries
 * in no set order, and the file's order is the one its editor sees, hence `order`. Unlike
 * Astro's `file()` loader, a file that does not parse fails the build rather than leaving the
 * collection empty, and so does a list of another length than `shape` allows: a schema sees one
 * entry at a time, so it cannot count them.
 */
export function listLoader(path: string, shape: ListShape): Loader {
  return watchedLoader("list-loader", path, async ({ config, parseData, store }) => {
    const items = parseList(await readFile(new URL(path, config.root), "utf8"), path, shape);
    store.clear();
    for (const item of items)
      store.set({ id: item.id, data: await parseData({ id: item.id, data: item, filePath: path }), filePath: path });
  });
}

/**
 * Loads the named YAML files of `folder` into a collection, one entry each, named by its file:
 * a missing one fails the build, where a glob would leave the collection without it.
 */
export function filesLoader(folder: string, names: readonly string[]): Loader {
  return watchedLoader("files-loader", `${folder}/`, async ({ config, parseData, store }) => {
    const entries = await Promise.all(
      names.map(async (name) => {
        const filePath = `${folder}/${name}`;
        return {
          id: name.replace(/\.ya?ml$/, ""),
          filePath,
          data: mappingOf(await readFile(new URL(filePath, config.root), "utf8"), filePath),
        };
      }),
    );
    store.clear();
    for (const { id, data, filePath } of entries)
      store.set({ id, data: await parseData({ id, data, filePath }), filePath });
  });
}

/** Loads a whole YAML file into a collection as its one entry, `id`, parsed as the list loader parses. */
export function fileLoader(path: string, id: string): Loader {
  return watchedLoader("file-loader", path, async ({ config, parseData, store }) => {
    const data = mappingOf(await readFile(new URL(path, config.root), "utf8"), path);
    store.clear();
    store.set({ id, data: await parseData({ id, data, filePath: path }), filePath: path });
  });
}
