// Which figures content names, as it is written: where a figure appears is read from the copy
// that shows it, never listed by hand beside the figure.

const FIGURE_TOKEN = /\{\{\s*figure\.([A-Za-z0-9]+)(?:\.\w+)?\s*\}\}/g;

/**
 * The ids of the figures `data` names: as `{{figure.<id>}}` in its text (`{{figure.<id>.lowercase}}` too), or as a value that is a
 * figure's id (a stat's or metric's `figure`, the report's tiles and chart bars).
 */
export function figuresNamedIn(data: unknown, ids: ReadonlySet<string>, found = new Set<string>()): Set<string> {
  if (typeof data === "string") {
    if (ids.has(data)) found.add(data);
    for (const [, id] of data.matchAll(FIGURE_TOKEN)) if (id && ids.has(id)) found.add(id);
  } else if (data && typeof data === "object") {
    for (const value of Object.values(data)) figuresNamedIn(value, ids, found);
  }
  return found;
}
