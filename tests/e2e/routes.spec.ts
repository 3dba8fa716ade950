import { type Page } from "@playwright/test";

import { home } from "#tests/support/pages.ts";
import { site } from "#tests/support/site.ts";

import { EVERY_PAGE_TIMEOUT, expect, pages, test } from "./fixtures.ts";

const notFoundText = "We couldn't locate the page you requested";

/** "Go back": a button in the spec's words, or a link home that steps back through history with scripting on. */
const goBack = (page: Page) =>
  page.getByRole("button", { name: "Go back" }).or(page.getByRole("link", { name: "Go back" }));

test.describe("routes", () => {
  test("every page answers 200 with one visible page heading, the site's name in its title and no script error", async ({
    page,
  }) => {
    test.setTimeout(EVERY_PAGE_TIMEOUT);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const path of pages) {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      const headings = page.locator("main h1:visible");
      await expect.soft(headings, path).toHaveCount(1);
      await expect.soft(headings, path).not.toBeEmpty();
      await expect.soft(page, path).toHaveTitle(new RegExp(site.name));
    }
    expect(errors).toEqual([]);
  });

  test("an address that is no page answers 404 with the not-found page", async ({ page }) => {
    for (const path of ["/no-such-page", "/solutions/nope", "/industries/unknown", "/about/extra"]) {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(404);
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText(notFoundText);
      await expect.soft(goBack(page), path).toBeVisible();
      await expect.soft(page.getByRole("link", { name: "Go Home" }), path).toHaveAttribute("href", "/");
    }
  });

  test("Go back returns to the previous page and Go Home to the home page", async ({ page }) => {
    await page.goto("/about");
    await page.goto("/no-such-page");
    await goBack(page).click();
    await expect(page).toHaveURL(/\/about\/?$/);
    await page.goto("/no-such-page");
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
  });
});
