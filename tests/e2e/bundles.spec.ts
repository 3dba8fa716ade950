import { readFileSync, readdirSync } from "node:fs";
import { get } from "node:http";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";

import { careers } from "#src/content/careers.ts";
import { clientDir } from "#shared/build.ts";

import { EVERY_PAGE_TIMEOUT, expect, pages, test } from "./fixtures.ts";

const client = clientDir();

/**
 * Byte budgets (gzip level 9, each file compressed on its own, as a browser receives it).
 * A page's JavaScript is the framework chunk (React, React DOM and the router, which every
 * page needs and the site cannot shrink) plus at most 20 KB of the site's own code
 * (docs/decisions/005-size-budgets.md). Code a page loads later, when a control is needed
 * (islands, docs/decisions/012), is not in it.
 */
const KB = 1024;
const budgets = {
  frameworkChunk: 105 * KB,
  ownInitialJs: 20 * KB,
  routeChunk: 15 * KB,
  css: 15 * KB,
  image: 150 * KB,
};

/**
 * On Lighthouse's mobile preset a page's HTML arrives over a simulated TCP connection that
 * carries 14,600 bytes (10 segments of 1,460) with the first byte and 29,200 more a round trip
 * later: a document of up to 43,800 bytes, headers included, is in one round trip after the
 * first byte, and each round trip more puts the first paint 150 ms later
 * (docs/decisions/011).
 */
const ONE_ROUND_TRIP = 43_800;

