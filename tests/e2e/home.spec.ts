import { site } from "#tests/support/site.ts";
import { forms } from "#tests/support/forms.ts";
import { home } from "#tests/support/pages.ts";
import { testimonials } from "#tests/support/testimonials.ts";

import { type Locator, type Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

test.describe("home page", () => {
  test("shows the spec's hero, its sections in order, the headline statistics, the signal diagram, the testimonials and the demo banner", async ({
    page,
    context,
  }) => {
    await context.route(/cal\.sentinelai\.example/, (route) => route.fulfill({ status: 200, body: "scheduler" }));
    await page.goto("/");

    await test.step("the hero in the spec's words", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
      for (const tagline of home.hero.taglines) await expect(page.getByText(tagline)).toBeVisible();
    });

    await test.step("its sections in the spec's order with their anchors", async () => {
      const order = [
        "#hero-title",
        "#problems-title",
        "#features",
        "#signals-title",
        "#contact",
        "#testimonials",
        "#report",
        "footer",
      ];
      const tops = await Promise.all(
        order.map((selector) =>
          page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY),
        ),
      );
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
    });

    await test.step("the headline statistics with value, label and sublabel", async () => {
      for (const stat of home.hero.stats) {
        // The value is followed by its note marker, so it is matched as the start of its element's text.
        const value = stat.value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        await expect(page.getByText(new RegExp(`^${value}\\d*$`)).first()).toBeVisible();
        await expect(page.getByText(stat.sublabel, { exact: true })).toBeVisible();
      }
    });

    await test.step("the fraud-signal diagram and the four signal types", async () => {
      await expect(
        page.getByRole("heading", { name: home.fraudSignals.heading.replace("{product}", site.name) }),
      ).toBeVisible();
      await expect(page.getByText("Real-Time Intelligence")).toBeVisible();
      const types = page.getByRole("heading", { name: "Types of Fraud Signals" }).locator("xpath=..");
      for (const input of home.fraudSignals.inputs) {
        await expect(types.getByText(input.title)).toBeVisible();
        await expect(types.getByText(input.description)).toBeVisible();
      }
    });

    await test.step("every testimonial of the file, with name, title and company", async () => {
      await expect(page.locator("#testimonials figure")).toHaveCount(testimonials.length);
      for (const item of testimonials)
        await expect(page.locator("#testimonials")).toContainText(`${item.title}, ${item.company}`);
    });

    await test.step("the demo bullets beside SCHEDULE DEMO, which opens the scheduler in a new tab", async () => {
      const banner = page.locator("#contact");
      for (const { text } of home.demoBanner.bullets) await expect(banner.getByText(text)).toBeVisible();
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        banner.getByRole("link", { name: /SCHEDULE DEMO/ }).click(),
      ]);
      expect(popup.url()).toMatch(/^https:\/\/cal\.sentinelai\.example\//);
    });
  });
});

test.describe("report card", () => {
  test("flips to the form and back", async ({ page }) => {
    await page.goto("/#report");
    const card = page.locator("#report [data-face]");
    await page.getByRole("button", { name: "Download Free Report" }).click();
    await expect(card).toHaveAttribute("data-face", "form");
    await expect(page.getByRole("heading", { name: "Get Your Report" })).toBeVisible();
    const back = page.getByRole("form", { name: forms.reportOffer.form.title });
    expect((await back.boundingBox())?.height).toBeGreaterThanOrEqual(540);
    await page.getByRole("button", { name: "Close the report form" }).click();
    await expect(card).toHaveAttribute("data-face", "front");
    await expect(page.getByRole("button", { name: "Download Free Report" })).toBeVisible();
  });

  test("keeps every field and says so when the request fails", async ({ page }) => {
    await page.route("**/rest/v1/**", (route) => route.abort("connectionrefused"));
    await page.goto("/#report");
    await page.getByRole("button", { name: "Download Free Report" }).click();
    const values = {
      "First Name *": "Ananya",
      "Last Name *": "Rao",
      "Work Email *": "ananya@bank.example",
      "Designation *": "Chief Risk Officer",
      "Company Name *": "Kaveri Bank",
    };
    for (const [label, value] of Object.entries(values)) await page.locator("#report").getByLabel(label).fill(value);
    await page.locator("#report").getByLabel("Country *").selectOption("India");
    await page.getByRole("button", { name: forms.reportOffer.form.submit }).click();
    await expect(page.getByText("Something went wrong. Please try again later.")).toBeVisible();
    for (const [label, value] of Object.entries(values))
      await expect(page.locator("#report").getByLabel(label)).toHaveValue(value);
    await expect(page.locator("#report").getByLabel("Country *")).toHaveValue("India");
    await expect(page.locator("#report [data-face]")).toHaveAttribute("data-face", "form");
  });

  /** Top and bottom of an element on screen. */
  const box = (page: Page, target: string | Locator) =>
    (typeof target === "string" ? page.locator(target) : target).evaluate((element) => {
      const { top, bottom, height } = element.getBoundingClientRect();
      return { top, bottom, height };
    });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 768, height: 1024 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px each face is as tall as its content, and the thank-you face comes into view`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.route("**/rest/v1/**", (route) => route.fulfill({ status: 201, body: "" }));
      await page.goto("/#report");
      await page.getByRole("button", { name: forms.reportOffer.button }).click();
      await expect(page.locator("#report [data-face]")).toHaveAttribute("data-face", "form");
      // Mid-flip the card is turned towards the viewer, and its boxes are drawn larger than they are.
      await page
        .locator("#report [data-face]")
        .evaluate((card) => Promise.all(card.getAnimations({ subtree: true }).map((animation) => animation.finished)));

      const form = page.getByRole("form", { name: forms.reportOffer.form.title });
      const country = await box(page, form.getByLabel(forms.reportOffer.form.labels.country));
      const optIn = await box(page, form.locator("label").filter({ has: page.getByRole("checkbox") }));
      const submit = await box(page, form.getByRole("button", { name: forms.reportOffer.form.submit }));
      expect(optIn.top - country.bottom, "gap between the last field and the marketing opt-in").toBeLessThanOrEqual(32);
      expect(submit.top - optIn.bottom, "gap between the marketing opt-in and the submit button").toBeLessThanOrEqual(
        32,
      );
      // The spec's minimum, and no more than the form's own height (its padding is at most 40 px).
      await expect
        .poll(async () => {
          const card = await box(page, "#report [data-face]");
          const end = await box(page, form.locator(":scope > :last-child"));
          return card.height <= Math.max(540, end.bottom + 40 - card.top) + 1 && card.height >= 540;
        })
        .toBe(true);

      const report = page.locator("#report");
      for (const [label, value] of Object.entries({
        firstName: "Ananya",
        lastName: "Rao",
        email: "ananya@bank.example",
        designation: "Chief Risk Officer",
        company: "Kaveri Bank",
      }))
        await report.getByLabel(forms.reportOffer.form.labels[label as "firstName"]).fill(value);
      await report.getByLabel(forms.reportOffer.form.labels.country).selectOption("India");
      await page.getByRole("button", { name: forms.reportOffer.form.submit }).click();

      const heading = page.getByRole("heading", { name: forms.reportOffer.thankYou.title });
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expect
        .poll(async () => {
          const header = await box(page, "header.site-header");
          const title = await box(page, "#report [role=status] h3");
          const card = await box(page, "#report [data-face]");
          const thanks = await box(page, "#report [role=status]");
          return title.top >= header.bottom && card.height <= thanks.height + 1;
        })
        .toBe(true);
    });
  }
});
