// The first screen of every page is drawn from the HTML alone, with the rules the build inlined,
// and the site stylesheet, linked after it, changes nothing a visitor sees there when it arrives
// (decision 030). A rule the build failed to inline shows here as an element that moves or
// changes colour.
import type { Page } from "@playwright/test";

import { FIRST_SCREEN_END } from "#scripts/build/stylesheet-after-first-screen.ts";
import { type SplitHtmlProxy, startSplitHtmlProxy } from "#tests/support/split-html-proxy.ts";

import { expect, layoutShifts, pages, test } from "./fixtures.ts";

const WIDTHS = [360, 1440] as const;

/**
 * How each element the visitor can see in the first viewport is drawn: where, and in what. The
 * elements that hold the stylesheet link (the body, the main element) grow as the rest of the
 * page arrives, and are left out.
 */
function drawn(elements: Element[]) {
  const link = document.querySelector('link[rel="stylesheet"]');
  return elements
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        !element.contains(link) && element.checkVisibility() && box.bottom > 0 && box.top < innerHeight && box.width > 0
      );
    })
    .map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const words = (element.textContent ?? "").trim().slice(0, 30);
      return [
        `${element.localName} "${words}"`,
        [box.x, box.y, box.width, box.height].map((value) => Math.round(value)).join(","),
        style.color,
        style.backgroundColor,
        style.backgroundImage,
        style.fontFamily,
        style.fontSize,
        style.fontWeight,
        style.lineHeight,
        style.borderRadius,
        style.boxShadow,
        style.visibility,
      ].join(" | ");
    });
}

/** Opens the page with its stylesheet held back; `release` lets it through. */
async function holdStylesheet(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/site\.[\w-]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("the first screen", () => {
  test.use({ reducedMotion: "reduce" });

  for (const width of WIDTHS) {
    for (const path of pages) {
      test(`of ${path} at ${width} px looks the same before the stylesheet arrives and after`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
        const release = await holdStylesheet(page);
        // The parser waits at the stylesheet link, so the page reaches no load event until it comes.
        await page.goto(path, { waitUntil: "commit" });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const firstScreen = await page.evaluateHandle(() => [...document.body.querySelectorAll("*")]);
        const before = await firstScreen.evaluate(drawn);
        expect(before.length).toBeGreaterThan(10);

        release();
        await page.waitForLoadState("load");
        await page.evaluate(() => document.fonts.ready);
        expect(await firstScreen.evaluate(drawn)).toEqual(before);
      });
    }
  }
});

test.describe("a first screen whose HTML arrives in two parts", () => {
  // The first part ends halfway through the first screen (through a product picture, where a
  // page has one), and the rest comes a second later.
  let proxy: SplitHtmlProxy;
  test.beforeAll(async ({ baseURL }) => {
    proxy = await startSplitHtmlProxy(
      baseURL ?? "",
      (html) => {
        const start = html.indexOf("<main");
        return Math.floor((start + html.indexOf(`id="${FIRST_SCREEN_END}"`, start)) / 2);
      },
      1_000,
    );
  });
  test.afterAll(async () => {
    await proxy?.stop();
  });

  for (const path of ["/", "/about", "/industries/banking", "/solutions/customer-compliance"]) {
    test(`of ${path} is drawn once it is whole, and nothing in it moves when the rest comes`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
        await page.goto(`${proxy.base}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("load");
        expect(
          (await layoutShifts(page)).map(({ value }) => value),
          `at ${width} px`,
        ).toEqual([]);
      }
    });
  }
});
