import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { type Locator, type Page, test as base, expect } from "@playwright/test";
import { simpleParser } from "mailparser";

import { sitePages } from "#src/pages.ts";

/**
 * The pointer's move that tells a page the visitor is there: a page runs its JavaScript at the
 * visitor's first intent (scripts/paint-first.ts). Two moves, so the pointer moves wherever it was.
 */
export async function reachForPage(page: Page) {
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
}

/**
 * Playwright's test, with page.goto() and page.reload() waiting until React has hydrated the
 * page (unless the test turns JavaScript off). Pages run their JavaScript after the first paint,
 * at the visitor's first intent, so "load" comes before the forms and controls that need React
 * respond; each of these moves the pointer, as a visitor would, and waits for that. A test of
 * the page before that sets `reachOnLoad: false`.
 */
export const test = base.extend<{ reachOnLoad: boolean }>({
  reachOnLoad: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, reachOnLoad }, providePage) => {
    const hydrated = async <Response>(response: Response) => {
      if (javaScriptEnabled !== false && reachOnLoad) {
        await reachForPage(page);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await providePage(page);
  },
});

export { expect };

/** Every page of the site, as the server serves it. */
export const pages = sitePages;

/**
 * The time a test that loads every page in turn may take. Loaded and hydrated one after
 * another, a page takes 2-3 s on an idle two-core machine and over 5 s on a busy one.
 */
export const EVERY_PAGE_TIMEOUT = pages.length * 15_000;

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

/**
 * Holds back the JavaScript files the page asks for (all of them, or those whose name starts
 * with `name`) until `release` is called, so a test can act on the page as it is before those
 * scripts have run.
 */
export async function holdScripts(page: Page, name?: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(name ? `**/assets/${name}-*.js` : "**/assets/*.js", async (route) => {
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
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await trigger.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

const dataDir = () => process.env.E2E_DATA_DIR ?? "data/e2e";

/**
 * The plain-text part of the .eml the local server wrote for a recipient (no SMTP_URL in tests);
 * with `containing`, the one whose text contains it (the business inbox receives many).
 */
export async function outboxMail(recipient: string, containing?: string): Promise<string> {
  const outbox = join(dataDir(), "outbox");
  const mails = await Promise.all(readdirSync(outbox).map((name) => simpleParser(readFileSync(join(outbox, name)))));
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
