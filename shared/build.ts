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
 * Where the report PDF is published on the site: its endpoint in src/pages/reports/ writes it
 * (the build fails when the two differ), the worker links to it.
 */
export const REPORT_PATH = "/reports/global-cyber-fraud-trends-2025.pdf";
