import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/**
 * Where `npm run build` writes: BUILD_DIR, default `build/`. One definition for the build,
 * its post-processing, the server and the tests, so a second build (production settings,
 * benchmarks) can sit beside the first. It must lie inside the project: prerendering loads
 * the server bundle, which imports from the project's node_modules.
 */
export function buildDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = resolve(root, env.BUILD_DIR || "build");
  const inside = relative(root, dir);
  if (!inside || inside.startsWith("..") || isAbsolute(inside)) {
    throw new Error(`BUILD_DIR must be a directory inside ${root}, got "${env.BUILD_DIR}"`);
  }
  return dir;
}

export function clientDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(buildDir(env), "client");
}

/**
 * What `npm run build` reads besides node_modules, relative to the project: the site, the
 * build's own steps, their settings and the locked dependencies. A build older than any of
 * them no longer shows the sources (server/build-state.ts); tests in them are not read.
 */
export const BUILD_SOURCES = [
  "src",
  "public",
  "shared",
  "scripts/build",
  "astro.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  ".env",
  ".env.local",
  ".env.production",
  ".env.production.local",
] as const;

/** Left beside a complete build's output, saying when that build began to read its sources. */
export function buildStampPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(buildDir(env), "build-started");
}

export function writeBuildStamp(path: string, startedAt: Date): void {
  writeFileSync(path, `${startedAt.toISOString()}\n`);
}

/** When the build began, or undefined when it left no stamp (it never ended, or predates stamps). */
export function readBuildStamp(path: string): Date | undefined {
  if (!existsSync(path)) return undefined;
  const startedAt = new Date(readFileSync(path, "utf8").trim());
  return Number.isNaN(startedAt.getTime()) ? undefined : startedAt;
}

export function removeBuildStamp(path: string): void {
  rmSync(path, { force: true });
}

/**
 * Where the report PDF is published on the site: its endpoint in src/pages/reports/ writes it
 * (the build fails when the two differ), the worker links to it.
 */
export const REPORT_PATH = "/reports/global-cyber-fraud-trends-2025.pdf";
