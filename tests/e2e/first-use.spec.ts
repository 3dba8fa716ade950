import { type Page } from "@playwright/test";

import { careers, home } from "#tests/support/pages.ts";
import { forms } from "#tests/support/forms.ts";
import { alertFeed } from "#src/content/controls/alert-feed.ts";
import { navLabels } from "#tests/support/layout.ts";

import { expect, pages, test, watchApi } from "./fixtures.ts";

// Every control works on its first use: a click made once the page has loaded, with no pointer
// movement before it, does what it does for a mouse user. Voice control, switch access and
// monitoring scripts press this way. locator.click() moves the pointer only onto the control
// it presses; dispatchEvent("click") sends a click with no pointer events at all.

test.describe.configure({ mode: "parallel" });

const REQUIRED_NAME = "Full Name is required";
const toast = (page: Page, message: string) => page.getByText(message, { exact: true });

test.describe("the first click right after load", () => {
  test("the contact form's Send Message shows the first validation message and sends nothing", async ({ page }) => {
    const sent = watchApi(page);
    await page.goto("/contact");
    await page.getByRole("button", { name: forms.contactForm.submit }).click();
    await expect(toast(page, REQUIRED_NAME)).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    expect(sent).toEqual([]);
  });

  test("a synthetic click on Send Message, with no pointer events, does the same", async ({ page }) => {
    const sent = watchApi(page);
    await page.goto("/contact");
    await page.getByRole("button", { name: forms.contactForm.submit }).dispatchEvent("click");
    await expect(toast(page, REQUIRED_NAME)).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    expect(sent).toEqual([]);
  });

  test("the demo-request button opens its dialog, whose submit shows the first validation message", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    const dialog = page.getByRole("dialog", { name: forms.demoRequest.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: forms.demoRequest.submit }).click();
    await expect(toast(page, REQUIRED_NAME)).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("a synthetic click opens the demo-request dialog and another sends it to validation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: home.demoBanner.requestButton }).dispatchEvent("click");
    const dialog = page.getByRole("dialog", { name: forms.demoRequest.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: forms.demoRequest.submit }).dispatchEvent("click");
    await expect(toast(page, REQUIRED_NAME)).toBeVisible();
  });

  test("the careers Notify Me button opens its dialog, whose submit shows the first validation message", async ({
    page,
  }) => {
    await page.goto("/careers");
    await page.getByRole("button", { name: careers.openings.notifyButton }).click();
    const dialog = page.getByRole("dialog", { name: forms.careerAlerts.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: forms.careerAlerts.submit, exact: true }).click();
    await expect(toast(page, REQUIRED_NAME)).toBeVisible();
  });

  test("the report card's Download Free Report turns the card to its form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: forms.reportOffer.button }).click();
    await expect(page.locator("#report").getByLabel(forms.reportOffer.form.labels.firstName)).toBeVisible();
    await expect(page.getByRole("heading", { name: forms.reportOffer.form.title })).toBeVisible();
  });

  test("a synthetic click on Download Free Report turns the card too", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: forms.reportOffer.button }).dispatchEvent("click");
    await expect(page.locator("#report").getByLabel(forms.reportOffer.form.labels.firstName)).toBeVisible();
  });

  test("the ROI calculator's inputs recompute the estimate on the first change", async ({ page }) => {
    await page.goto("/roi-calculator");
    // 80 analysts at the bank example's ₹10 lakh, 70% of it saved.
    await page.getByLabel("Analysts on manual review", { exact: true }).fill("80");
    await expect(page.getByTestId("roi-net")).toHaveText("₹7.03 crore");
    await expect(page).toHaveURL(/[?&]analysts=80(&|$)/);
  });

  test("the ROI calculator's institution choice takes the first click", async ({ page }) => {
    await page.goto("/roi-calculator");
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "NBFC", exact: true }) })
      .click();
    await expect(page.getByRole("radio", { name: "NBFC" })).toBeChecked();
    await expect(page.getByLabel("Monthly transactions", { exact: true })).toHaveValue("5,00,000");
    await expect(page).toHaveURL(/[?&]type=nbfc(&|$)/);
  });

  test("the sample alert feed's Pause stops it", async ({ page }) => {
    await page.goto("/solutions");
    await page.getByRole("button", { name: alertFeed.pause }).click();
    await expect(page.getByRole("button", { name: alertFeed.play })).toBeVisible();
    await expect(page.getByRole("button", { name: alertFeed.pause })).toHaveCount(0);
  });

  test("a synthetic click on the alert feed's Pause stops it too", async ({ page }) => {
    await page.goto("/solutions");
    await page.getByRole("button", { name: alertFeed.pause }).dispatchEvent("click");
    await expect(page.getByRole("button", { name: alertFeed.play })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test("the menu button opens the mobile menu on the first tap", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: navLabels.menuButton }).tap();
      await expect(page.getByRole("navigation", { name: navLabels.mobile })).toBeVisible();
    });

    test("the menu button opens the mobile menu on the first click", async ({ page }) => {
      await page.goto("/about");
      await page.getByRole("button", { name: navLabels.menuButton }).click();
      await expect(page.getByRole("navigation", { name: navLabels.mobile })).toBeVisible();
    });
  });
});

test.describe("submit buttons", () => {
  test.use({ javaScriptEnabled: false });

  test("no page serves a submit button that is disabled", async ({ page }) => {
    test.setTimeout(pages.length * 5_000);
    const disabled: string[] = [];
    let submits = 0;
    for (const path of [...pages, "/no-such-page"]) {
      await page.goto(path);
      const found = await page
        .locator('button[type="submit"], form button:not([type]), input[type="submit"]')
        .evaluateAll((buttons) =>
          buttons.map((button) => ({
            name: (button.textContent ?? "").trim() || button.getAttribute("value") || "",
            disabled: button.hasAttribute("disabled"),
          })),
        );
      submits += found.length;
      for (const button of found) if (button.disabled) disabled.push(`${path}: ${button.name}`);
    }
    // The contact form, the report form, the two dialogs' forms and the ROI estimate's form.
    expect(submits).toBeGreaterThanOrEqual(5);
    expect(disabled).toEqual([]);
  });
});
