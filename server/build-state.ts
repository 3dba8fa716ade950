// Whether the build `npm start` serves shows the sources: it does when it is complete (its stamp
// says when it began) and no source it reads has changed since it began. Modification times,
// not contents: a check takes tens of milliseconds, a build 11 s or more (decision 022).
import { existsSync } from "node:fs";
import { glob, stat } from "node:fs/promises";
import { join } from "node:path";

import { readBuildStamp } from "#shared/build.ts";

export type BuildState = { kind: "missing" } | { kind: "stale"; changed: string[] } | { kind: "current" };

/** The build does not read tests. */
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/**
 * The sources under `root` modified after `since`, newest first, relative to `root`. A folder,
 * named with a trailing slash, changes when a file in it is added, removed or renamed.
 */
export async function changedSince(root: string, sources: readonly string[], since: Date): Promise<string[]> {
  const changed: { path: string; modified: number }[] = [];
  for await (const path of glob(
    sources.flatMap((source) => [source, `${source}/**`]),
    { cwd: root },
  )) {
    if (isTest(path)) continue;
    const stats = await stat(join(root, path));
    if (stats.mtimeMs <= since.getTime()) continue;
    changed.push({ path: stats.isDirectory() ? `${path}/` : path, modified: stats.mtimeMs });
  }
  return changed.sort((a, b) => b.modified - a.modified).map(({ path }) => path);
}

export async function buildState({
  root,
  sources,
  clientDir,
  stampPath,
}: {
  root: string;
  sources: readonly string[];
  clientDir: string;
  stampPath: string;
}): Promise<BuildState> {
  const startedAt = readBuildStamp(stampPath);
  if (!startedAt || !existsSync(join(clientDir, "index.html"))) return { kind: "missing" };
  const changed = await changedSince(root, sources, startedAt);
  return changed.length ? { kind: "stale", changed } : { kind: "current" };
}

/** What `npm start` says before it serves: whether it builds first, and why. */
export function buildNotice(state: BuildState): string {
  if (state.kind === "current") return "Build is current: no source changed since it began.";
  if (state.kind === "missing") return "No complete build found: building the site (npm run build)…";
  const [newest, ...others] = state.changed;
  const more = others.length ? ` and ${others.length} more` : "";
  return `Sources changed since the last build (${newest}${more}): building…`;
}
