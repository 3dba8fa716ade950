import { type Locator, type Page } from "@playwright/test";

import { solutions as solutionEntries } from "#tests/support/catalogue.ts";
import { navLabels } from "#tests/support/layout.ts";
import { forms } from "#tests/support/forms.ts";

import { expect, readRows, test, uniqueEmail } from "./fixtures.ts";

const SUCCESS = "Thank you for your message! We'll get back to you soon.";

/** True when one box-shadow layer is an opaque ring: a spread above zero and a colour that is not transparent. */
const isRing = (layer: string) => !layer.startsWith("rgba(0, 0, 0, 0)") && / 0px 0px 0px [1-9][\d.]*px$/.test(layer);

/** The focused element shows an indicator: an outline, or the ring the form fields draw with box-shadow. */
async function expectFocusRing(target: Locator) {
  const { outlineStyle, outlineWidth, boxShadow } = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outlineStyle: style.outlineStyle, outlineWidth: style.outlineWidth, boxShadow: style.boxShadow };
  });
  const outline = outlineStyle !== "none" && parseFloat(outlineWidth) > 0;
  // Commas also separate the channels inside rgba()/oklab(), so split only outside parentheses.
  const ring = boxShadow.split(/,(?![^(]*\))/).some((layer) => isRing(layer.trim()));
  expect(outline || ring, `focus indicator (outline ${outlineStyle} ${outlineWidth}, box-shadow ${boxShadow})`).toBe(
    true,
  );
}

/** One press of Tab must land on the target, and the target must show that it has focus. */
async function tabTo(page: Page, target: Locator) {
  await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
  await expectFocusRing(target);
}

test.describe("keyboard only", () => {
  test("the contact form is reached by the skip link, filled in tab order and sent with Enter", async ({ page }) => {
    // Some hundred key presses, each awaited: slow on a busy machine, not a slow page.
    test.slow();
    const email = uniqueEmail("keyboard.contact");
    const { placeholders, submit } = forms.contactForm;
    await page.goto("/contact");

    const skip = page.getByRole("link", { name: "Skip to content" });
    await tabTo(page, skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();

    const form = page.locator("main form");
    const typed: [Locator, string][] = [
      [form.getByPlaceholder(placeholders.full_name, { exact: true }), "Meera Iyer"],
      [form.getByPlaceholder(placeholders.email, { exact: true }), email],
      [form.getByPlaceholder(placeholders.company, { exact: true }), "Godavari Small Finance Bank"],
      [form.getByPlaceholder(placeholders.phone, { exact: true }), "+91 98200 11223"],
    ];
    for (const [field, value] of typed) {
      await tabTo(page, field);
      await page.keyboard.type(value);
    }

    const question = form.locator('select[name="question"]');
    await tabTo(page, question);
    // On a closed <select>, each arrow press moves to the next option without opening the list.
    for (let step = 0; step <= forms.contactForm.enquiryTypes.indexOf("Technical Support"); step += 1)
      await page.keyboard.press("ArrowDown");
    await expect(question).toHaveValue("Technical Support");

    const message = form.locator('textarea[name="message"]');
    await tabTo(page, message);
    await page.keyboard.type("Our alerts reach the team a day late.");

    const send = form.getByRole("button", { name: submit });
    await tabTo(page, send);
    await page.keyboard.press("Enter");

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(form.getByPlaceholder(placeholders.full_name, { exact: true })).toHaveValue("");
    // Sending must not drop focus to the page: the next Tab continues from the button.
    await expect(send).toBeFocused();
    expect(await readRows("contact_messages", email)).toMatchObject([
      {
        full_name: "Meera Iyer",
        email,
        company: "Godavari Small Finance Bank",
        phone: "+91 98200 11223",
        question: "Technical Support",
        message: "Our alerts reach the team a day late.",
        referer: "/contact",
        form_source: "contact-us-form",
      },
    ]);
  });

  test("the report card flips to its form, is filled in tab order, sent with Space and closed again", async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail("keyboard.report");
    const report = page.locator("#report");
    // Opening the page at #report starts sequential focus at the section.
    await page.goto("/#report");

    const download = report.getByRole("button", { name: forms.reportOffer.button });
    await tabTo(page, download);
    await page.keyboard.press("Enter");

    const firstName = report.getByLabel("First Name *");
    await expect(firstName).toBeFocused();
    await expectFocusRing(firstName);
    await page.keyboard.type("Arjun");
    const typed: [string, string][] = [
      ["Last Name *", "Menon"],
      ["Work Email *", email],
      ["Designation *", "Head of Fraud Risk"],
      ["Company Name *", "Malabar Payments"],
    ];
    for (const [label, value] of typed) {
      await tabTo(page, report.getByLabel(label));
      await page.keyboard.type(value);
    }

    const country = report.getByLabel("Country *");
    await tabTo(page, country);
    // Typing on a closed <select> picks the first option that starts with the typed text.
    await page.keyboard.type("India");
    await expect(country).toHaveValue("India");

    await tabTo(page, report.getByRole("button", { name: forms.reportOffer.form.submit }));
    await page.keyboard.press("Space");

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(report.getByText(forms.reportOffer.thankYou.description)).toBeVisible();
    const close = report.getByRole("button", { name: forms.reportOffer.thankYou.button, exact: true });
    await expect(close).toBeFocused();
    await expectFocusRing(close);
    expect(await readRows("download_report", email)).toMatchObject([
      {
        first_name: "Arjun",
        last_name: "Menon",
        email,
        designation: "Head of Fraud Risk",
        company: "Malabar Payments",
        country: "India",
      },
    ]);

    await page.keyboard.press("Enter");
    await expect(download).toBeFocused();
  });

  test("the report form's close button is reached with Shift+Tab and gives focus back to the offer", async ({
    page,
  }) => {
    await page.goto("/#report");
    const report = page.locator("#report");
    const download = report.getByRole("button", { name: forms.reportOffer.button });
    await tabTo(page, download);
    await page.keyboard.press("Space");
    await expect(report.getByLabel("First Name *")).toBeFocused();

    await page.keyboard.press("Shift+Tab");
    const close = report.getByRole("button", { name: "Close the report form" });
    await expect(close).toBeFocused();
    await expectFocusRing(close);
    await page.keyboard.press("Enter");
    await expect(report.locator("[data-face]")).toHaveAttribute("data-face", "front");
    await expect(download).toBeFocused();
  });

  test("the hero's link to the report takes focus there, so the next Tab reaches the offer", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: "Get the free report" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#report")).toBeFocused();
    await tabTo(page, page.locator("#report").getByRole("button", { name: forms.reportOffer.button }));
  });
});

