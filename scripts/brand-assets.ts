// Renders the share image and app icons into public/ with the system Chromium.
// Run by hand after a brand change (`npm run brand-assets`); the PNGs are committed.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { chromium } from "@playwright/test";

import { homeCopySchema } from "#src/content/pages/home.ts";
import { site } from "#src/content/site.ts";
import { logoMarkSvg } from "#src/lib/logo-mark.ts";
import { readFilledContent } from "#src/content/values-files.ts";
import { colors } from "#shared/brand.ts";

import { chromiumArgs, ensureChromium } from "./chromium.ts";

const root = join(import.meta.dirname, "..");
const home = readFilledContent("pages/home.yaml", homeCopySchema);
const publicDir = join(root, "public");
const font = await readFile(join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
const markUri = `data:image/svg+xml;base64,${Buffer.from(logoMarkSvg()).toString("base64")}`;
const gradient = Object.values(colors.brand).join(", ");

const shareCard = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font.toString("base64")}) format("woff2"); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff; overflow: hidden;
  background: ${colors.ink[900]}; }
.wrap { padding: 72px 80px; height: 100%; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 18px; font-size: 34px; font-weight: 700; }
.brand img { width: 64px; height: 64px; }
h1 { margin-top: 64px; font-size: 68px; line-height: 1.05; letter-spacing: -0.03em; font-weight: 800; max-width: 960px; }
p { margin-top: 28px; font-size: 30px; color: #cbd5e1; max-width: 900px; line-height: 1.35; }
.side { position: absolute; right: 0; top: 0; width: 16px; height: 630px; background: linear-gradient(${gradient}); }
.bar { margin-top: auto; height: 8px; width: 100%; border-radius: 4px; background: linear-gradient(90deg, ${gradient}); }
</style></head><body><div class="wrap">
<div class="brand"><img src="${markUri}" alt="">${site.name}</div>
<h1>${home.hero.title}</h1>
<p>${site.summary}</p>
<div class="bar"></div></div><div class="side"></div></body></html>`;

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
await render(shareCard, 1200, 630, "og-image.png");
await render(icon(180, 28), 180, 180, "apple-touch-icon.png");
await render(icon(192, 30), 192, 192, "icon-192.png");
await render(icon(512, 80), 512, 512, "icon-512.png");
await browser.close();
