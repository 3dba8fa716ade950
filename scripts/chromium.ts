// Finds the system Chromium/Chrome for the end-to-end tests; never downloads a browser build.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

import { getChromePath } from "chrome-launcher";

/**
 * The browser chrome-launcher finds: CHROME_PATH when set, else an installed Chrome or
 * Chromium (on Linux, `google-chrome`, `chromium`, `chromium-browser` on the PATH).
 */
export function findChromium(): string | undefined {
  // chrome-launcher passes over a CHROME_PATH that does not exist; a typo should not test another browser.
  if (process.env.CHROME_PATH && !existsSync(process.env.CHROME_PATH)) return undefined;
  try {
    return getChromePath();
  } catch {
    return undefined;
  }
}

function canInstallWithApt(): boolean {
  return process.platform === "linux" && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

/** The browser's path, installing Debian's `chromium` when we are root on Debian/Ubuntu. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH points to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  if (!canInstallWithApt()) {
    throw new Error(
      "No Chromium or Chrome found: install one (e.g. `sudo apt-get install chromium`) or set CHROME_PATH to its executable.",
    );
  }
  console.log("No Chromium found: installing Debian's chromium package…");
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env: aptEnv });
  // fonts-liberation, which chromium recommends, has the metrics the site's fallback face is drawn to.
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium", "fonts-liberation"], {
    stdio: "inherit",
    env: aptEnv,
  });
  const installed = findChromium();
  if (!installed) throw new Error("apt-get installed chromium, but no executable was found at /usr/bin/chromium.");
  return installed;
}

/** Flags that keep a headless Chromium off the network and quiet. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
