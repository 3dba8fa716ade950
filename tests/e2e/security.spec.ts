import { expect, pages, scrollToY, scrollY, test } from "./fixtures.ts";

test.describe("security headers", () => {
  test("every page loads under its enforced CSP without a violation and hydrates", async ({ page }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    for (const path of [...pages, "/no-such-page"]) {
      const response = await page.goto(path);
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp, path).toContain("script-src 'self' 'sha256-");
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      for (const directive of [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "connect-src 'self'",
      ]) {
        expect(csp, path).toContain(directive);
      }
      // Only hydrated React shows the scroll-to-top button and makes it work.
      await scrollToY(page, 400);
      await page.getByRole("button", { name: "Scroll to top" }).click();
      await expect.poll(() => scrollY(page), { message: path }).toBe(0);
    }
    expect(violations).toEqual([]);
  });

  test("sends the hardening headers with every response", async ({ request }) => {
    for (const path of ["/", "/assets/../robots.txt", "/sitemap.xml", "/no-such-page"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["strict-transport-security"], path).toContain("max-age=");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
    }
  });
});
