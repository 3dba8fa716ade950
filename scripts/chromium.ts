// Finds the system Chromium/Chrome for the end-to-end tests; never downloads a browser build.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  return candidates.find((path) => existsSync(path));
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
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env: aptEnv });
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
