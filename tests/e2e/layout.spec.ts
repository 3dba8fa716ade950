import { type Locator, type Page } from "@playwright/test";

import { careers, home } from "#tests/support/pages.ts";
import { industries, solutions } from "#tests/support/catalogue.ts";
import { headerCta, hiringBadge, mainNav, navLabels } from "#tests/support/layout.ts";
import { apiSite, site } from "#src/content/site.ts";
import { forms } from "#tests/support/forms.ts";

import { EVERY_PAGE_TIMEOUT, detailPaths, expect, pages, scrollToY, scrollY, test } from "./fixtures.ts";

test.describe("header", () => {
  test("turns 'scrolled' past 20 px and sets its second flag past 450 px", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header.site-header");
    const look = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const atTop = await look();

    await scrollToY(page, 19);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await scrollToY(page, 21);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // The visitor sees it: the scrolled header has a background of its own.
    await expect.poll(look).not.toBe(atTop);

    await scrollToY(page, 449);
    await expect(header).toHaveAttribute("data-deep", "false");
    await scrollToY(page, 451);
    await expect(header).toHaveAttribute("data-deep", "true");
    await scrollToY(page, 20);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveAttribute("data-deep", "false");
  });

  test("shows the We're Hiring badge to /careers on desktop", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "We're Hiring" }).click();
    await expect(page).toHaveURL(/\/careers\/?$/);
  });

  test("at every width from 360 to 1440 px a keyboard user reaches a visible link to /careers in the header", async ({
    page,
  }) => {
    for (const width of headerWidths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about");
      const header = page.locator("#site-header");
      // On a phone the link is in the mobile menu, which the keyboard user opens with Enter.
      if (width < 768) {
        expect(await tabTo(page, header.getByRole("button", { name: navLabels.menuButton })), `${width} px`).toBe(true);
        await page.keyboard.press("Enter");
        await expect(header.getByRole("navigation", { name: navLabels.mobile })).toBeVisible();
      }
      const careers = header.getByRole("link", { name: hiringBadge.label });
      expect(await tabTo(page, careers), `${width} px: Tab reaches ${hiringBadge.label}`).toBe(true);
      await expect(careers).toBeVisible();
      await expect(careers).toBeInViewport();
      await expect(careers).toHaveAttribute("href", "/careers");
    }
  });

  test("at every width from 360 to 1440 px every header and footer link is shown within the window and leads to a built page or an allowed address", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const width of headerWidths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about");
      const header = page.locator("#site-header");
      const shown = await shownLinks(header);
      // The header's menus, opened one at a time as a visitor would.
      if (width < 768) {
        await header.getByRole("button", { name: navLabels.menuButton }).click();
        const menu = header.getByRole("navigation", { name: navLabels.mobile });
        for (const group of await menu.locator("summary").all()) await group.click();
        shown.push(...(await shownLinks(menu)));
      } else {
        for (const item of mainNav.filter((entry) => "menu" in entry)) {
          await header.getByRole("button", { name: item.menuLabel }).click();
          const panel = header.locator(`#menu-${item.menu}`);
          await expect(panel).toBeVisible();
          shown.push(...(await shownLinks(panel)));
          await page.keyboard.press("Escape");
          await expect(panel).toBeHidden();
        }
      }
      const shownTargets = new Set(shown.map((link) => link.href));
      expect(
        headerTargets.filter((target) => !shownTargets.has(target)),
        `${width} px: header destinations not shown`,
      ).toEqual([]);

      const footer = page.locator("footer");
      await footer.scrollIntoViewIfNeeded();
      const footerShown = await shownLinks(footer);
      expect(footerShown.length, `${width} px: footer links shown`).toBe(await footer.locator("a[href]").count());

      for (const link of [...shown, ...footerShown]) {
        expect(link, `${width} px: ${link.text}`).toEqual({ ...link, inside: true });
        expect(leadsSomewhereAllowed(link.href), `${width} px: ${link.text} -> ${link.href}`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
    }
  });
});

/** The phone width and the widths either side of the desktop layout's own breakpoint (lg, 1024 px). */
const headerWidths = [360, 768, 900, 1023, 1440];

/** Every page the header leads to at every width: the logo and menus, their ten pages, We're Hiring and the demo button. */
const headerTargets = [
  ...new Set(["/", ...mainNav.map((item) => item.path), ...detailPaths, hiringBadge.path, headerCta.path]),
];

