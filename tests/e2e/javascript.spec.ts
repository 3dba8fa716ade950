import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import type { APIRequestContext } from "@playwright/test";

import { careers } from "#tests/support/pages.ts";
import { clientDir } from "#shared/build.ts";
import { forms } from "#tests/support/forms.ts";

import { detailPaths, expect, pages, test } from "./fixtures.ts";

// What JavaScript each page ships, read from the build: the scripts its HTML names (module
// scripts, and each island's component and renderer) and, through their static imports,
// every module they load with them. Bytes are gzip level 9, each file on its own, as a
// browser receives it. Modules imported later, on demand (the data client at a form's
// submit), are not shipped with the page.

const client = clientDir();
const KB = 1024;

/** Every other page ships at most React DOM once plus this much of its own code, beside the site's script. */
const OWN_CODE_BUDGET = 20 * KB;

/**
 * Pages with nothing to press but links, menus, and controls a small script drives: they ship
 * no React. The pages with a form or the ROI calculator are the others.
 */
const withoutIslands = ["/about", "/solutions", "/industries", "/terms-of-service", "/privacy-policy", ...detailPaths];

/**
 * React itself (react, react-dom and its client, the scheduler): the one module property every
 * React package's build keeps, however it is minified and however Vite cuts it into chunks.
 */
const isReact = (code: string) => code.includes("__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE");
/**
 * The bundler's helpers for CommonJS modules, a chunk of their own: React is the site's only
 * CommonJS code, so they count with React, not with the page's own code.
 */
const isBundlerRuntime = (file: string) => /\/rolldown-runtime\.[\w-]+\.js$/.test(file);
/** React DOM's client: the key it marks a root's container with. */
const isReactDomClient = (code: string) => code.includes("__reactContainer$");
/** A header value only the data client (@supabase/postgrest-js) writes. */
const isDataClient = (code: string) => code.includes("return=representation");

const sources = new Map<string, string>();
function source(url: string): string {
  let code = sources.get(url);
  if (code === undefined) {
    code = readFileSync(join(client, decodeURIComponent(url)), "utf8");
    sources.set(url, code);
  }
  return code;
}
const gzipped = (url: string) => gzipSync(source(url), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The site's own scripts a document names, by their paths. */
function scriptsNamedIn(html: string): string[] {
  const named = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ...html.matchAll(/\b(?:component|renderer|before-hydration)-url="([^"]+)"/g),
  ].map((match) => match[1] ?? "");
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) =>
    staticImports("/", match[1] ?? ""),
  );
  return [...new Set([...named, ...inline])]
    .map((url) => new URL(url.replaceAll("&amp;", "&"), "http://site/").pathname)
    .filter((path) => path.endsWith(".js"));
}

/** A module's static imports and re-exports (never import() calls), resolved against its path. */
function staticImports(from: string, code: string): string[] {
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g)].map(
    (match) => new URL(match[1] ?? "", `http://site${from}`).pathname,
  );
}

/** The named scripts and every module they import, statically and transitively. */
function shippedWith(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(url, source(url)));
  }
  return [...seen];
}

interface Shipment {
  path: string;
  islands: number;
  files: string[];
  /** The files of React and React DOM among them, with the bundler's helpers they need. */
  react: string[];
  reactBytes: number;
  /** Everything else: the page's own code. */
  ownBytes: number;
}

async function shipment(request: APIRequestContext, path: string): Promise<Shipment> {
  const html = await (await request.get(path)).text();
  const files = shippedWith(scriptsNamedIn(html));
  const react = files.filter((file) => isReact(source(file)) || isBundlerRuntime(file));
  const sum = (list: string[]) => list.reduce((total, file) => total + gzipped(file), 0);
  return {
    path,
    islands: html.match(/<astro-island\b/g)?.length ?? 0,
    files,
    react,
    reactBytes: sum(react),
    ownBytes: sum(files.filter((file) => !react.includes(file))),
  };
}

