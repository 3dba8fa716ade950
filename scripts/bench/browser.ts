// What the browser benches (bench.ts, islands-ready.ts) share: the build they measure, the
// system browser, and their --runs option.
import * as chromeLauncher from "chrome-launcher";

import { chromiumArgs, findChromium } from "#scripts/chromium.ts";

/** Another directory than the site's build keeps a second bench on the same machine from rebuilding under this one. */
export const BENCH_BUILD_DIR = process.env.BENCH_BUILD_DIR || "build-bench";

export function requireChromium(): string {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("No Chromium or Chrome found: install one or set CHROME_PATH to its executable.");
  return chromePath;
}

/** A headless browser of its own; headless is not among the shared flags (Playwright adds its own). */
export function launchHeadless(chromePath: string): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs], logLevel: "silent" });
}

/** --runs as a whole number of rounds. */
export function wholeRuns(value: string): number {
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number >= 1, got "${value}"`);
  return runs;
}
