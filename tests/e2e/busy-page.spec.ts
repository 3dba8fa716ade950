import { careers, home } from "#tests/support/pages.ts";
import { forms } from "#tests/support/forms.ts";
import { roiCalculator } from "#tests/support/roi-calculator.ts";
import { keepMainThreadBusy } from "#scripts/busy-main-thread.ts";

import { expect, fillDemoRequest, readRows, test, uniqueEmail } from "./fixtures.ts";

// A cheap phone drawing an animation in software, or a machine shared with other work, can leave
// a page no idle moment at all. Here each page runs back-to-back long tasks from its first script
// on, so nothing that waits for the browser to be idle ever starts: every island has to work
// anyway, and each form's answer has to show.

const SUCCESS = "Thank you for your message! We'll get back to you soon.";
const REQUIRED_NAME = "Full Name is required";

test.describe("on a page whose main thread never rests", () => {
  test.describe.configure({ mode: "parallel" });
  // Every step waits for a 40 ms task to end before the browser can take it: a slow page, on purpose.
  test.slow();
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(keepMainThreadBusy);
  });

  test("the demo-request dialog stores a lead, closes and thanks the visitor", async ({ page }) => {
    const email = uniqueEmail("busy.demo");
    await page.goto("/");
    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    const dialog = page.getByRole("dialog", { name: forms.demoRequest.title });
    await expect(dialog).toBeVisible();
    await fillDemoRequest(dialog, email);
    await dialog.getByRole("button", { name: forms.demoRequest.submit }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await readRows("contact_messages", email)).toMatchObject([{ form_source: "demo-request-modal" }]);
  });

  test("the report card turns to its form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: forms.reportOffer.button }).click();
    await expect(page.locator("#report").getByLabel(forms.reportOffer.form.labels.firstName)).toBeFocused();
  });

  test("the contact form shows its first validation message", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: forms.contactForm.submit }).click();
    await expect(page.getByText(REQUIRED_NAME, { exact: true })).toBeVisible();
  });

  test("the careers dialog shows its first validation message", async ({ page }) => {
    await page.goto("/careers");
    await page.getByRole("button", { name: careers.openings.notifyButton }).click();
    const dialog = page.getByRole("dialog", { name: forms.careerAlerts.title });
    await dialog.getByRole("button", { name: forms.careerAlerts.submit, exact: true }).click();
    await expect(dialog.getByText(REQUIRED_NAME, { exact: true })).toBeVisible();
  });

  test("the ROI calculator recomputes, and its estimate form shows its first validation message", async ({ page }) => {
    await page.goto("/roi-calculator");
    await page.getByLabel("Analysts on manual review", { exact: true }).fill("80");
    await expect(page.getByTestId("roi-net")).toHaveText("₹7.03 crore");
    await page.getByRole("button", { name: roiCalculator.send.submit }).click();
    await expect(page.getByText(REQUIRED_NAME, { exact: true })).toBeVisible();
  });
});
