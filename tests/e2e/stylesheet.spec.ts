import { type Page } from "@playwright/test";

import { home } from "#src/content/home.ts";
import { navLabels } from "#src/content/navigation.ts";

import { EVERY_PAGE_TIMEOUT, expect, pages, test } from "./fixtures.ts";

// Each built page carries only the rules it can use (scripts/page-stylesheet.ts), and the
// whole stylesheet follows after hydration, on for print only until the visitor moves to
// another page (app/lib/full-stylesheet.ts). These prove that nothing looks different for it.

const PROPERTIES = [
  "display",
  "position",
  "inset",
  "width",
  "height",
  "margin",
  "padding",
  "color",
  "background-color",
  "background-image",
  "border-width",
  "border-color",
  "border-radius",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-decoration-line",
  "opacity",
  "visibility",
  "transform",
  "box-shadow",
  "gap",
  "grid-template-columns",
  "flex-direction",
  "justify-content",
  "align-items",
  "z-index",
  "overflow",
  "content-visibility",
  "filter",
  "backdrop-filter",
];

/** Each element's selector-like name and the computed values that place and paint it. */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    // Values mid-animation or mid-transition would differ between two readings for no other reason.
    if (!document.getElementById("still")) {
      const still = Object.assign(document.createElement("style"), { id: "still" });
      still.textContent = "*,*::before,*::after{animation:none!important;transition:none!important}";
      document.head.append(still);
    }
    for (const animation of document.getAnimations()) animation.pause();
    return [...document.querySelectorAll("body *")].map((element) => {
      const style = getComputedStyle(element);
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
      // A script-driven animation (the alert marquee) may start over when the styles change.
      const animated = element.getAnimations().length > 0;
      const values = properties.map((property) =>
        animated && property === "transform" ? "animated" : style.getPropertyValue(property),
      );
      return `${name} ${values.join(" | ")}`;
    });
  }, PROPERTIES);
}

/** Turns the whole stylesheet on for all media, as the first move to another page does. */
async function turnWholeStylesheetOn(page: Page) {
  await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>("link[data-full-stylesheet]");
    if (!link) throw new Error("no whole stylesheet on the page");
    if (!link.sheet) await new Promise((resolve) => link.addEventListener("load", resolve, { once: true }));
    link.media = "all";
  });
}

/** The page's styles with its own stylesheet and then with the whole one; they must be equal. */
async function expectSameStylesWithTheWholeStylesheet(page: Page, label: string) {
  const own = await computedStyles(page);
  await turnWholeStylesheetOn(page);
  const whole = await computedStyles(page);
  expect(whole.length, label).toBe(own.length);
  const differing = own.findIndex((line, index) => line !== whole[index]);
  expect(differing === -1 ? "" : `${own[differing]}\n  became\n${whole[differing]}`, label).toBe("");
}

test.describe("each page's own stylesheet", () => {
  test("styles every page as the whole stylesheet does", async ({ page }) => {
    test.setTimeout(EVERY_PAGE_TIMEOUT);
    for (const path of pages) {
      await page.goto(path);
      await expectSameStylesWithTheWholeStylesheet(page, path);
    }
  });

  test("styles the states scripts bring as the whole stylesheet does", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: navLabels.menuButton }).click();
    await expectSameStylesWithTheWholeStylesheet(page, "the mobile menu open");

    await page.goto("/");
    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    await page
      .getByRole("dialog", { name: home.demoModal.title })
      .getByRole("button", { name: home.demoModal.submit })
      .click();
    await expect(page.getByText("Full Name is required", { exact: true })).toBeVisible();
    await expectSameStylesWithTheWholeStylesheet(page, "the demo dialog with a validation message");

    await page.goto("/roi-calculator");
    await page.getByLabel("False positives", { exact: true }).fill("250");
    await expect(page.getByText("False positives must be between 0% and 100%", { exact: true })).toBeVisible();
    // The radios are drawn as pills around a visually hidden input: a visitor clicks the pill.
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "A loss rate in basis points", exact: true }) })
      .click();
    await expectSameStylesWithTheWholeStylesheet(
      page,
      "the calculator with an invalid figure and a basis-point loss rate",
    );
  });

  test("is joined by the whole stylesheet when the visitor moves to another page", async ({ page }) => {
    await page.goto("/");
    const link = page.locator("link[data-full-stylesheet]");
    await expect(link).toHaveAttribute("media", "print");
    await page.getByRole("link", { name: "Contact", exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(link).toHaveAttribute("media", "all");
  });
});
