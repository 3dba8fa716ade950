import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Every concrete page path of a route config: "/" and "/about" ..., without the catch-all. */
export function pagePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.index ? [parent || "/"] : entry.path !== undefined && !entry.path.includes("*") && !entry.path.includes(":") ? [path || "/"] : [];
    return [...own, ...pagePaths(entry.children ?? [], path)];
  });
}