/** The addresses off the site that the header and footer may lead to (SPEC "Footer"). */
const allowedExternal = new Set([
  ...[
    "",
    "/kyc/identity-document-verification",
    "/kyc/facial-recognition-match",
    "/kyc/address-verification",
    "/kyc/phone-number-validation",
    "/kyc/email-verification",
    "/kyc/age-verification",
    "/kyb/company-registration-lookup",
    "/kyb/ultimate-beneficial-owner",
    "/aml/sanctions-screening",
    "/aml/pep-screening",
  ].map((path) => `${apiSite.baseUrl}/apis${path}`),
  ...site.socials.map((social) => social.href),
  `mailto:${site.email}`,
]);

/** A built page (links.spec.ts checks that each answers and that its anchors exist), or an allowed address. */
const leadsSomewhereAllowed = (href: string) =>
  allowedExternal.has(href) || (href.startsWith("/") && pages.includes(new URL(href, "http://site").pathname));

/** The links drawn in `scope` (not display:none, hidden or in a closed menu), and whether each lies within the window's width. */
const shownLinks = (scope: Locator) =>
  scope.locator("a[href]").evaluateAll((anchors) =>
    anchors
      .filter((anchor) => anchor.checkVisibility({ visibilityProperty: true }))
      .map((anchor) => {
        const box = anchor.getBoundingClientRect();
        return {
          href: anchor.getAttribute("href") ?? "",
          text: (anchor.getAttribute("aria-label") ?? anchor.textContent ?? "").trim(),
          inside: box.width > 0 && box.left >= 0 && box.right <= document.documentElement.clientWidth,
        };
      }),
  );

