// Inter is drawn only if it is there when a page's text is first laid out (`font-display:
// optional`, decision 037): a page it reaches late keeps the fallback face for good, so its
// arrival moves nothing, and the page asks for no other face of Inter meanwhile.

import { expect, layoutShifts, test } from "./fixtures.ts";

const PAGES = ["/", "/about", "/contact", "/roi-calculator", "/solutions/risk-assessment"] as const;
const WIDTHS = [360, 1440] as const;

/** The site's web-font files, as Astro serves them. */
const FONT_FILE = /\/assets\/fonts\/[\w-]+\.woff2$/;

/** Longer than an optional face's wait for the first layout, shorter than a test's patience. */
const HELD_MS = 1_500;

test.describe("Inter held back", () => {
  test.use({ reducedMotion: "reduce" });

  for (const width of WIDTHS) {
    for (const path of PAGES) {
      test(`moves nothing on ${path} at ${width} px when it comes late, and no other face of it loads`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
        const fonts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
        });
        await page.route(FONT_FILE, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, HELD_MS));
          await route.continue();
        });
        const arrived = page.waitForEvent("requestfinished", (request) => FONT_FILE.test(request.url()));
        await page.goto(path);
        await arrived;
        await page.evaluate(() => document.fonts.ready);
        expect((await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
        // fontsource's Inter files: the fallback face, not another cut of Inter, stands in.
        expect(fonts.filter((font) => /inter-/.test(font))).toEqual([]);
      });
    }
  }
});
