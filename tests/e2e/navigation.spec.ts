import { type Locator, type Page, type Request } from "@playwright/test";

import { industries, solutions } from "#tests/support/catalogue.ts";
import { hiringBadge, mainNav, navLabels } from "#tests/support/layout.ts";
import { colors } from "#shared/brand.ts";
import { channels } from "#shared/colour.ts";

import { expect, holdScripts, islandsAskedAt, scrollToY, scrollY, test, watchErrors } from "./fixtures.ts";

const menus = [
  {
    label: "Solutions",
    id: "menu-solutions",
    entries: solutions,
  },
  {
    label: "Industries",
    id: "menu-industries",
    entries: industries,
  },
];

const menuLabel = (label: string) => mainNav.find((item) => item.label === label && "menuLabel" in item);
const desktopNav = (page: Page) => page.getByRole("navigation", { name: navLabels.desktop });
const mobileNav = (page: Page) => page.getByRole("navigation", { name: navLabels.mobile });
const menuButton = (page: Page, label: string) => {
  const item = menuLabel(label);
  if (!item || !("menuLabel" in item)) throw new Error(`${label} has no menu`);
  return desktopNav(page).getByRole("button", { name: item.menuLabel });
};
const topLink = (nav: Locator, label: string) => nav.getByRole("link", { name: label, exact: true });

/** The current-page look: a background on the link, or on the item that holds a link and its menu button. */
const currentLook = (link: Locator) =>
  link.evaluate((element) => {
    const holder = element.closest("li:has(> button)") ?? element;
    return getComputedStyle(holder).backgroundColor;
  });
const NONE = "rgba(0, 0, 0, 0)";

