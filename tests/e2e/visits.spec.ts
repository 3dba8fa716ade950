// Visits counted as a person's browser makes them: once per tab, on the landing page, with no
// cookie and nothing that tells one visitor from another. Chromium under automation says
// navigator.webdriver, which the site does not count, so these contexts look like a person's
// browser: an ordinary user agent and navigator.webdriver false.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { Browser, BrowserContext, Page } from "@playwright/test";

import { expect, sendContactForm, test, uniqueEmail } from "./fixtures.ts";

const port = process.env.E2E_PORT ?? "4173";
const origin = `http://127.0.0.1:${port}`;
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

interface Browsing {
  context: BrowserContext;
  page: Page;
  /** Every request the context made, by address. */
  requests: string[];
}

/** A new browser profile: a person's unless `automated`, sending GPC or DNT when asked. */
async function browse(
  browser: Browser,
  { automated = false, gpc = false, dnt = false }: { automated?: boolean; gpc?: boolean; dnt?: boolean } = {},
): Promise<Browsing> {
  const context = await browser.newContext({ userAgent: automated ? undefined : USER_AGENT });
  await context.addInitScript(
    ({ automated, gpc, dnt }) => {
      if (!automated) Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
      if (gpc) Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
      if (dnt) Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" });
    },
    { automated, gpc, dnt },
  );
  const requests: string[] = [];
  context.on("request", (request) => requests.push(request.url()));
  return { context, page: await context.newPage(), requests };
}

const counted = (requests: string[]) => requests.filter((url) => url.includes("/rest/v1/rpc/count_visit"));

