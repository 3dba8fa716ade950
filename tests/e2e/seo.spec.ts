import { site } from "#tests/support/site.ts";

import { expect, pages, test } from "./fixtures.ts";

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

test.describe("prerendered HTML", () => {
  test("gives every page its own title, description, canonical, share tags and content", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of pages) {
      const response = await request.get(path);
      const html = await response.text();
      expect(html, path).toContain('<html lang="en-IN"');
      const title = attr(html, /<title>([^<]+)<\/title>/);
      const description = attr(html, /<meta name="description" content="([^"]+)"/);
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      titles.add(title ?? "");
      descriptions.add(description ?? "");
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical && new URL(canonical).pathname, path).toBe(path);
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"');
      // Real content in the markup itself, before any script runs.
      expect(html, path).toMatch(/<h1[^>]*>(<[^>]+>)*[^<]{10,}/);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  test("gives every page a share card of its own, a PNG cached as the other images are", async ({ request }) => {
    const cards = new Set<string>();
    const alts = new Set<string>();
    const iconCaching = (await request.get("/icon-512.png")).headers()["cache-control"];
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const image = attr(html, /<meta property="og:image" content="([^"]+)"/) ?? "";
      expect(attr(html, /<meta name="twitter:image" content="([^"]+)"/), path).toBe(image);
      // Absolute, on the public origin: the server under test answers its path.
      const card = await request.get(new URL(image).pathname);
      expect(card.status(), `${path}: ${image}`).toBe(200);
      expect(card.headers()["content-type"], path).toBe("image/png");
      expect(card.headers()["cache-control"], path).toBe(iconCaching);
      cards.add((await card.body()).toString("base64"));
      const alt = attr(html, /<meta property="og:image:alt" content="([^"]+)"/) ?? "";
      expect(alt, path).toContain(site.name);
      alts.add(alt);
    }
    expect(cards.size).toBe(pages.length);
    expect(alts.size).toBe(pages.length);
  });

  test("describes the organisation on the home page", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const json = attr(html, /<script type="application\/ld\+json">([^<]+)<\/script>/);
    expect(JSON.parse(json ?? "{}")).toMatchObject({ "@type": "Organization", name: site.name });
  });

  test("serves the icons and a manifest that names them in the pages' theme colour", async ({ request }) => {
    for (const file of ["/favicon.svg", "/apple-touch-icon.png"]) {
      expect((await request.get(file)).status(), file).toBe(200);
    }
    const response = await request.get("/site.webmanifest");
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; type: string }[];
    };
    const themeColour = attr(await (await request.get("/")).text(), /<meta name="theme-color" content="([^"]+)"/);
    expect(themeColour).toBeTruthy();
    expect(manifest).toMatchObject({ name: site.name, theme_color: themeColour });
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toContain(icon.type);
    }
  });
});