/** Presses Tab, as a keyboard user would, until `target` has focus: false if it never does. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab");
    if ((await target.count()) === 1 && (await target.evaluate((element) => element === document.activeElement)))
      return true;
  }
  return false;
}

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, follows a link and closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: navLabels.desktop })).toBeHidden();
    const toggle = page.getByRole("button", { name: navLabels.menuButton });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: navLabels.mobile });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("closes when an anchor link is followed and scrolls to its section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: navLabels.menuButton }).click();
    await page.getByRole("navigation", { name: navLabels.mobile }).getByRole("link", { name: headerCta.label }).click();
    await expect(page.getByRole("navigation", { name: navLabels.mobile })).toBeHidden();
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("closes on Escape and gives focus back to its button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: navLabels.menuButton }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: navLabels.mobile })).toBeHidden();
    await expect(page.getByRole("button", { name: navLabels.menuButton })).toBeFocused();
  });

  test("lists the ten detail pages in two groups that open and close", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: navLabels.menuButton }).click();
    const menu = page.getByRole("navigation", { name: navLabels.mobile });
    for (const [label, entries] of [
      ["Solutions", solutions],
      ["Industries", industries],
    ] as const) {
      const group = menu.locator("li", { has: page.getByRole("link", { name: label, exact: true }) });
      const toggle = group.locator("summary");
      await expect(toggle).toHaveAccessibleName(`${label} pages`);
      for (const entry of entries) await expect(group.getByRole("link", { name: entry.name })).toBeHidden();
      await toggle.click();
      for (const entry of entries) await expect(group.getByRole("link", { name: entry.name })).toBeVisible();
      await toggle.click();
      await expect(group.getByRole("link", { name: entries.at(-1)?.name })).toBeHidden();
    }
  });

  test("dims the page behind it, and a tap on the dimmed page closes it without reaching the page", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: navLabels.menuButton }).click();
    const menu = page.getByRole("navigation", { name: navLabels.mobile });
    await expect(menu).toBeVisible();
    const scrim = page.locator("#mobile-menu > button[aria-hidden]");
    const box = await scrim.boundingBox();
    expect(box?.height).toBeGreaterThan(100);
    expect(await scrim.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    // The home page's hero links lie under the scrim; the tap must not follow them.
    await page.mouse.click(187, (box?.y ?? 0) + (box?.height ?? 0) - 40);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: navLabels.menuButton })).toHaveAttribute("aria-expanded", "false");
    expect(await page.locator("main").evaluate((element: HTMLElement) => element.inert)).toBe(false);
  });
});

test.describe("mobile breakpoint", () => {
  for (const [width, layout] of [
    [767, "mobile"],
    [768, "desktop"],
  ] as const) {
    test(`at ${width} px the header shows the ${layout} menu`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about");
      const mobile = page.getByRole("button", { name: navLabels.menuButton });
      const desktop = page.getByRole("navigation", { name: navLabels.desktop });
      await expect(layout === "mobile" ? mobile : desktop).toBeVisible();
      await expect(layout === "mobile" ? desktop : mobile).toBeHidden();
    });
  }
});

test.describe("mobile menu with the keyboard", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  /** Opens the menu from its button with Enter, as a keyboard user would. */
  const openWithKeyboard = async (page: Page) => {
    await page.getByRole("button", { name: navLabels.menuButton }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: navLabels.mobile });
    await expect(menu).toBeVisible();
    return menu;
  };

  test("the mobile menu moves focus in, keeps Tab inside, and returns focus to its button on Escape", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = await openWithKeyboard(page);
    const toggle = page.getByRole("button", { name: navLabels.menuButton });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(page.locator("#mobile-menu")).toContainText(headerCta.label);

    const link = (name: string) => menu.getByRole("link", { name, exact: true });
    const group = (name: string) =>
      menu.locator("li", { has: page.getByRole("link", { name, exact: true }) }).locator("summary");
    const stops = [
      ...mainNav.flatMap((item) => ("menu" in item ? [link(item.label), group(item.label)] : [link(item.label)])),
      link(hiringBadge.label),
      link(headerCta.label),
    ];
    await expect(link("Home")).toBeFocused();
    for (const stop of stops.slice(1)) {
      await page.keyboard.press("Tab");
      await expect(stop).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(link("Home")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(link(headerCta.label)).toBeFocused();

    // An opened group's pages join the cycle.
    await group("Industries").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(link("Banking")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the page behind the open menu is inert and does not scroll", async ({ page }) => {
    await page.goto("/");
    await openWithKeyboard(page);
    for (const behind of [
      page.locator("main"),
      page.locator("footer"),
      page.getByRole("link", { name: navLabels.skipLink }),
    ]) {
      // Inert itself or inside an inert element (the footer's markup sits in a wrapper).
      expect(await behind.evaluate((element: HTMLElement) => element.closest("[inert]") !== null)).toBe(true);
    }
    // A wheel turned over the dimmed page, where the visitor's pointer is.
    const cdp = await page.context().newCDPSession(page);
    const wheel = () =>
      cdp.send("Input.dispatchMouseEvent", { type: "mouseWheel", x: 187, y: 700, deltaX: 0, deltaY: 600 });
    // Settles two frames after the wheel event arrives: long enough for any scroll it starts to show.
    await page.evaluate(() => {
      const settled = new Promise<void>((resolve) =>
        addEventListener("wheel", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
          once: true,
          capture: true,
        }),
      );
      Object.assign(window, { wheelSettled: settled });
    });
    await wheel();
    await page.evaluate(() => (window as unknown as { wheelSettled: Promise<void> }).wheelSettled);
    expect(await scrollY(page)).toBe(0);

    await page.getByRole("button", { name: navLabels.menuButton }).click();
    await expect.poll(() => page.locator("main").evaluate((element: HTMLElement) => element.inert)).toBe(false);
    await wheel();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test("an in-page link in the mobile menu takes focus to its section, and a link to another page leaves none on the menu button", async ({
    page,
  }) => {
    await page.goto("/");
    let menu = await openWithKeyboard(page);
    await menu.getByRole("link", { name: headerCta.label, exact: true }).press("Enter");
    await expect(menu).toBeHidden();
    await expect(page.locator("#contact")).toBeInViewport();
    // As every in-page link does: the next Tab continues from the section.
    await expect(page.locator("#contact")).toBeFocused();

    menu = await openWithKeyboard(page);
    await menu.getByRole("link", { name: "About", exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: navLabels.menuButton })).not.toBeFocused();
  });

  test("an open mobile menu closes and frees the page when the window grows to the desktop layout", async ({
    page,
  }) => {
    await page.goto("/");
    await openWithKeyboard(page);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.locator("#mobile-menu")).toBeHidden();
    // The button is hidden at this width, so found by what it controls.
    await expect(page.locator('button[aria-controls="mobile-menu"]')).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => page.locator("main").evaluate((element: HTMLElement) => element.inert)).toBe(false);
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });
});

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

