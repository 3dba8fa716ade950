import { type Locator, type Page } from "@playwright/test";

import { headerCta, hiringBadge, mainNav, navLabels } from "#tests/support/layout.ts";
import { industries, solutions } from "#tests/support/catalogue.ts";
import { site } from "#tests/support/site.ts";
import { colors } from "#shared/brand.ts";
import { channels } from "#shared/colour.ts";

import { detailPaths, expect, holdScripts, pages, scrollToY, scrollY, tabTo, test, watchErrors } from "./fixtures.ts";

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

  test("at every width from 360 to 1440 px a keyboard user reaches a visible link to /careers in the header", async ({
    page,
  }) => {
    for (const width of headerWidths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about");
      const header = page.locator("#site-header");
      // On a phone the link is in the mobile menu, which the keyboard user opens with Enter.
      if (width < 768) {
        expect(await tabUntil(page, header.getByRole("button", { name: navLabels.menuButton })), `${width} px`).toBe(
          true,
        );
        await page.keyboard.press("Enter");
        await expect(header.getByRole("navigation", { name: navLabels.mobile })).toBeVisible();
      }
      const careers = header.getByRole("link", { name: hiringBadge.label });
      expect(await tabUntil(page, careers), `${width} px: Tab reaches ${hiringBadge.label}`).toBe(true);
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
  ].map((path) => `${site.apiSite.baseUrl}/apis${path}`),
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
async function tabUntil(page: Page, target: Locator, limit = 30) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab");
    if ((await target.count()) === 1 && (await target.evaluate((element) => element === document.activeElement)))
      return true;
  }
  return false;
}

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

  test("a page chosen from a menu opens with the marks moved to it and the menu gone; Back closes a menu too", async ({
    page,
  }) => {
    await page.goto("/");
    await menuButton(page, "Solutions").click();
    await page
      .locator("#menu-solutions")
      .getByRole("link", { name: /Vendor Management/ })
      .click();
    await expect(page).toHaveURL(/\/solutions\/vendor-management$/);
    await expect(page.locator("#menu-solutions")).toBeHidden();
    await expect(topLink(desktopNav(page), "Solutions")).toHaveAttribute("aria-current", "true");
    await expect(topLink(desktopNav(page), "Home")).not.toHaveAttribute("aria-current");

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

test.describe("Solutions and Industries menus with the keyboard", () => {
  const nav = (page: Page) => page.getByRole("navigation", { name: navLabels.desktop });
  const link = (page: Page, name: string) => nav(page).getByRole("link", { name, exact: true });

  test("Enter and Space open a menu, Tab moves through its five pages and on out, closing it", async ({ page }) => {
    test.slow();
    await page.goto("/about");
    const solutionsButton = nav(page).getByRole("button", { name: "Solutions pages" });
    const industries = nav(page).getByRole("button", { name: "Industries pages" });
    await link(page, "About").focus();
    await tabTo(page, link(page, "Solutions"));
    await tabTo(page, solutionsButton);
    await expect(solutionsButton).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(solutionsButton).toHaveAttribute("aria-expanded", "true");
    await expect(solutionsButton).toBeFocused();

    const panel = page.locator("#menu-solutions");
    for (const entry of solutions) await tabTo(page, panel.getByRole("link", { name: new RegExp(entry.name) }));
    await tabTo(page, link(page, "Industries"));
    await expect(panel).toBeHidden();
    await expect(solutionsButton).toHaveAttribute("aria-expanded", "false");

    await tabTo(page, industries);
    await page.keyboard.press("Space");
    await expect(page.locator("#menu-industries")).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(link(page, "Industries")).toBeFocused();
    await expect(page.locator("#menu-industries")).toBeVisible();
  });

  test("Escape closes a menu and gives focus back to its button, and a page chosen with Enter opens with the menu gone", async ({
    page,
  }) => {
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

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/industries/${industries[1]?.id}$`));
    await expect(panel).toBeHidden();
    await expect(link(page, "Industries")).toHaveAttribute("aria-current", "true");
  });
});

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
