import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { clientDir } from "../../scripts/build-dir.ts";

import { pages } from "./fixtures";

const client = clientDir();

/** The JavaScript a page fetches at load: its module preloads and imports. */
function initialScripts(path: string): string[] {
  const html = readFileSync(join(client, path === "/" ? "index.html" : `${path.slice(1)}/index.html`), "utf8");
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? "");
  const imports = [...html.matchAll(/import (?:\* as \w+ from )?"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
  return [...new Set([...preloads, ...imports])];
}

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
    await dialog.getByRole("button", { name: "Notify Me", exact: true }).click();
    await expect(page.getByText("Something went wrong. Please try again later.")).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
  });

  test("no page asks another origin for anything while it loads", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin) foreign.push(request.url());
    });
    for (const path of pages) await page.goto(path, { waitUntil: "networkidle" });
    expect(foreign).toEqual([]);
  });
});