test.describe("navigation", () => {
  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/");
    await scrollToY(page, 3000);
    await page.locator("footer").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("the #testimonials link scrolls smoothly to the section", async ({ page }) => {
    await page.goto("/");
    const link = page.locator("footer").getByRole("link", { name: "Testimonials" });
    await link.scrollIntoViewIfNeeded();
    // Two frames on, the scroll that brought the link into view has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.evaluate(() => {
      const seen: { y: number; at: number }[] = [];
      Object.assign(window, { seen });
      addEventListener("scroll", () => seen.push({ y: Math.round(window.scrollY), at: performance.now() }));
    });
    await link.click();
    await expect(page).toHaveURL(/#testimonials$/);
    await expect(page.locator("#testimonials")).toBeInViewport();
    // A jump lands in one frame; a smooth scroll passes through several positions over a
    // stretch of time, however few frames a busy machine draws meanwhile.
    const travel = () =>
      page.evaluate(() => {
        const seen = (window as unknown as { seen: { y: number; at: number }[] }).seen;
        return {
          positions: new Set(seen.map(({ y }) => y)).size,
          over: Math.round((seen.at(-1)?.at ?? 0) - (seen[0]?.at ?? 0)),
        };
      });
    await expect.poll(async () => (await travel()).positions).toBeGreaterThan(2);
    expect((await travel()).over).toBeGreaterThanOrEqual(100);
  });

  test("an anchor link on another page opens the home page at its section", async ({ page }) => {
    await page.goto("/about");
    await page.locator("footer").getByRole("link", { name: "Free report" }).click();
    await expect(page).toHaveURL(/\/#report$/);
    await expect(page.locator("#report")).toBeInViewport();
  });
});

test.describe("external links", () => {
  test("open in a new tab with rel=noopener noreferrer on every page", async ({ page }) => {
    test.setTimeout(EVERY_PAGE_TIMEOUT);
    for (const path of pages) {
      await page.goto(path);
      const links = await page.locator('a[href^="http"]').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute("href"),
          target: a.getAttribute("target"),
          rel: a.getAttribute("rel"),
        })),
      );
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links)
        expect(link, path).toEqual({ href: link.href, target: "_blank", rel: "noopener noreferrer" });
    }
  });

  test("SCHEDULE DEMO opens the scheduler in a new tab", async ({ page, context }) => {
    await context.route(/cal\.sentinelai\.example/, (route) => route.fulfill({ status: 200, body: "scheduler" }));
    await page.goto("/");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .locator("#contact")
        .getByRole("link", { name: /SCHEDULE DEMO/ })
        .click(),
    ]);
    expect(popup.url()).toMatch(/^https:\/\/cal\.sentinelai\.example\//);
  });
});

test.describe("footer", () => {
  test("links the solutions, industries, legal pages, API site, offices and socials", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.locator('a[href^="/solutions/"]')).toHaveCount(5);
    await expect(footer.locator('a[href^="/industries/"]')).toHaveCount(5);
    await expect(footer.locator('a[href="/privacy-policy"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/terms-of-service"]')).toHaveCount(1);
    await expect(footer.locator('a[href*="/apis"]')).toHaveCount(11);
    await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(4);
    await expect(footer.locator("address")).toHaveCount(2);
    await expect(footer).toContainText("Noida");
    await expect(footer).toContainText("New Delhi");
    await expect(footer).toContainText("© 2025");
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  });
});

test.describe("footer addresses", () => {
  for (const width of [1024, 1280, 1440]) {
    test(`keep every line of each office address on one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const lines = await page.locator("footer address").evaluateAll((addresses) =>
        addresses.flatMap((address) =>
          [...address.querySelectorAll("span.block")].map((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            return { text: line.textContent, rows: new Set([...range.getClientRects()].map((rect) => rect.top)).size };
          }),
        ),
      );
      expect(lines.length).toBeGreaterThan(4);
      for (const line of lines) expect(line, line.text ?? "").toEqual({ text: line.text, rows: 1 });
    });
  }
});

test.describe("on a phone", () => {
  // A phone widens its layout viewport (and zooms the page out) when anything overflows
  // sideways, so every page must fit the device width, with animations running.
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, reducedMotion: "no-preference" });

  test("every page fits the screen width without zooming out", async ({ page }) => {
    test.setTimeout(EVERY_PAGE_TIMEOUT);
    for (const path of pages) {
      await page.goto(path, { waitUntil: "networkidle" });
      const widths = await page.evaluate(() => ({
        layout: window.innerWidth,
        content: document.documentElement.scrollWidth,
      }));
      expect(widths, path).toEqual({ layout: 360, content: 360 });
    }
  });
});