test.describe("what each page ships", () => {
  test("pages without an island ship no React, and every other page React DOM once and 20 KB of its own", async ({
    request,
  }) => {
    const shipments = [];
    for (const path of pages) shipments.push(await shipment(request, path));
    // The site's own script is one file, the same on every page, so a visitor downloads it once.
    const everywhere = shipments.reduce<string[]>(
      (common, s) => common.filter((file) => s.files.includes(file)),
      shipments[0]?.files ?? [],
    );
    const siteScriptBytes = everywhere.reduce((total, file) => total + gzipped(file), 0);
    console.log(
      [
        `JavaScript each page ships (gzip -9, each file on its own), the site's script (${kb(siteScriptBytes)}) included: page, islands, files, own code, React and React DOM`,
        ...shipments.map((s) => `  ${s.path}: ${s.islands}, ${s.files.length}, ${kb(s.ownBytes)}, ${kb(s.reactBytes)}`),
      ].join("\n"),
    );

    expect(shipments.filter((s) => s.islands === 0).map((s) => s.path)).toEqual(withoutIslands);
    expect(everywhere).toHaveLength(1);
    for (const s of shipments) {
      if (s.islands === 0) {
        expect.soft(s.react, `${s.path} ships React`).toEqual([]);
        // Nothing but the site's script: the browser prefetches links itself.
        expect.soft(s.files, `${s.path} loads a script file besides the site's`).toEqual(everywhere);
      } else {
        expect
          .soft(
            s.react.filter((file) => isReactDomClient(source(file))),
            `${s.path}: React DOM`,
          )
          .toHaveLength(1);
      }
      const pageCode = s.ownBytes - siteScriptBytes;
      expect.soft(pageCode, `${s.path}: ${kb(pageCode)} of its own code`).toBeLessThanOrEqual(OWN_CODE_BUDGET);
    }
    // One React DOM for the whole site: a page with several islands loads it once.
    const clients = new Set(shipments.flatMap((s) => s.react.filter((file) => isReactDomClient(source(file)))));
    expect([...clients]).toHaveLength(1);
  });

  test("no page ships the data client; it comes when a form is sent", async ({ request }) => {
    for (const path of pages) {
      const { files } = await shipment(request, path);
      expect(
        files.filter((file) => isDataClient(source(file))),
        path,
      ).toEqual([]);
    }
  });

  test("the data client arrives when a form is sent", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    await page.route("**/rest/v1/**", (route) => route.abort("connectionrefused"));
    await page.goto("/careers", { waitUntil: "networkidle" });
    expect(scripts.filter((script) => isDataClient(source(script)))).toEqual([]);
    await page.getByRole("button", { name: careers.openings.notifyButton }).click();
    const dialog = page.getByRole("dialog", { name: forms.careerAlerts.title });
    await dialog.getByLabel(forms.careerAlerts.fullName).fill("Neha Kulkarni");
    await dialog.getByLabel(forms.careerAlerts.email).fill("neha@coop.example");
    await dialog.getByRole("button", { name: forms.careerAlerts.submit, exact: true }).click();
    await expect(page.getByText("Something went wrong. Please try again later.")).toBeVisible();
    expect(scripts.filter((script) => isDataClient(source(script)))).toHaveLength(1);
  });
});

test.describe("what each page loads", () => {
  test("no page asks another origin for anything while it loads, pages without an island ask for no React, and every page draws its text in Inter", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(pages.length * 5_000);
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin) foreign.push(request.url());
    });
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    for (const path of pages) {
      scripts.length = 0;
      await page.goto(path, { waitUntil: "networkidle" });
      if (withoutIslands.includes(path))
        expect
          .soft(
            scripts.filter((script) => isReact(source(script))),
            `${path} asks for React`,
          )
          .toEqual([]);
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family);
      });
      expect
        .soft(
          faces.some((family) => /Inter/.test(family)),
          `${path}: ${faces.join(", ")}`,
        )
        .toBe(true);
    }
    expect(foreign).toEqual([]);
  });
});

test.describe("images", () => {
  test("every image the site serves stays under 150 KB", () => {
    const images = readdirSync(client, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(png|jpe?g|webp|avif|svg|gif)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    expect(images.length).toBeGreaterThan(0);
    for (const file of images) expect(readFileSync(file).length, file).toBeLessThanOrEqual(150 * KB);
  });
});
