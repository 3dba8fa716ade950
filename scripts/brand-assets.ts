// Renders the app icons into public/ with the system Chromium. Run by hand after a brand change
// (`npm run brand-assets`); the PNGs are committed. Each page's share card is drawn by the build
// (src/pages/og/[...path].png.ts).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

import { chromium } from "@playwright/test";

import { logoMarkDataUri } from "#src/lib/logo-mark.ts";
import { colors } from "#shared/brand.ts";

import { chromiumArgs, ensureChromium } from "./chromium.ts";

const publicDir = join(import.meta.dirname, "..", "public");
const markUri = logoMarkDataUri();

const icon = (size: number, padding: number) => `<!doctype html><html><head><style>
* { margin: 0; } body { width: ${size}px; height: ${size}px; background: ${colors.ink[900]}; display: grid; place-items: center; }
img { width: ${size - 2 * padding}px; height: ${size - 2 * padding}px; }
</style></head><body><img src="${markUri}" alt=""></body></html>`;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
async function render(html: string, width: number, height: number, file: string) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html, { waitUntil: "load" });
  await writeFile(join(publicDir, file), await page.screenshot({ type: "png" }));
  await page.close();
  console.log(`wrote public/${file}`);
}
await render(icon(180, 28), 180, 180, "apple-touch-icon.png");
await render(icon(192, 30), 192, 192, "icon-192.png");
await render(icon(512, 80), 512, 512, "icon-512.png");
await browser.close();