/** Rows of a table or view as the business reads them, with the service key the server wrote. */
async function readAsBusiness(path: string): Promise<Record<string, unknown>[]> {
  const key = readFileSync(join(process.env.E2E_DATA_DIR ?? "data/e2e", "service-role-key"), "utf8").trim();
  const response = await fetch(`${origin}/rest/v1/${path}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  if (!response.ok) throw new Error(`reading ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>[];
}

/** The visits counted for `campaign`, all days and pages together. */
const visitsOf = async (campaign: string) =>
  (await readAsBusiness(`visit_counts?select=visits&utm_campaign=eq.${encodeURIComponent(campaign)}`)).reduce(
    (sum, row) => sum + Number(row.visits),
    0,
  );

/** A person's visit from a campaign link, counted: the fence after which no earlier beacon is still on its way. */
async function countedVisit(browser: Browser, campaign: string, expected: number) {
  const { context, page } = await browse(browser);
  await page.goto(`/?utm_source=linkedin&utm_medium=paid_social&utm_campaign=${campaign}`);
  await expect.poll(() => visitsOf(campaign), { timeout: 15_000 }).toBe(expected);
  await context.close();
}

test("a visit counts once per tab, on its landing page; one that sends a form counts as a visit and a lead", async ({
  browser,
}) => {
  const campaign = `e2e-visits-${Date.now()}`;
  const person = await browse(browser);
  const { page } = person;
  await page.goto(`/solutions?utm_source=linkedin&utm_medium=paid_social&utm_campaign=${campaign}`, {
    referer: "https://www.linkedin.com/feed/",
  });
  await expect.poll(() => visitsOf(campaign), { timeout: 15_000 }).toBe(1);
  await page.reload();
  await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await sendContactForm(page, uniqueEmail("visit"));

  // Another person's visit: counted after anything the first tab could still have sent.
  await countedVisit(browser, campaign, 2);
  expect(counted(person.requests)).toHaveLength(1);
  expect(await person.context.cookies()).toEqual([]);
  expect(person.requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);

  const rows = await readAsBusiness(
    `visit_counts?select=landing_path,utm_source,utm_medium,referrer_host,visits&utm_campaign=eq.${campaign}&order=landing_path`,
  );
  expect(rows).toEqual([
    { landing_path: "/", utm_source: "linkedin", utm_medium: "paid_social", referrer_host: null, visits: 1 },
    {
      landing_path: "/solutions",
      utm_source: "linkedin",
      utm_medium: "paid_social",
      referrer_host: "www.linkedin.com",
      visits: 1,
    },
  ]);
  const conversion = await readAsBusiness(
    `lead_conversion?select=landing_path,visits,leads&utm_campaign=eq.${campaign}&order=landing_path`,
  );
  expect(conversion).toEqual([
    { landing_path: "/", visits: 1, leads: 0 },
    { landing_path: "/solutions", visits: 1, leads: 1 },
  ]);

  // Nothing stored anywhere the business reads holds the browser's user agent, and the counts
  // hold no address.
  for (const table of [
    "visit_counts",
    "lead_conversion",
    "lead_sources",
    "contact_messages",
    "download_report",
    "career_alerts",
  ]) {
    const stored = JSON.stringify(await readAsBusiness(`${table}?select=*`));
    expect(stored, table).not.toContain(USER_AGENT);
    expect(stored, table).not.toContain("Mozilla/");
    if (table === "visit_counts" || table === "lead_conversion") expect(stored, table).not.toContain("127.0.0.1");
  }
  await person.context.close();
});

test("a browser that sends Global Privacy Control or Do-Not-Track, or that a program drives, is not counted", async ({
  browser,
}) => {
  const campaign = `e2e-not-counted-${Date.now()}`;
  const browsers = [
    await browse(browser, { gpc: true }),
    await browse(browser, { dnt: true }),
    await browse(browser, { automated: true }),
  ];
  for (const { page } of browsers) {
    await page.goto(`/?utm_source=linkedin&utm_campaign=${campaign}`);
    await expect(page.getByRole("banner")).toBeVisible();
  }
  await countedVisit(browser, campaign, 1);
  for (const { requests, context } of browsers) {
    expect(counted(requests)).toEqual([]);
    await context.close();
  }
});

/** `npm run leads -- sources --format csv` against the test's server: the row of `campaign`, by column. */
function campaignInReport(campaign: string): Record<string, string> {
  const result = spawnSync("node", ["scripts/leads.ts", "sources", "--format", "csv"], {
    encoding: "utf8",
    env: { ...process.env, HOST: "127.0.0.1", PORT: port, DATA_DIR: process.env.E2E_DATA_DIR ?? "data/e2e" },
  });
  expect(result.status, result.stderr).toBe(0);
  const [header = "", ...lines] = result.stdout.trim().split("\n");
  const line = lines.find((text) => text.startsWith(`utm_campaign,${campaign},`)) ?? "";
  const cells = line.split(",");
  return Object.fromEntries(header.split(",").map((column, index) => [column, cells[index] ?? ""]));
}

test("five visits from two campaigns, one sending the contact form, read in the report as visits and leads", async ({
  browser,
}) => {
  const stamp = Date.now();
  const [first, second] = [`e2e-steer-a-${stamp}`, `e2e-steer-b-${stamp}`];
  const people: Browsing[] = [];
  for (const campaign of [first, first, first, second, second]) {
    const person = await browse(browser);
    people.push(person);
    await person.page.goto(`/?utm_source=linkedin&utm_medium=paid_social&utm_campaign=${campaign}`);
    await expect(person.page.getByRole("banner")).toBeVisible();
  }
  const sender = people[0] as Browsing;
  await sender.page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
  await sendContactForm(sender.page, uniqueEmail("steer"));
  await expect.poll(() => visitsOf(first), { timeout: 15_000 }).toBe(3);
  await expect.poll(() => visitsOf(second), { timeout: 15_000 }).toBe(2);

  expect(campaignInReport(first)).toMatchObject({ visits: "3", leads: "1" });
  expect(campaignInReport(second)).toMatchObject({ visits: "2", leads: "0" });
  for (const { context, requests } of people) {
    expect(await context.cookies()).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    await context.close();
  }
});