test.describe("where am I", () => {
  for (const { path, page: exact, section } of [
    { path: "/", page: "Home" },
    { path: "/about", page: "About" },
    { path: "/solutions", page: "Solutions" },
    { path: "/solutions/risk-assessment", section: "Solutions" },
    { path: "/industries", page: "Industries" },
    { path: "/industries/banking", section: "Industries" },
    { path: "/contact", page: "Contact" },
  ]) {
    test(`the header marks ${exact ?? section} on ${path}, and nothing else`, async ({ page }) => {
      await page.goto(path);
      const nav = desktopNav(page);
      for (const item of mainNav) {
        const link = topLink(nav, item.label);
        if (item.label === exact) {
          await expect(link).toHaveAttribute("aria-current", "page");
          expect(await currentLook(link)).not.toBe(NONE);
        } else if (item.label === section) {
          await expect(link).toHaveAttribute("aria-current", "true");
          expect(await currentLook(link)).not.toBe(NONE);
        } else {
          await expect(link).not.toHaveAttribute("aria-current");
          expect(await currentLook(link)).toBe(NONE);
        }
      }
      await expect(page.getByRole("link", { name: hiringBadge.label })).not.toHaveAttribute("aria-current");
    });
  }

  test("the header marks the detail page in its menu, and the We're Hiring badge on /careers", async ({ page }) => {
    await page.goto("/solutions/risk-assessment");
    await menuButton(page, "Solutions").click();
    const panel = page.locator("#menu-solutions");
    await expect(panel.getByRole("link", { name: /Risk Assessment/ })).toHaveAttribute("aria-current", "page");
    await expect(panel.locator("[aria-current]")).toHaveCount(1);

    await page.goto("/careers");
    const badge = page.getByRole("link", { name: hiringBadge.label });
    await expect(badge).toHaveAttribute("aria-current", "page");
    const onCareers = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.goto("/about");
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(onCareers);
  });

  test("the marks follow the visitor from page to page", async ({ page }) => {
    await page.goto("/");
    await menuButton(page, "Industries").click();
    await page
      .locator("#menu-industries")
      .getByRole("link", { name: /Fintech/ })
      .click();
    await expect(page).toHaveURL(/\/industries\/fintech$/);
    await expect(topLink(desktopNav(page), "Industries")).toHaveAttribute("aria-current", "true");
    await expect(topLink(desktopNav(page), "Home")).not.toHaveAttribute("aria-current");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("the mobile menu marks the section, opens its group and marks the page", async ({ page }) => {
      await page.goto("/industries/digital-lending");
      await page.getByRole("button", { name: navLabels.menuButton }).click();
      const menu = mobileNav(page);
      await expect(topLink(menu, "Industries")).toHaveAttribute("aria-current", "true");
      await expect(menu.getByRole("link", { name: "Digital Lending" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Digital Lending" })).toHaveAttribute("aria-current", "page");
      await expect(menu.getByRole("link", { name: "Banking" })).not.toHaveAttribute("aria-current");
      await expect(menu.getByRole("link", { name: "Risk Assessment" })).toBeHidden();
      await expect(topLink(menu, "Home")).not.toHaveAttribute("aria-current");
    });

    test("the mobile menu marks We're Hiring on /careers", async ({ page }) => {
      await page.goto("/careers");
      await page.getByRole("button", { name: navLabels.menuButton }).click();
      await expect(mobileNav(page).getByRole("link", { name: hiringBadge.label })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
  });
});

test.describe("Solutions and Industries menus", () => {
  for (const menu of menus) {
    test(`${menu.label} opens a menu of its five pages, each with its icon and line`, async ({ page }) => {
      await page.goto("/about");
      const button = menuButton(page, menu.label);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toHaveAttribute("aria-controls", menu.id);
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`#${menu.id}`);
      await expect(panel).toBeVisible();
      const links = panel.getByRole("link");
      await expect(links).toHaveCount(5);
      for (const [index, entry] of menu.entries.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAccessibleName(`${entry.name} ${entry.line}`);
        await expect(link).toHaveAttribute("href", `/${menu.label.toLowerCase()}/${entry.id}`);
        await expect(link.locator("svg")).toBeVisible();
      }
    });
  }

  test("the top-level links still lead to the overview pages", async ({ page }) => {
    await page.goto("/");
    await topLink(desktopNav(page), "Solutions").click();
    await expect(page).toHaveURL(/\/solutions$/);
    await topLink(desktopNav(page), "Industries").click();
    await expect(page).toHaveURL(/\/industries$/);
  });

  test("a menu closes on a click outside it, and opening one closes the other", async ({ page }) => {
    await page.goto("/");
    await menuButton(page, "Solutions").click();
    await expect(page.locator("#menu-solutions")).toBeVisible();
    await menuButton(page, "Industries").click();
    await expect(page.locator("#menu-industries")).toBeVisible();
    await expect(page.locator("#menu-solutions")).toBeHidden();
    await page.mouse.click(1200, 600);
    await expect(page.locator("#menu-industries")).toBeHidden();
    await expect(menuButton(page, "Industries")).toHaveAttribute("aria-expanded", "false");
  });

  test("a menu closes when one of its pages is chosen, and when Back shows another page", async ({ page }) => {
    await page.goto("/");
    await menuButton(page, "Solutions").click();
    await page
      .locator("#menu-solutions")
      .getByRole("link", { name: /Vendor Management/ })
      .click();
    await expect(page).toHaveURL(/\/solutions\/vendor-management$/);
    await expect(page.locator("#menu-solutions")).toBeHidden();

    await menuButton(page, "Industries").click();
    await expect(page.locator("#menu-industries")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#menu-industries")).toBeHidden();
    await expect(menuButton(page, "Industries")).toHaveAttribute("aria-expanded", "false");
  });

  test("the menus' icons and lines are there on the page a link leads to", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "About", exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await menuButton(page, "Industries").click();
    await expect(page.locator("#menu-industries svg")).toHaveCount(5);
    for (const { line } of industries) await expect(page.locator("#menu-industries")).toContainText(line);
  });
});

test.describe("while the page's scripts are on their way", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the mobile menu opens on the first tap, and stays as it is when the scripts come", async ({ page }) => {
    const errors = watchErrors(page);
    const release = await holdScripts(page);

    await page.goto("/", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: navLabels.menuButton });
    await toggle.click();
    await expect(mobileNav(page)).toBeVisible();

    release();
    await page.waitForLoadState("load");
    await expect(mobileNav(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileNav(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(errors).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu opens on the first tap, its groups open and the scrim closes it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: navLabels.menuButton }).click();
    const menu = mobileNav(page);
    await expect(menu).toBeVisible();
    await menu.locator("summary").first().click();
    await expect(menu.getByRole("link", { name: "Customer Compliance" })).toBeVisible();
    await page.mouse.click(187, 780);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the header stays opaque, so its links read over the page as it scrolls", async ({ page }) => {
    await page.goto("/contact");
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const header = page.locator("header.site-header");
    await expect(header).toHaveCSS("background-color", `rgb(${channels(colors.ink[900]).join(", ")})`);
    await expect(header).toHaveCSS("background-image", "none");
  });

  for (const menu of menus) {
    test(`the ${menu.label} menu opens on the first click`, async ({ page }) => {
      await page.goto("/contact");
      await menuButton(page, menu.label).click();
      const panel = page.locator(`#${menu.id}`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("link")).toHaveCount(5);
      await expect(panel.locator("svg")).toHaveCount(5);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    });
  }
});

test.describe("Back and Forward", () => {
  /**
   * What the visitor sees mid-screen: the innermost element there that has an id or a heading,
   * by its words, and how far from the top of the screen it stands. Sections below the fold may
   * take their real height only as they are drawn, so a restored page can show the same place
   * at another scrollY.
   */
  const inView = (page: Page) =>
    page.evaluate(() => {
      const point = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      const landmark = point?.closest("[id], section, article, li") ?? point;
      return {
        words: (landmark?.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 80),
        top: Math.round(landmark?.getBoundingClientRect().top ?? 0),
      };
    });

  test("return to where the visitor was on each page, while links still start at the top", async ({ page }) => {
    await page.goto("/");
    await scrollToY(page, 2400);
    const onHome = await inView(page);
    await topLink(desktopNav(page), "About").click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await scrollToY(page, 500);
    const onAbout = await inView(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => inView(page)).toEqual(onHome);
    await page.goForward();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => inView(page)).toEqual(onAbout);
  });

  // Playwright's Chromium runs with the back/forward cache turned off, so this asks the browser
  // why it did not use it: "PageSupportNeeded" reasons are the page's own (an unload handler,
  // Cache-Control: no-store, an open connection); the rest are the browser's circumstances.
  for (const path of ["/", "/contact", "/roi-calculator", "/about"]) {
    test(`${path} stays eligible for the back/forward cache`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Page.enable");
      const reasons: { type: string; reason: string }[] = [];
      cdp.on("Page.backForwardCacheNotUsed", (event) => reasons.push(...event.notRestoredExplanations));
      const pending = new Set<Request>();
      page.on("request", (request) => pending.add(request));
      page.on("requestfinished", (request) => pending.delete(request));
      page.on("requestfailed", (request) => pending.delete(request));
      await page.goto(path);
      // The page's islands have asked for their scripts (some at an idle moment), and every
      // request has its answer: a visitor who leaves mid-download is a moment's reason, not the
      // page's.
      await expect.poll(async () => (await islandsAskedAt(page)).every((time) => time !== undefined)).toBe(true);
      await expect.poll(() => pending.size).toBe(0);
      // Typed into the address bar: a link's prefetch still under way as it is followed would
      // keep the page out of the cache for a reason of that moment's, not of the page's.
      await page.goto("/careers");
      await page.goBack();
      await expect
        .poll(() => reasons.length, { message: "the browser said why it did not restore the page" })
        .toBeGreaterThan(0);
      expect(reasons.filter((reason) => reason.type === "PageSupportNeeded")).toEqual([]);
    });
  }
});

test.describe("prefetch", () => {
  test("a link the visitor points at is fetched ahead, and following it uses that fetch", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Preload.enable");
    const ready = new Set<string>();
    cdp.on("Preload.prefetchStatusUpdated", (event) => {
      if (event.status === "Ready") ready.add(new URL(event.prefetchUrl).pathname);
    });
    await page.goto("/about");
    const contact = topLink(desktopNav(page), "Contact");
    await contact.hover();
    await expect.poll(() => [...ready]).toContain("/contact");
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    // What the browser reports of the page it showed: served from the fetch made on hover.
    // Resource Timing's deliveryType, which TypeScript's DOM types do not list yet.
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    );
    expect(delivery).toBe("navigational-prefetch");
  });
});
