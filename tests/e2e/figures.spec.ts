import type { Figure, FigureId } from "#src/content/figures.ts";
import { figurePlaces } from "#tests/support/figure-places.ts";
import { figureOf, figures, sourceOf } from "#tests/support/figures.ts";

import { expect, pages, test } from "./fixtures.ts";

const places = figurePlaces();
const publicFigures = Object.entries(figures).flatMap(([id, figure]: [string, Figure]) => {
  const source = sourceOf(figure);
  return source ? [{ id, figure, source, places: places.get(id as FigureId) ?? [] }] : [];
});

test.describe("figures and their sources", () => {
  for (const path of pages) {
    const cited = publicFigures.filter(({ places: shownOn }) => shownOn.includes(path));
    if (cited.length === 0) continue;

    test(`${path} names the period and document of every public figure it shows`, async ({ page }) => {
      await page.goto(path);
      for (const { id, figure, source } of cited) {
        await expect(page.getByText(figure.value).first(), id).toBeVisible();
        const note = page.locator("aside li").filter({ hasText: figure.period });
        await expect(note, id).toHaveCount(1);
        await expect(note.getByRole("link", { name: new RegExp(source.publisher) }), id).toHaveAttribute(
          "href",
          source.url,
        );
      }
    });
  }

  test("each note marker sits by its figure and leads to its note, and notes fit a 360 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ["/", "/industries/banking", "/industries/digital-lending"]) {
      await page.goto(path);
      const markers = page.locator("a[data-figure]");
      expect(await markers.count(), path).toBeGreaterThan(0);
      for (const marker of await markers.all()) {
        await expect(marker).toBeVisible();
        const id = (await marker.getAttribute("data-figure")) ?? "";
        const figure = figureOf(id);
        await expect(marker.locator("xpath=ancestor::*[1]/.."), id).toContainText(figure.value);
        const note = page.locator(`[id="${(await marker.getAttribute("href"))?.slice(1)}"]`);
        await expect(note, `${path} ${id}`).toContainText(figure.period);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
