import { type Locator, type Page } from "@playwright/test";

import { alertFeed } from "#src/content/controls/alert-feed.ts";
import { home } from "#tests/support/pages.ts";

import { expect, scrollToY, test } from "./fixtures.ts";

// What loops on its own costs a phone frames: it runs only while a visitor can see it, and it
// moves only what the browser's compositor can move without the page's main thread.

/** The properties the compositor animates on its own. */
const COMPOSITED = new Set(["transform", "opacity"]);

/** The play state of each animation in this element. */
const playStates = (element: Locator) =>
  element.evaluate((el) => [...new Set(el.getAnimations({ subtree: true }).map((animation) => animation.playState))]);

/** Each looping animation on the page, by the element it moves, with the properties it animates. */
const loopingProperties = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const properties = effect
          .getKeyframes()
          .flatMap((frame) =>
            Object.keys(frame).filter((key) => !["offset", "computedOffset", "easing", "composite"].includes(key)),
          );
        const target = effect.target;
        return { target: `${target?.localName}.${[...(target?.classList ?? [])].join(".")}`, properties };
      }),
  );

test.describe("looping motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the fraud-signal diagram moves only while it is on screen", async ({ page }) => {
    await page.goto("/");
    const diagram = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: home.fraudSignals.heading }) });
    await expect.poll(() => playStates(diagram)).toEqual(["paused"]);
    await diagram.scrollIntoViewIfNeeded();
    await expect.poll(() => playStates(diagram)).toEqual(["running"]);
    await scrollToY(page, 0);
    await expect.poll(() => playStates(diagram)).toEqual(["paused"]);
  });

  test("the sample alert feed stops once the visitor has scrolled past it, and runs again on return", async ({
    page,
  }) => {
    await page.goto("/solutions");
    const feed = page.locator("section").filter({ has: page.getByRole("list", { name: alertFeed.label }) });
    await feed.scrollIntoViewIfNeeded();
    await expect.poll(() => playStates(feed)).toEqual(["running"]);
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(() => playStates(feed)).toEqual(["paused"]);
    await feed.scrollIntoViewIfNeeded();
    await expect.poll(() => playStates(feed)).toEqual(["running"]);
  });

  for (const path of ["/", "/solutions"]) {
    test(`every loop on ${path} moves by transform and opacity alone`, async ({ page }) => {
      await page.goto(path);
      const loops = await loopingProperties(page);
      expect(loops.length).toBeGreaterThan(0);
      expect(loops.filter(({ properties }) => properties.some((property) => !COMPOSITED.has(property)))).toEqual([]);
    });
  }
});
