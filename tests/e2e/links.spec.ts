import { EVERY_PAGE_TIMEOUT, expect, pages, test } from "./fixtures.ts";

test.describe("links", () => {
  test("on every page, every link leads to a page that answers 200, every in-page anchor to an element on it, and every link off the site opens in a new tab with rel=noopener noreferrer", async ({
    page,
    request,
  }) => {
    test.setTimeout(EVERY_PAGE_TIMEOUT);
    const targets = new Map<string, string>();
    for (const path of pages) {
      await page.goto(path);
      const links = await page.locator("a[href]").evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute("href") ?? "",
          target: a.getAttribute("target"),
          rel: a.getAttribute("rel"),
        })),
      );
      const external = links.filter((link) => link.href.startsWith("http"));
      expect(external.length, path).toBeGreaterThan(0);
      for (const link of external)
        expect.soft(link, path).toEqual({ href: link.href, target: "_blank", rel: "noopener noreferrer" });
      for (const { href } of links) {
        if (/^(https?:|mailto:|tel:)/.test(href)) continue;
        const url = new URL(href, `http://site${path}`);
        if (!targets.has(url.pathname)) targets.set(url.pathname, `${path} -> ${href}`);
      }
      const missing = await page.locator('a[href*="#"]').evaluateAll((anchors) =>
        anchors
          .map((a) => new URL(a.getAttribute("href") ?? "", window.location.href))
          .filter((url) => url.pathname === window.location.pathname && url.hash)
          .map((url) => decodeURIComponent(url.hash.slice(1)))
          .filter((id) => document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length !== 1),
      );
      expect.soft(missing, `${path}: in-page anchors without their element`).toEqual([]);
    }
    expect(targets.size).toBeGreaterThanOrEqual(pages.length);
    for (const [target, source] of targets) {
      const response = await request.get(target);
      expect.soft(response.status(), source).toBe(200);
    }
  });
});

test.describe("crawl files", () => {
  test("robots.txt names the sitemap, which lists every page", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    const named = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(named, robots).toBeTruthy();
    /** The pages of a sitemap, following a sitemap index to its sitemaps, served by this server. */
    const listed = async (url: string): Promise<string[]> => {
      const response = await request.get(new URL(url).pathname);
      expect(response.status(), url).toBe(200);
      const xml = await response.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
      if (xml.includes("<sitemapindex")) return (await Promise.all(locs.map(listed))).flat();
      return locs.map((loc) => new URL(loc).pathname.replace(/(.)\/$/, "$1"));
    };
    expect((await listed(named ?? "")).sort()).toEqual([...pages].sort());
  });
});