/** What a page's document costs on the wire: status line, headers and Brotli body, as served. */
function documentBytes(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const port = process.env.E2E_PORT ?? "4173";
    get(`http://127.0.0.1:${port}${path}`, { headers: { "Accept-Encoding": "br" } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
      for (let index = 0; index < response.rawHeaders.length; index += 2) {
        bytes += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`.length;
      }
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** The chunk vite.config.ts makes of React, React DOM, the scheduler and React Router. */
const isFrameworkChunk = (file: string) => /\/framework-[\w-]{8}\.js$/.test(file);
const gzipped = (file: string) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function filesUnder(dir: string): string[] {
  return readdirSync(join(client, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath.slice(client.length), entry.name));
}

/** Every route module the router may load, from the build's route manifest. */
function routeModules(): string[] {
  const manifest = filesUnder("assets").find((file) => /\/manifest-[\w-]+\.js$/.test(file));
  if (!manifest) throw new Error("no route manifest in the build");
  const text = readFileSync(join(client, manifest), "utf8");
  const { routes } = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    routes: Record<string, { module: string }>;
  };
  return [...new Set(Object.values(routes).map((route) => route.module))];
}

/**
 * The JavaScript a page fetches at load: every module its inline loader imports or preloads
 * once the page has painted (scripts/paint-first.ts).
 */
function initialScripts(path: string): string[] {
  const html = readFileSync(join(client, path === "/" ? "index.html" : `${path.slice(1)}/index.html`), "utf8");
  const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  return [...new Set([...loader.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""))];
}

test.describe("size budgets", () => {
  test("every page loads the one framework chunk, at the size React, React DOM and the router take", () => {
    const framework = filesUnder("assets").filter(isFrameworkChunk);
    expect(framework).toHaveLength(1);
    for (const file of framework) expect(gzipped(file), file).toBeLessThanOrEqual(budgets.frameworkChunk);
    for (const path of pages) expect(initialScripts(path).filter(isFrameworkChunk), path).toEqual(framework);
  });

  test("no page loads more than 20 KB of the site's own JavaScript beside the framework chunk", () => {
    for (const path of pages) {
      const own = initialScripts(path).filter((file) => !isFrameworkChunk(file));
      const total = own.reduce((sum, file) => sum + gzipped(file), 0);
      expect
        .soft(total, `${path}: ${kb(total)} of its own in ${own.length} files`)
        .toBeLessThanOrEqual(budgets.ownInitialJs);
    }
  });

  test("every page's document arrives one round trip after its first byte on the mobile preset", async () => {
    for (const path of pages) {
      const bytes = await documentBytes(path);
      expect.soft(bytes, `${path}: ${bytes} bytes with headers`).toBeLessThanOrEqual(ONE_ROUND_TRIP);
    }
  });

  test("every route's own chunk stays within its budget", () => {
    const modules = routeModules();
    expect(modules.length).toBeGreaterThan(10);
    for (const file of modules) expect(gzipped(file), file).toBeLessThanOrEqual(budgets.routeChunk);
  });

  test("the stylesheet and every image stay within their budgets", () => {
    const css = filesUnder("assets").filter((file) => file.endsWith(".css"));
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) expect(gzipped(file), file).toBeLessThanOrEqual(budgets.css);
    const images = filesUnder(".").filter((file) =>
      [".png", ".jpg", ".jpeg", ".webp", ".avif", ".svg", ".gif"].includes(extname(file)),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const file of images) expect(readFileSync(join(client, file)).length, file).toBeLessThanOrEqual(budgets.image);
  });
});

test.describe("what a page loads", () => {
  test("no page loads the data client before a form is sent", () => {
    for (const path of pages) {
      const scripts = initialScripts(path);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const file of scripts) {
        expect(readFileSync(join(client, file), "utf8"), `${path}: ${file}`).not.toContain("PostgrestQueryBuilder");
      }
    }
  });

  test("the data client arrives when a form is sent", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.route("**/rest/v1/**", (route) => route.abort("connectionrefused"));
    await page.goto("/careers");
    const before = scripts.length;
    await page.getByRole("button", { name: "Notify Me When Roles Open" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Full Name *").fill("Neha Kulkarni");
    await dialog.getByLabel("Email Address *").fill("neha@coop.example");
    await dialog.getByRole("button", { name: careers.alertDialog.submit, exact: true }).click();
    await expect(page.getByText("Something went wrong. Please try again later.")).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
  });

  test("every page paints from its HTML alone, before it asks for any JavaScript", async ({ page }) => {
    test.setTimeout(EVERY_PAGE_TIMEOUT);
    for (const path of pages) {
      const response = await page.goto(path);
      expect(await response?.text(), path).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const { firstPaint, scripts, blocking } = await page.evaluate(() => {
        // renderBlockingStatus (Chromium 107+) is not in TypeScript's DOM types yet.
        const resources = performance.getEntriesByType("resource") as (PerformanceResourceTiming & {
          renderBlockingStatus?: string;
        })[];
        return {
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
          scripts: resources.filter((entry) => entry.name.endsWith(".js")).map((entry) => entry.startTime),
          blocking: resources.filter((entry) => entry.renderBlockingStatus === "blocking").map((entry) => entry.name),
        };
      });
      expect(blocking, path).toEqual([]);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(firstPaint);
    }
  });

  test("every page holds its first paint until its header and hero are parsed whole", async ({ request }) => {
    // Painted from part of the hero, a slow phone showed the copy, then moved it as the product
    // picture beside it arrived. The browser waits for the named element's start tag, so the
    // mark must be the hero's last child (app/lib/first-view.tsx).
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<link rel="expect" href="#hero-end" blocking="render"/>');
      expect(html.match(/<span id="hero-end" hidden=""><\/span><\/section>/g), path).toHaveLength(1);
      expect(html.indexOf('id="hero-end"'), path).toBeLessThan(html.indexOf("</main>"));
    }
  });

  test("pages draw their text in the font subset they carry, and fetch no font file", async ({ page }) => {
    test.setTimeout(EVERY_PAGE_TIMEOUT);
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    for (const path of pages) {
      await page.goto(path, { waitUntil: "networkidle" });
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
      );
      expect(loaded, path).toEqual(["Inter Variable"]);
    }
    expect(fonts).toEqual([]);
  });

  test.describe("with scripting off", () => {
    test.use({ javaScriptEnabled: false });

    test("pages fetch the one font subset and nothing else", async ({ page }) => {
      test.setTimeout(EVERY_PAGE_TIMEOUT);
      const fonts = new Set<string>();
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.add(request.url().replace(/^.*\/(.+)-[\w-]{8}\.woff2$/, "$1"));
      });
      for (const path of pages) await page.goto(path, { waitUntil: "networkidle" });
      expect([...fonts]).toEqual(["inter-core-wght"]);
    });
  });

  test("no page asks another origin for anything while it loads", async ({ page, baseURL }) => {
    test.setTimeout(EVERY_PAGE_TIMEOUT);
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin) foreign.push(request.url());
    });
    for (const path of pages) await page.goto(path, { waitUntil: "networkidle" });
    expect(foreign).toEqual([]);
  });
});