test.describe("Solutions and Industries menus with the keyboard", () => {
  const nav = (page: Page) => page.getByRole("navigation", { name: navLabels.desktop });
  const link = (page: Page, name: string) => nav(page).getByRole("link", { name, exact: true });

  test("Enter and Space open a menu, Tab moves through its five pages and on out, closing it", async ({ page }) => {
    test.slow();
    await page.goto("/about");
    const solutions = nav(page).getByRole("button", { name: "Solutions pages" });
    const industries = nav(page).getByRole("button", { name: "Industries pages" });
    await link(page, "About").focus();
    await tabTo(page, link(page, "Solutions"));
    await tabTo(page, solutions);
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await expect(solutions).toBeFocused();

    const panel = page.locator("#menu-solutions");
    for (const entry of solutionEntries) await tabTo(page, panel.getByRole("link", { name: new RegExp(entry.name) }));
    await tabTo(page, link(page, "Industries"));
    await expect(panel).toBeHidden();
    await expect(solutions).toHaveAttribute("aria-expanded", "false");

    await tabTo(page, industries);
    await page.keyboard.press("Space");
    await expect(page.locator("#menu-industries")).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(link(page, "Industries")).toBeFocused();
    await expect(page.locator("#menu-industries")).toBeVisible();
  });

  test("Escape closes a menu and gives focus back to its button", async ({ page }) => {
    await page.goto("/");
    const button = nav(page).getByRole("button", { name: "Industries pages" });
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = page.locator("#menu-industries");
    await tabTo(page, panel.getByRole("link").first());
    await tabTo(page, panel.getByRole("link").nth(1));
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("a page chosen from a menu with Enter opens, and the menu is gone", async ({ page }) => {
    await page.goto("/");
    const button = nav(page).getByRole("button", { name: "Solutions pages" });
    await button.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/solutions\/vendor-management$/);
    await expect(page.locator("#menu-solutions")).toBeHidden();
    await expect(link(page, "Solutions")).toHaveAttribute("aria-current", "true");
  });
});
