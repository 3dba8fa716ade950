import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { type Locator, type Page, expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";

import { industries, solutions } from "#tests/support/catalogue.ts";
import { forms } from "#tests/support/forms.ts";

// Playwright's own test: page.goto() waits for the page's load event and nothing else, as a
// visitor's browser does. Nothing moves the pointer or waits for a page-wide mark before a
// step. A test that needs an island waits for the island to respond as a visitor sees it: a
// toast, a typed character, an opened dialog, with Playwright's auto-waiting assertions.
export { expect, test };

/** The ten detail pages, one per slug of the catalogue. */
export const detailPaths = [
  ...solutions.map(({ id }) => `/solutions/${id}`),
  ...industries.map(({ id }) => `/industries/${id}`),
];

/**
 * Every page of the site: the spec's route table (SPEC.md section 2), its ten detail pages
 * from the catalogue, the ROI calculator and the data-rights page (DESIGN.md section 5); not
 * the two pages only an e-mailed link opens (tests/e2e/data-rights.spec.ts). Written here on purpose,
 * apart from the site's own page list, so the tests notice a page that goes missing.
 */
export const pages: readonly string[] = [
  "/",
  "/about",
  "/solutions",
  "/industries",
  "/contact",
  "/terms-of-service",
  "/privacy-policy",
  "/careers",
  "/roi-calculator",
  "/data-rights",
  ...detailPaths,
];

/** The time a test that loads every page in turn may take, on a busy two-core machine. */
export const EVERY_PAGE_TIMEOUT = pages.length * 8_000;

/**
 * The layout shifts since the page began to load, none counted after input, each with what
 * moved (an element and the start of its words) for a failure's message. A buffered observer
 * holds every earlier entry at once: takeRecords reads them without waiting for a callback
 * that never comes when nothing moved.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    return (observer.takeRecords() as Shift[])
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => ({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: entry.sources.map(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const words = (node?.textContent ?? "").trim().slice(0, 40);
          return `${element?.tagName.toLowerCase() ?? "?"}${element?.id ? `#${element.id}` : ""} "${words}"`;
        }),
      }));
  });

/**
 * Scrolls to `y` and returns once the page's scroll listeners have heard of it: the browser
 * dispatches the scroll event a frame after the position changes.
 */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === top) return resolve();
        window.addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo({ top, behavior: "instant" });
      }),
    y,
  );
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * When each island of the page asked for its code (its component module's fetch, in the page's
 * clock), or undefined for one that has not yet: those that wait for an idle moment ask late.
 */
export function islandsAskedAt(page: Page): Promise<(number | undefined)[]> {
  return page.locator("astro-island").evaluateAll((islands) =>
    islands.map((island) => {
      const url = new URL(island.getAttribute("component-url") ?? "", location.href).href;
      return performance.getEntriesByName(url)[0]?.startTime;
    }),
  );
}

/**
 * Holds back every JavaScript file the page asks for (the site's bundled scripts and its
 * islands' modules) until `release` is called, so a test can act on the page as it is before
 * those scripts have run. The page's inline scripts still run. A page whose module scripts are
 * held never reaches DOMContentLoaded, so open it with `page.goto(path, { waitUntil: "commit" })`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens a dialog from its trigger and closes it by Escape, by the backdrop and by its close button. */
