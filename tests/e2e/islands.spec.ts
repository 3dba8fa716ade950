import type { Page } from "@playwright/test";

import { alertFeed } from "#src/content/controls/alert-feed.ts";
import { demoModal } from "#src/content/controls/demo-request.ts";
import { report } from "#src/content/controls/report-offer.ts";
import { home } from "#src/content/home.ts";

import { expect, holdScripts, pages, reachForPage, test } from "./fixtures.ts";

// Static parts and islands (docs/decisions/012): most of a page is markup the build drew,
// which React leaves as it is; the controls below the fold or in dialogs load their script and
// hydrate when they are needed.

/** The scripts a page has asked for so far, by file name without its hash. */
function scriptsAskedFor(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") names.push(new URL(request.url()).pathname.replace(/-[\w-]{8}\.js$/, ""));
  });
  return names;
}

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

test.describe("static parts", () => {
  test("reach the browser once: no page's hydration data carries markup", async ({ request }) => {
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('data-static-part=""');
      const data = [
        ...html.matchAll(/<script>window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);<\/script>/g),
      ];
      expect(data.length, path).toBeGreaterThan(0);
      for (const [, argument] of data) expect(argument, path).not.toContain("\\u003c");
    }
  });

  test("are the very nodes the build drew once the page has hydrated", async ({ page }) => {
    await page.route("**/assets/*.js", async (route) => {
      // Marks the prerendered heading before any script has run.
      await page.evaluate(() => Object.assign(window, { drawn: document.querySelector("#hero-title") }));
      await route.continue();
    });
    await page.goto("/");
    expect(
      await page.evaluate(() => document.querySelector("#hero-title") === (window as { drawn?: Element }).drawn),
    ).toBe(true);
  });

  test("lead to other pages in the browser, without loading a document", async ({ page }) => {
    await page.goto("/solutions");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator("main").getByRole("link", { name: "Learn More about Vendor Management" }).click();
    await expect(page).toHaveURL(/\/solutions\/vendor-management$/);
    await page.locator("footer").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Mission");
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });
});

test.describe("islands", () => {
  test("the report card loads its script as the visitor nears it, and hydrates", async ({ page }) => {
    const scripts = scriptsAskedFor(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((name) => name.endsWith("/report-card"))).toBe(false);
    await island(page, "report").locator("section").scrollIntoViewIfNeeded();
    await expect(island(page, "report")).toHaveAttribute("data-hydrated", "");
    expect(scripts.some((name) => name.endsWith("/report-card"))).toBe(true);
    await page.getByRole("button", { name: report.button }).click();
    await expect(page.locator("#report [data-face]")).toHaveAttribute("data-face", "form");
  });

  test("a press on the report card before its script has come is not lost", async ({ page }) => {
    const release = await holdScripts(page, "report-card");
    await page.goto("/#report");
    await page.getByRole("button", { name: report.button }).click();
    await expect(page.locator("#report [data-face]")).toHaveAttribute("data-face", "front");
    release();
    await expect(page.locator("#report [data-face]")).toHaveAttribute("data-face", "form");
  });

  test("the demo-request form loads its script when its dialog opens", async ({ page }) => {
    const scripts = scriptsAskedFor(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((name) => name.endsWith("/demo-request-modal"))).toBe(false);
    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    await expect(island(page, "demoRequest")).toHaveAttribute("data-hydrated", "");
    expect(scripts.some((name) => name.endsWith("/demo-request-modal"))).toBe(true);
  });

  test("keep what the visitor typed before their script arrived", async ({ page }) => {
    const release = await holdScripts(page, "demo-request-modal");
    await page.goto("/");
    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    const dialog = page.getByRole("dialog", { name: demoModal.title });
    await dialog.getByLabel(demoModal.labels.name).fill("Kavitha Raghunathan");
    release();
    await expect(island(page, "demoRequest")).toHaveAttribute("data-hydrated", "");
    await dialog.getByRole("button", { name: demoModal.submit }).click();
    // The name counts: the first rule that fails is the phone's.
    await expect(page.getByText("Phone Number is required", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(demoModal.labels.name)).toHaveValue("Kavitha Raghunathan");
  });

  test("keep their markup while the visitor moves to an anchor before they have loaded", async ({ page }) => {
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Features" }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.locator("#report")).toBeAttached();
    await page.locator("#report").scrollIntoViewIfNeeded();
    await expect(island(page, "report")).toHaveAttribute("data-hydrated", "");
  });
});

test.describe("before the visitor reaches for the page", () => {
  test.use({ reachOnLoad: false });

  test("it has fetched its scripts after the first paint, runs none, and hydrates at the first move of the pointer", async ({
    page,
  }) => {
    await page.goto("/");
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith(".js"))
          .map((entry) => ({
            name: entry.name,
            by: entry.initiatorType,
            bytes: entry.transferSize,
            done: entry.responseEnd > 0,
          })),
      );
    // The framework is the last the page fetches.
    await expect
      .poll(async () => (await scripts()).some(({ name, done }) => name.includes("/framework-") && done))
      .toBe(true);
    const fetched = await scripts();
    expect(fetched.every(({ by }) => by === "link")).toBe(true);
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

    await reachForPage(page);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    // What it had fetched runs from the cache, not fetched a second time.
    const run = (await scripts()).filter(({ by }) => by === "script");
    expect(run.length).toBeGreaterThan(0);
    expect(run.every(({ bytes }) => bytes === 0)).toBe(true);
  });

  test("a press on a button before the page has hydrated is pressed again once it has", async ({ page }) => {
    await page.goto("/solutions");
    await page.getByRole("button", { name: alertFeed.pause }).click();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.getByRole("button", { name: alertFeed.play })).toBeVisible();
    await expect(page.getByRole("button", { name: alertFeed.pause })).toHaveCount(0);
  });
});
