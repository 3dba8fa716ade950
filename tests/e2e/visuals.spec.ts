import type { Page } from "@playwright/test";

import { testimonials } from "#tests/support/testimonials.ts";
import { careers, home } from "#tests/support/pages.ts";
import { solutions } from "#tests/support/catalogue.ts";

import { detailPaths, expect, expectFilledRows, layoutShifts, test } from "./fixtures.ts";

/** Every page whose hero shows a picture of the product. */
const heroPages = ["/", "/solutions", "/industries", "/about", "/contact", ...detailPaths];

const picture = (page: Page) => page.locator("[data-product-visual]");

/** How many elements of the picture a visitor can see: a compact version shows at most 80% of them. */
const visibleParts = (page: Page) =>
  picture(page).evaluate((root) => [...root.querySelectorAll("*")].filter((node) => node.checkVisibility()).length);

test.describe("product pictures", () => {
  test.describe.configure({ mode: "parallel" });

  for (const path of heroPages) {
    test(`${path} shows its product picture beside the hero copy at 1440 px and a compact one or none at 360 px, moving nothing as it loads`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path, { waitUntil: "networkidle" });
      // What Lighthouse reports as a layout shift of 0 (to three places): nothing a visitor sees,
      // the header included (decision 038).
      const shifts = await layoutShifts(page);
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(0.0005);
      await expect(picture(page)).toHaveCount(1);
      await expect(picture(page)).toBeVisible();
      // A picture for the eye: hidden from assistive technology, and drawn without images.
      await expect(picture(page)).toHaveAttribute("aria-hidden", "true");
      await expect(picture(page).locator("img, image, picture, canvas")).toHaveCount(0);
      await expect(page.getByRole("img").filter({ has: picture(page) })).toHaveCount(0);
      const heading = await page.locator("h1").first().boundingBox();
      const wide = await picture(page).boundingBox();
      expect(heading && wide).toBeTruthy();
      if (!heading || !wide) return;
      // Beside the copy: to the right of the heading and level with it.
      expect(wide.x).toBeGreaterThan(heading.x + heading.width);
      expect(wide.y).toBeLessThan(heading.y + heading.height);
      const full = await visibleParts(page);

      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      if (!(await picture(page).isVisible())) return;
      const narrow = await picture(page).boundingBox();
      expect(narrow?.x).toBeGreaterThanOrEqual(0);
      expect((narrow?.x ?? 0) + (narrow?.width ?? 0)).toBeLessThanOrEqual(360);
      expect(await visibleParts(page)).toBeLessThanOrEqual(full * 0.8);
    });
  }

  test("arrive on the page a link leads to", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Customer Compliance" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(solutions[0]?.hero.title));
    await expect(picture(page)).toContainText(String(solutions[0]?.visual.view));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("are in the page as it is served", async ({ page }) => {
      test.setTimeout(heroPages.length * 5_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const path of heroPages) {
        await page.goto(path);
        await expect(picture(page), path).toBeVisible();
      }
    });
  });
});

test.describe("testimonials", () => {
  test("fill every row, with no card alone on the last, from 360 to 1440 px, and show each person's initials as a monogram, and no portraits", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("#testimonials");
    await expect(section.locator("[data-monogram]")).toHaveText(testimonials.map((item) => item.monogram.initials));
    await expect(section.locator("img")).toHaveCount(0);

    // The grid follows the window's width as a visitor resizes it, with no reload.
    for (const width of [360, 768, 1024, 1440])
      expect(await expectFilledRows(page, section.locator("ul"), width)).toBe(testimonials.length);
  });
});

test.describe("card grids", () => {
  const grids = [
    { path: "/", section: home.problems.title, count: home.problems.cards.length },
    { path: "/", section: home.solutions.title, count: home.solutions.cards.length },
    { path: "/careers", section: careers.perks.title, count: careers.perks.cards.length },
    { path: "/careers", section: careers.culture.title, count: careers.culture.values.length },
  ];
  for (const { path, section, count } of grids) {
    test(`${path} "${section}" fills every row from 360 to 1440 px, with no card alone on the last`, async ({
      page,
    }) => {
      await page.goto(path);
      const list = page.getByRole("region", { name: section }).getByRole("list").first();
      for (const width of [360, 768, 1024, 1440]) expect(await expectFilledRows(page, list, width)).toBe(count);
    });
  }
});
