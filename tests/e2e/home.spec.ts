import { home } from "#app/content/home.ts";
import { testimonials } from "#app/content/testimonials.ts";

import { expect, test } from "./fixtures.ts";

test.describe("home page", () => {
  test("shows its sections in the spec's order with their anchors", async ({ page }) => {
    await page.goto("/");
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
      order.map((selector) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY)),
    );
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test("gives the three headline statistics with value, label and sublabel", async ({ page }) => {
    await page.goto("/");
    for (const stat of home.hero.stats) {
      // The value is followed by its note marker, so it is matched as the start of its element's text.
      const value = stat.value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      await expect(page.getByText(new RegExp(`^${value}\\d*$`)).first()).toBeVisible();
      await expect(page.getByText(stat.sublabel, { exact: true })).toBeVisible();
    }
  });

  test("draws the fraud-signal diagram and lists the four signal types", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "How Sentinel AI Sends Fraud Signals" })).toBeVisible();
    await expect(page.getByText("Real-Time Intelligence")).toBeVisible();
    const types = page.getByRole("heading", { name: "Types of Fraud Signals" }).locator("xpath=..");
    for (const input of home.fraudSignals.inputs) {
      await expect(types.getByText(input.title)).toBeVisible();
      await expect(types.getByText(input.description)).toBeVisible();
    }
  });

  test("shows seven testimonials with name, title and company", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#testimonials figure");
    await expect(cards).toHaveCount(7);
    for (const item of testimonials)
      await expect(page.locator("#testimonials")).toContainText(`${item.title}, ${item.company}`);
  });

  test("lists the four demo bullets beside SCHEDULE DEMO", async ({ page }) => {
    await page.goto("/");
    const banner = page.locator("#contact");
    for (const bullet of home.demoBanner.bullets) await expect(banner.getByText(bullet)).toBeVisible();
    await expect(banner.getByRole("link", { name: /SCHEDULE DEMO/ })).toHaveAttribute("target", "_blank");
  });
});

test.describe("report card", () => {
  test("flips to the form and back", async ({ page }) => {
    await page.goto("/#report");
    const card = page.locator("#report [data-face]");
    await page.getByRole("button", { name: "Download Free Report" }).click();
    await expect(card).toHaveAttribute("data-face", "form");
    await expect(page.getByRole("heading", { name: "Get Your Report" })).toBeVisible();
    const back = page.locator("#report form");
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
    await page.getByRole("button", { name: home.report.form.submit }).click();
    await expect(page.getByText("Something went wrong. Please try again later.")).toBeVisible();
    for (const [label, value] of Object.entries(values))
      await expect(page.locator("#report").getByLabel(label)).toHaveValue(value);
    await expect(page.locator("#report").getByLabel("Country *")).toHaveValue("India");
    await expect(page.locator("#report [data-face]")).toHaveAttribute("data-face", "form");
  });
});
