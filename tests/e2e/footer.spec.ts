import { expect, test } from "./fixtures.ts";

test.describe("footer", () => {
  test("links the solutions, industries, legal pages, data rights, API site, offices and socials, and keeps each address line on one line from 1024 to 1440 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.locator('a[href^="/solutions/"]')).toHaveCount(5);
    await expect(footer.locator('a[href^="/industries/"]')).toHaveCount(5);
    await expect(footer.locator('a[href="/privacy-policy"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/terms-of-service"]')).toHaveCount(1);
    await expect(footer.getByRole("link", { name: "Your data rights" })).toHaveAttribute("href", "/data-rights");
    await expect(footer.locator('a[href*="/apis"]')).toHaveCount(11);
    await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(4);
    await expect(footer.locator("address")).toHaveCount(2);
    await expect(footer).toContainText("Noida");
    await expect(footer).toContainText("New Delhi");
    await expect(footer).toContainText("© 2025");
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);

    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const lines = await footer.locator("address").evaluateAll((addresses) =>
        addresses.flatMap((address) =>
          [...address.querySelectorAll("span.block")].map((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            return { text: line.textContent, rows: new Set([...range.getClientRects()].map((rect) => rect.top)).size };
          }),
        ),
      );
      expect(lines.length).toBeGreaterThan(4);
      for (const line of lines) expect(line, `${width} px: ${line.text ?? ""}`).toEqual({ text: line.text, rows: 1 });
    }
  });
});
