import { type Page, type Request } from "@playwright/test";

import { forms } from "#tests/support/forms.ts";
import { navLabels } from "#tests/support/layout.ts";

import { expect, islandsAskedAt, scrollToY, scrollY, tabTo, test } from "./fixtures.ts";

const headerLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: navLabels.desktop }).getByRole("link", { name, exact: true });

test.describe("in-page links", () => {
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

  test("the hero's link to the report takes focus there, so the next Tab reaches the offer", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: "Get the free report" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#report")).toBeFocused();
    await tabTo(page, page.locator("#report").getByRole("button", { name: forms.reportOffer.button }));
  });
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

  /**
   * What is in view once it holds still between two looks: sections near the viewport take their
   * real height a frame or more after a scroll, and the page shifts under the visitor until then.
   */
  const settledInView = async (page: Page) => {
    let last = "";
    await expect
      .poll(async () => {
        const now = JSON.stringify(await inView(page));
        const same = now === last;
        last = now;
        return same;
      })
      .toBe(true);
    return JSON.parse(last) as Awaited<ReturnType<typeof inView>>;
  };

  /**
   * What is in view, its height counted the same as `seen`'s within 4 px: Inter is `optional`,
   * so a busy first visit may draw in the fallback face, whose boxes differ by a pixel per
   * section from Inter's that a return draws in. A wrong place is off by lines, not pixels.
   */
  const inViewNear = async (page: Page, seen: Awaited<ReturnType<typeof inView>>) => {
    const now = await inView(page);
    return Math.abs(now.top - seen.top) <= 4 ? { ...now, top: seen.top } : now;
  };

  test("return to where the visitor was on each page, while links still start at the top", async ({ page }) => {
    await page.goto("/");
    await scrollToY(page, 2400);
    const onHome = await settledInView(page);
    await headerLink(page, "About").click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await scrollToY(page, 500);
    const onAbout = await settledInView(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => inViewNear(page, onHome)).toEqual(onHome);
    await page.goForward();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => inViewNear(page, onAbout)).toEqual(onAbout);
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
      let lastActivity = Date.now();
      const settle = (request: Request) => {
        pending.delete(request);
        lastActivity = Date.now();
      };
      page.on("request", (request) => {
        pending.add(request);
        lastActivity = Date.now();
      });
      page.on("requestfinished", settle);
      page.on("requestfailed", settle);
      await page.goto(path);
      // The page's islands have asked for their scripts (some at an idle moment), and every
      // request has its answer: a visitor who leaves mid-download is a moment's reason, not the
      // page's.
      await expect.poll(async () => (await islandsAskedAt(page)).every((time) => time !== undefined)).toBe(true);
      // A link's prefetch starts at an idle moment after that: half a second with nothing asked.
      await expect.poll(() => pending.size === 0 && Date.now() - lastActivity > 500).toBe(true);
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
    const contact = headerLink(page, "Contact");
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
