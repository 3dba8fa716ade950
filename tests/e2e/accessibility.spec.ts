import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";

import { careers, home } from "#tests/support/pages.ts";
import { navLabels } from "#tests/support/layout.ts";
import { forms } from "#tests/support/forms.ts";

import { expect, pages, scrollToY, test } from "./fixtures.ts";

// WCAG 2.2 AA and everything below it, as axe-core checks them.
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const header = "header.site-header";

/** Each violation as "rule: target, target", so a failure names what to fix. */
const described = (violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]) =>
  violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`);

/**
 * An axe run in the page itself. The default runs each frame's part apart and joins them in a
 * blank page it opens for every run, which doubled a page's checking time; the site has no
 * frames, so that join has nothing to join.
 */
const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

async function analyze(builder: AxeBuilder): Promise<string[]> {
  return described((await builder.withTags(tags).analyze()).violations);
}

/**
 * axe's violations, each as "rule: target, target" so a failure names what to fix. The fixed
 * header is checked first and on its own: axe scrolls the page while it checks the rest, and
 * it would then measure the transparent top-of-page header against content that, for a real
 * visitor, only ever passes under the scrolled (opaque) header.
 */
async function violations(page: Page, include?: string): Promise<string[]> {
  if (include) return analyze(axe(page).include(include));
  return [...(await analyze(axe(page).include(header))), ...(await analyze(axe(page).exclude(header)))];
}

// Animations finished and the marquee still, so colours are measured as they settle.
test.use({ reducedMotion: "reduce" });

test.describe("every page", () => {
  test.describe.configure({ mode: "parallel" });

  for (const path of pages) {
    test(`${path} has no accessibility violations at 375 px and at 1280 px, and its headings descend one level at a time`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path, { waitUntil: "networkidle" });
      expect.soft(await violations(page), "at 375 px").toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.reload({ waitUntil: "networkidle" });
      const inHeader = await analyze(axe(page).include(header));
      // Heading order, a best practice outside WCAG's tags that Lighthouse's audit checks, rides
      // along with the page's own pass: its headings are the same at every width.
      const { violations: found } = await axe(page)
        .options({ rules: { "heading-order": { enabled: true } } })
        .withTags(tags)
        .exclude(header)
        .analyze();
      const order = found.filter(({ id }) => id === "heading-order");
      const wcag = described(found.filter(({ id }) => id !== "heading-order"));
      expect.soft([...inHeader, ...wcag], "at 1280 px").toEqual([]);
      expect(
        order.flatMap(({ nodes }) => nodes.map((node) => node.target.join(" "))),
        "heading order",
      ).toEqual([]);
    });
  }
});

test("nothing moves when the visitor asks for reduced motion", async ({ page }) => {
  for (const path of ["/", "/solutions"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    // Under reduced motion every animation ends at once; none keeps running.
    const running = () =>
      page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length);
    await expect.poll(running, { message: path }).toBe(0);
  }
});

test("the scrolled header has no accessibility violations", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await scrollToY(page, 600);
  await expect(page.locator(header)).toHaveAttribute("data-scrolled", "true");
  expect(await violations(page, header)).toEqual([]);
});

test.describe("with overlays open", () => {
  test("the open mobile menu, with its groups open, has no accessibility violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/solutions/risk-assessment", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: navLabels.menuButton }).click();
    const menu = page.getByRole("navigation", { name: navLabels.mobile });
    await expect(menu).toBeVisible();
    // Solutions opens itself on its own pages; Industries is opened by hand.
    await menu.locator("summary").last().click();
    await expect(menu.getByRole("link", { name: "Banking" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Risk Assessment" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  for (const menu of ["Solutions", "Industries"]) {
    test(`the open ${menu} menu has no accessibility violations, at the top and scrolled`, async ({ page }) => {
      test.slow();
      await page.goto(`/${menu.toLowerCase()}/${menu === "Solutions" ? "merchant-monitoring" : "nbfcs"}`, {
        waitUntil: "networkidle",
      });
      const button = page.getByRole("button", { name: `${menu} pages` });
      await button.click();
      await expect(page.locator(`#menu-${menu.toLowerCase()}`)).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await scrollToY(page, 600);
      await expect(page.locator(header)).toHaveAttribute("data-scrolled", "true");
      await expect(page.locator(`#menu-${menu.toLowerCase()}`)).toBeVisible();
      expect(await violations(page, header)).toEqual([]);
    });
  }

  test("the open demo-request modal has no accessibility violations", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    await expect(page.getByRole("dialog", { name: forms.demoRequest.title })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the flipped report card has no accessibility violations", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Download Free Report" }).click();
    await expect(page.locator("#report").getByLabel("First Name *")).toBeVisible();
    expect(await violations(page, "#report")).toEqual([]);
  });

  test("the open careers dialog has no accessibility violations", async ({ page }) => {
    await page.goto("/careers", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: careers.openings.notifyButton }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("a form's error state has no accessibility violations", async ({ page }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Send Message" }).click();
    // Inside sonner's polite live region, which is in the page before the toast arrives.
    await expect(page.locator('section[aria-live="polite"] [data-sonner-toast]')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
