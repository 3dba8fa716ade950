// The two pages an e-mailed link opens, as a visitor's browser opens them: the token comes in
// the address's fragment (older links: its query string), leaves the address bar at once, and
// the press still acts with it. The tokens here are forged, so the database answers "invalid";
// tests/e2e/data-rights.spec.ts follows real links from real e-mails.
import type { Page } from "@playwright/test";

import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";
import { dataRights } from "#tests/support/pages.ts";

import { expect, holdScripts, test } from "./fixtures.ts";

const linkPages = [
  { name: "confirm", path: DATA_RIGHTS_PAGES.confirm, copy: dataRights.confirm, call: "confirm_data_rights" },
  { name: "withdraw", path: DATA_RIGHTS_PAGES.withdraw, copy: dataRights.withdraw, call: "withdraw_consent" },
] as const;

let counter = 0;
/** A token no other test uses, shaped as the e-mails' are (hex). */
const forgedToken = () => `${Date.now().toString(16)}${(counter += 1).toString(16)}`.padEnd(64, "0");

/** The token the page sends when its button is pressed. */
async function tokenSentOnPress(page: Page, button: string, call: string) {
  const sent = page.waitForRequest((request) => request.url().endsWith(`/rest/v1/rpc/${call}`));
  await page.getByRole("button", { name: button }).click();
  return ((await sent).postDataJSON() as { token: string }).token;
}

for (const { name, path, copy, call } of linkPages) {
  test.describe(`the ${name} page`, () => {
    test("takes a fragment's token out of the address bar, keeping the rest, and acts with it on the press", async ({
      page,
    }) => {
      const token = forgedToken();
      await page.goto(`${path}?utm_source=mail#token=${token}`);
      await expect(page).toHaveURL(`${path}?utm_source=mail`);
      expect(await tokenSentOnPress(page, copy.button, call)).toBe(token);
      await expect(page.getByRole("heading", { name: copy.outcomes.invalid.title })).toBeFocused();
    });

    test("takes an older link's query token out of the address bar too, and acts with it on the press", async ({
      page,
    }) => {
      const token = forgedToken();
      await page.goto(`${path}?token=${token}`);
      await expect(page).toHaveURL(path);
      expect(await tokenSentOnPress(page, copy.button, call)).toBe(token);
      await expect(page.getByRole("heading", { name: copy.outcomes.invalid.title })).toBeFocused();
    });

    test("leaves no token in the history: Back and Forward pass the page's address without it", async ({ page }) => {
      await page.goto(DATA_RIGHTS_PAGES.request);
      await page.goto(`${path}#token=${forgedToken()}`);
      await expect(page).toHaveURL(path);
      await page.goBack();
      await expect(page).toHaveURL(DATA_RIGHTS_PAGES.request);
      await page.goForward();
      await expect(page).toHaveURL(path);
    });

    test("keeps a press made before its script has run, and acts with the link's token", async ({ page }) => {
      const token = forgedToken();
      const release = await holdScripts(page);
      await page.goto(`${path}#token=${token}`, { waitUntil: "commit" });
      const sent = page.waitForRequest((request) => request.url().endsWith(`/rest/v1/rpc/${call}`));
      await page.getByRole("button", { name: copy.button }).click();
      release();
      expect(((await sent).postDataJSON() as { token: string }).token).toBe(token);
      await expect(page.getByRole("heading", { name: copy.outcomes.invalid.title })).toBeFocused();
      await expect(page).toHaveURL(path);
    });

    test("acts on a second link opened in the same tab with that link's token", async ({ page }) => {
      await page.goto(`${path}#token=${forgedToken()}`);
      await tokenSentOnPress(page, copy.button, call);
      await expect(page.getByRole("heading", { name: copy.outcomes.invalid.title })).toBeFocused();

      const second = forgedToken();
      await page.goto(`${path}#token=${second}`);
      await expect(page).toHaveURL(path);
      expect(await tokenSentOnPress(page, copy.button, call)).toBe(second);
      await expect(page.getByRole("heading", { name: copy.outcomes.invalid.title })).toBeFocused();
    });

    test("opened without a token, says it needs the e-mail's link and offers no button", async ({ page }) => {
      await page.goto(`${path}?utm_source=mail`);
      await expect(page.getByRole("heading", { name: copy.noToken.title })).toBeVisible();
      await expect(page.getByRole("button", { name: copy.button })).toHaveCount(0);
      await expect(page).toHaveURL(`${path}?utm_source=mail`);
    });
  });
}