export async function expectDialogToClose(page: Page, trigger: Locator, dialog: Locator) {
  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await trigger.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** Fills the demo-request dialog's required fields for a valid request from this address. */
export async function fillDemoRequest(dialog: Locator, email: string) {
  const { labels } = forms.demoRequest;
  await dialog.getByLabel(labels.name).fill("Kavitha Raghunathan");
  await dialog.getByLabel(labels.phone).fill("+91 98450 12345");
  await dialog.getByLabel(labels.email).fill(email);
  await dialog.getByLabel(labels.company).fill("Ledgerleaf Fintech");
}

/** Fills the contact form as a person would, sends it, and waits for its thanks. */
export async function sendContactForm(page: Page, email: string) {
  await page.getByPlaceholder("Full Name *", { exact: true }).fill("Anita Rao");
  await page.getByPlaceholder("Email Address *", { exact: true }).fill(email);
  await page.getByPlaceholder("Company Name *", { exact: true }).fill("Kaveri Bank");
  await page.getByPlaceholder("Phone Number*", { exact: true }).fill("+91 98765 43210");
  await page.locator('select[name="question"]').selectOption("Product Demo Request");
  await page.locator('textarea[name="message"]').fill("Transaction monitoring for our UPI volumes.");
  await page.getByRole("button", { name: forms.contactForm.submit }).click();
  await expect(page.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
}

/** Records every request to the data interface, so a test can prove nothing was sent. */
export function watchApi(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/rest/v1/")) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

/** Collects uncaught errors and console errors, so a test can show a page ran cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

const dataDir = () => process.env.E2E_DATA_DIR ?? "data/e2e";

/**
 * The plain-text part of the .eml the local server wrote for a recipient (no SMTP_URL in tests);
 * with `containing`, the one whose text contains it (the business inbox receives many).
 */
export async function outboxMail(recipient: string, containing?: string): Promise<string> {
  const outbox = join(dataDir(), "outbox");
  const written = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
  const mails = await Promise.all(written.map((name) => simpleParser(readFileSync(join(outbox, name)))));
  const mail = mails.find(
    (parsed) =>
      JSON.stringify(parsed.to).includes(recipient) && (containing === undefined || parsed.text?.includes(containing)),
  );
  if (!mail?.text) throw new Error(`no e-mail to ${recipient} in ${outbox}`);
  return mail.text;
}

/** Reads rows as the business would, with the service key the server wrote at start. */
export async function readRows(table: string, email: string): Promise<Record<string, unknown>[]> {
  const key = readFileSync(join(dataDir(), "service-role-key"), "utf8").trim();
  const response = await fetch(
    `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/rest/v1/${table}?select=*&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: key, Authorization: `Bearer ${key}` } },
  );
  if (!response.ok) throw new Error(`reading ${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>[];
}

let counter = 0;
/** An e-mail address no other test uses (the database allows five rows per address an hour). */
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${(counter += 1)}.${process.pid}@bank.example`;

/** True when one box-shadow layer is an opaque ring: a spread above zero and a colour that is not transparent. */
const isRing = (layer: string) => !layer.startsWith("rgba(0, 0, 0, 0)") && / 0px 0px 0px [1-9][\d.]*px$/.test(layer);

/** The focused element shows an indicator: an outline, or the ring the form fields draw with box-shadow. */
export async function expectFocusRing(target: Locator) {
  const { outlineStyle, outlineWidth, boxShadow } = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outlineStyle: style.outlineStyle, outlineWidth: style.outlineWidth, boxShadow: style.boxShadow };
  });
  const outline = outlineStyle !== "none" && parseFloat(outlineWidth) > 0;
  // Commas also separate the channels inside rgba()/oklab(), so split only outside parentheses.
  const ring = boxShadow.split(/,(?![^(]*\))/).some((layer) => isRing(layer.trim()));
  expect(outline || ring, `focus indicator (outline ${outlineStyle} ${outlineWidth}, box-shadow ${boxShadow})`).toBe(
    true,
  );
}

/** One press of Tab must land on the target, and the target must show that it has focus. */
export async function tabTo(page: Page, target: Locator) {
  await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
  await expectFocusRing(target);
}

/**
 * The cards of a list, as they sit at `width` px: every row runs from the list's left edge to
 * its right, and the last row holds more than one card wherever two columns show. Returns the
 * number of cards it saw.
 */
export async function expectFilledRows(page: Page, list: Locator, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 900 });
  await list.scrollIntoViewIfNeeded();
  const bounds = await list.boundingBox();
  const cards = await list.locator(":scope > *").evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { top: Math.round(box.top), left: box.left, right: box.right };
    }),
  );
  const rows = [...Map.groupBy(cards, (card) => card.top).values()];
  for (const row of rows) {
    expect(Math.min(...row.map((card) => card.left)), `${width} px`).toBeCloseTo(bounds?.x ?? 0, 0);
    expect(Math.max(...row.map((card) => card.right)), `${width} px`).toBeCloseTo(
      (bounds?.x ?? 0) + (bounds?.width ?? 0),
      0,
    );
  }
  const widest = Math.max(...rows.map((row) => row.length));
  if (widest > 1 && cards.length > 1) expect(rows.at(-1)?.length, `${width} px: the last row`).toBeGreaterThan(1);
  return cards.length;
}
