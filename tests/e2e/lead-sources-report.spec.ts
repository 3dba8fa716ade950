// `npm run leads -- sources --format html`: the page it writes, opened from disk in the
// browser, asks nothing of the network, draws its charts, and shows visitors' campaign values
// as text, whatever they hold.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import type { Page } from "@playwright/test";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { contactMessage } from "#tests/support/lead-rows.ts";
import { sourceFigures } from "#scripts/lead-sources/figures.ts";
import { sourcesPage } from "#scripts/lead-sources/page.ts";
import { reportPeriod } from "#scripts/lead-sources/period.ts";

import { expect, test, uniqueEmail } from "./fixtures.ts";

const port = process.env.E2E_PORT ?? "4173";

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "sentinel-sources-report-"));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Opens `file` as a person would, double-clicked: every request the page makes, and every
 * message its console shows, recorded from before it starts loading.
 */
async function openReport(page: Page, file: string) {
  const requests: string[] = [];
  const messages: string[] = [];
  page.context().on("request", (request) => requests.push(request.url()));
  page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(pathToFileURL(file).href);
  return { requests, messages };
}

/** The size of each bar segment of the chart named `name`, and their tooltips. */
async function bars(page: Page, name: string) {
  const chart = page.getByRole("img", { name });
  await expect(chart).toBeVisible();
  return chart.locator("rect.bar").evaluateAll((rects) =>
    rects.map((rect) => {
      const { width, height } = rect.getBoundingClientRect();
      return { width, height, title: rect.querySelector("title")?.textContent ?? "" };
    }),
  );
}

test("the page of where leads came from asks for nothing, draws its charts and fits a phone", async ({ page }) => {
  // A lead as the contact form sends it after a visit from a campaign link.
  const campaign = `e2e-report-${Date.now()}`;
  const stored = await fetch(`http://127.0.0.1:${port}/rest/v1/contact_messages`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify(
      contactMessage(uniqueEmail("sources"), {
        utm_source: campaign,
        utm_medium: "email",
        utm_campaign: "q4-digest",
        landing_path: "/solutions",
        referrer_host: "mail.google.com",
      }),
    ),
  });
  expect(stored.status).toBe(201);

  const file = join(dir, "sources.html");
  const written = spawnSync("node", ["scripts/leads.ts", "sources", "--format", "html", "--out", file], {
    encoding: "utf8",
    env: { ...process.env, HOST: "127.0.0.1", PORT: port, DATA_DIR: process.env.E2E_DATA_DIR ?? "data/e2e" },
  });
  expect(written.status, written.stderr).toBe(0);

  const { requests, messages } = await openReport(page, file);
  const source = page.getByRole("img", { name: "Leads per week by campaign source" });
  await expect(source).toHaveAccessibleDescription(/^Stacked bars, one per week from Week of /);
  const bySource = await bars(page, "Leads per week by campaign source");
  const byPage = await bars(page, "Leads per week by landing page");
  for (const bar of [...bySource, ...byPage]) {
    expect(bar.width, bar.title).toBeGreaterThan(0);
    expect(bar.height, bar.title).toBeGreaterThan(0);
  }
  expect(byPage.length).toBeGreaterThan(0);
  // Other tests' leads share the database: theirs are counted too, but no other has this source.
  expect(bySource.map((bar) => bar.title)).toContainEqual(
    expect.stringMatching(new RegExp(`^Week of .*, ${campaign}: 1 lead$`)),
  );
  const sourceTable = page.getByRole("article", { name: "Campaign source (utm_source)", exact: true });
  // Its visits (none counted), its lead, its conversion.
  await expect(sourceTable.getByRole("row", { name: new RegExp(`^${campaign} 0 1 – `) })).toBeVisible();
  const pageTable = page.getByRole("article", { name: "Landing page", exact: true });
  await expect(pageTable.getByRole("rowheader", { name: "/solutions", exact: true })).toBeVisible();
  // Each chart's figures as a table, for a screen reader.
  await expect(page.getByRole("table", { name: "Leads per week by campaign source" })).toBeAttached();

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await bars(page, "Leads per week by landing page")).every((bar) => bar.width > 0)).toBe(true);

  expect(requests).toEqual([pathToFileURL(file).href]);
  expect(messages).toEqual([]);
});

test("the page shows hostile campaign values as text, and nothing in them runs or loads", async ({ page }) => {
  // Values the database refuses, in case one ever reaches a report another way.
  const script = `</title><script>document.title="pwned";fetch("https://evil.example/")</script>`;
  const image = `"><img src="https://evil.example/pixel.png" onerror="document.title='pwned'">`;
  const now = new Date();
  const period = reportPeriod({ by: "week", now });
  const day = period.until;
  const row = { day, form: "contact-us-form", utm_medium: "cpc", utm_campaign: "q4", leads: 2 };
  const figures = sourceFigures(
    [
      { ...row, landing_path: image, utm_source: script, referrer_host: "www.google.com" },
      {
        ...row,
        landing_path: "/",
        utm_source: "google",
        referrer_host: `x" style="background:url(https://evil.example/bg)`,
      },
    ],
    period,
  );
  const file = join(dir, "hostile.html");
  writeFileSync(file, sourcesPage(figures, { generatedAt: now }));

  const { requests, messages } = await openReport(page, file);
  await expect(page).toHaveTitle(/^Visits, leads and what converts/);
  await expect(page.locator("script, img, iframe, object, embed, link")).toHaveCount(0);
  const sources = page.getByRole("article", { name: "Campaign source (utm_source)", exact: true });
  await expect(sources.getByRole("rowheader", { name: script, exact: true })).toBeVisible();
  const pages = page.getByRole("article", { name: "Landing page", exact: true });
  await expect(pages.getByRole("rowheader", { name: image, exact: true })).toBeVisible();
  const titles = (await bars(page, "Leads per week by campaign source")).map((bar) => bar.title);
  expect(titles).toContainEqual(expect.stringContaining(`, ${script}: 2 leads`));
  expect(requests).toEqual([pathToFileURL(file).href]);
  expect(messages).toEqual([]);
});
