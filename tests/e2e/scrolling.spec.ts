import { type Page } from "@playwright/test";

import { careers, home } from "#tests/support/pages.ts";
import { forms } from "#tests/support/forms.ts";

import { expect, scrollToY, scrollY, test } from "./fixtures.ts";

test.describe("scroll-to-top button", () => {
  test("is hidden at 30 px, visible at 31 px, and scrolls to the top", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await scrollToY(page, 30);
    await expect(button).toBeHidden();
    await scrollToY(page, 31);
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.x).toBeLessThan(100);

    await scrollToY(page, 2000);
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe("scroll-to-top button on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /**
   * Scrolls each field of the form (the page, or the open dialog around it) until the field's
   * middle is level with the button's, as nearly as the page allows, and says per field whether
   * it got there and whether the button then covers it: their boxes overlap and the button, not
   * the field, is what lies at the middle of the overlap (a dialog's fields lie above it).
   */
  const scrollEachFieldPastTheButton = (page: Page, form: string) =>
    page.evaluate((selector) => {
      const button = document.querySelector<HTMLElement>('button[aria-label="Scroll to top"]');
      const buttonBox = () => (button?.checkVisibility() ? button.getBoundingClientRect() : null);
      const level = buttonBox() ?? { top: innerHeight - 64, bottom: innerHeight - 16 };
      const fields = document.querySelectorAll<HTMLElement>(
        `${selector} :is(input:not([tabindex="-1"]), select, textarea)`,
      );
      return [...fields].map((field) => {
        const before = field.getBoundingClientRect();
        (field.closest("dialog") ?? document.scrollingElement)?.scrollBy({
          top: before.top + before.height / 2 - (level.top + level.bottom) / 2,
          behavior: "instant",
        });
        const at = field.getBoundingClientRect();
        const box = buttonBox();
        const overlap = box && {
          left: Math.max(box.left, at.left),
          right: Math.min(box.right, at.right),
          top: Math.max(box.top, at.top),
          bottom: Math.min(box.bottom, at.bottom),
        };
        const covered =
          overlap !== null &&
          overlap.left < overlap.right &&
          overlap.top < overlap.bottom &&
          button !== null &&
          button.contains(
            document.elementFromPoint((overlap.left + overlap.right) / 2, (overlap.top + overlap.bottom) / 2),
          );
        return {
          field: field.getAttribute("name"),
          reached: at.top <= level.bottom && at.bottom >= level.top,
          covered,
        };
      });
    }, form);

  const expectUncovered = (results: { field: string | null; reached: boolean; covered: boolean }[]) => {
    expect(results.filter((result) => result.covered).map((result) => result.field)).toEqual([]);
    return results;
  };

  test("covers no field of the contact form or the report form", async ({ page }) => {
    await page.goto("/contact");
    await scrollToY(page, 200);
    await expect(page.getByRole("button", { name: "Scroll to top" })).toBeVisible();
    let results = expectUncovered(await scrollEachFieldPastTheButton(page, "main form"));
    // The fields below the fold do reach the button's height, so the check is not vacuous.
    expect(results.filter((result) => result.reached).length).toBeGreaterThanOrEqual(3);

    await page.goto("/#report");
    await page.getByRole("button", { name: forms.reportOffer.button }).click();
    await expect(page.locator("#report [data-face]")).toHaveAttribute("data-face", "form");
    await expect(page.getByRole("button", { name: "Scroll to top" })).toBeVisible();
    results = expectUncovered(await scrollEachFieldPastTheButton(page, "#report form[aria-labelledby]"));
    expect(results.every((result) => result.reached)).toBe(true);
  });

  test("covers no field of the demo-request modal or the careers dialog", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    await expect(page.getByRole("dialog", { name: forms.demoRequest.title })).toBeVisible();
    expectUncovered(await scrollEachFieldPastTheButton(page, "dialog[open] form"));

    await page.goto("/careers");
    await page.getByRole("button", { name: careers.openings.notifyButton }).click();
    await expect(page.getByRole("dialog", { name: forms.careerAlerts.title })).toBeVisible();
    expectUncovered(await scrollEachFieldPastTheButton(page, "dialog[open] form"));
  });
});

test.describe("scroll progress bar", () => {
  test("is 1.5 px high at the bottom and grows as the page scrolls", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByTestId("scroll-progress");
    const box = await bar.boundingBox();
    expect(box?.height).toBe(1.5);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(800);
    const width = () => bar.evaluate((el) => el.getBoundingClientRect().width);
    expect(await width()).toBe(0);
    await scrollToY(page, 1500);
    await expect.poll(width).toBeGreaterThan(0);
  });
});
