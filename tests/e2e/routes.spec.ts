import { type Page } from "@playwright/test";

import { home } from "#tests/support/pages.ts";
import { site } from "#src/content/site.ts";

import { expect, pages, test } from "./fixtures.ts";

const notFoundText = "We couldn't locate the page you requested";

/** "Go back": a button in the spec's words, or a link home that steps back through history with scripting on. */
const goBack = (page: Page) =>
  page.getByRole("button", { name: "Go back" }).or(page.getByRole("link", { name: "Go back" }));

test.describe("routes", () => {
  for (const path of pages) {
    test(`${path} answers 200 with one visible page heading`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const headings = page.locator("main h1:visible");
      await expect(headings).toHaveCount(1);
      await expect(headings).not.toBeEmpty();
      await expect(page).toHaveTitle(new RegExp(site.name));
      expect(errors).toEqual([]);
    });
  }

  test("the home page carries the spec's hero", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
    for (const tagline of home.hero.taglines) await expect(page.getByText(tagline)).toBeVisible();
  });

  for (const path of ["/no-such-page", "/solutions/nope", "/industries/unknown", "/about/extra"]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundText);
      await expect(goBack(page)).toBeVisible();
      await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    });
  }

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
