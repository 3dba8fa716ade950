// A person's data rights end to end, against a server of its own: its e-mails go to a real SMTP
// sink and its lead events to a real receiver on loopback, so each step is what a visitor, their
// mail client and the sales team's CRM would see.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { Webhook } from "standardwebhooks";

import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";
import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";
import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { openDataDirDatabase } from "#server/db/pglite.ts";
import { forms } from "#tests/support/forms.ts";
import { careerAlert, reportRequest } from "#tests/support/lead-rows.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { noticeOf } from "#tests/support/notices.ts";
import { dataRights } from "#tests/support/pages.ts";
import { type ServerProcess, startServerProcess } from "#tests/support/server-process.ts";
import { E2E_WEBHOOK_SECRET, type WebhookReceiver, startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

import { expect, test, uniqueEmail } from "./fixtures.ts";

const { form, confirm, withdraw } = dataRights;
const MAIL_TIMEOUT = 30_000;

// One server, mail sink and receiver for the whole file, started once, its tests in order.
test.describe.configure({ mode: "default" });

let server: ServerProcess;
let mail: MailServer;
let crm: WebhookReceiver;
const dataDir = mkdtempSync(join(tmpdir(), "sentinel-e2e-data-rights-"));

async function startServer() {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LEAD_WEBHOOK_URL: crm.url,
    LEAD_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    RATE_LIMIT_PER_MINUTE: "0",
    WORKER_POLL_MS: "100",
  });
}

async function stopServer() {
  server.child.kill("SIGTERM");
  await server.exited;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  mail = await startMailServer();
  crm = await startWebhookReceiver();
  await startServer();
});

test.afterAll(async () => {
  if (server) await stopServer();
  await Promise.all([mail?.close(), crm?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

const serviceKey = () => readFileSync(join(dataDir, "service-role-key"), "utf8").trim();

/** Stores a lead as the form does, as anon, with the notice the visitor was shown. */
async function storeLead(table: "download_report" | "career_alerts", row: Record<string, unknown>) {
  const response = await fetch(`${server.base}/rest/v1/${table}`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ ...row, notice_version: CURRENT_NOTICE_VERSION, notice_language: "en" }),
  });
  expect(response.status, await response.text()).toBe(201);
}

/** The rows of a lead table for an address, read with the service key as the business would. */
async function rowsOf(table: string, email: string): Promise<Record<string, unknown>[]> {
  const key = serviceKey();
  const response = await fetch(`${server.base}/rest/v1/${table}?select=*&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** Whom marketing e-mail may go to, read with the service key as `npm run leads -- marketing` does. */
async function marketingAudience(): Promise<Record<string, unknown>[]> {
  const key = serviceKey();
  const response = await fetch(`${server.base}/rest/v1/rpc/marketing_audience`, {
    method: "POST",
    headers: { apikey: key, Authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** Every e-mail to `address` so far whose subject matches. */
const mailsTo = (address: string, subject: RegExp) =>
  mail.received.filter(
    (parsed) => JSON.stringify(parsed.to ?? "").includes(address) && subject.test(parsed.subject ?? ""),
  );

/** The first e-mail to `address` whose subject matches, once it has arrived. */
async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  await expect.poll(() => mailsTo(address, subject).length, { timeout: MAIL_TIMEOUT }).toBeGreaterThan(0);
  return mailsTo(address, subject)[0] as ParsedMail;
}

/** The link of a page under `path` that an e-mail's text carries, with its token in the fragment. */
function linkIn(parsed: ParsedMail, path: string): URL {
  const found = new RegExp(`https?://\\S+${path}#token=[0-9a-f]+`).exec(parsed.text ?? "");
  expect(found, parsed.text).not.toBeNull();
  return new URL(found?.[0] ?? "");
}

/** The same page and token on the server as it runs now (its port changes on a restart). */
const here = (link: URL) => `${server.base}${link.pathname}${link.search}${link.hash}`;

/** Makes a request on /data-rights as a visitor does, and returns the one answer the page gives. */
async function request(page: Page, email: string, kind: keyof typeof form.kinds, correction?: string) {
  await page.goto(`${server.base}${DATA_RIGHTS_PAGES.request}`);
  await page.getByLabel(form.labels.email).fill(email);
  await page.getByRole("radio", { name: form.kinds[kind] }).check();
  if (correction) await page.getByLabel(form.labels.correction).fill(correction);
  await page.getByRole("button", { name: form.submit }).click();
  const answer = page.getByRole("status").filter({ hasText: form.sent.title });
  await expect(answer).toBeVisible();
  return answer.innerText();
}

/** Asks for `kind` for the address, and the confirm link its verification e-mail carries. */
async function verificationLink(page: Page, email: string, kind: keyof typeof form.kinds, correction?: string) {
  await request(page, email, kind, correction);
  return linkIn(await mailTo(email, /^Confirm /), DATA_RIGHTS_PAGES.confirm);
}

/** Opens a link page and presses its button; resolves once the outcome shows. */
async function press(page: Page, url: string, button: string, outcome: string) {
  await page.goto(url);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { name: outcome })).toBeFocused();
}

/** The signed lead.erased event the receiver got for an address, verified as a CRM would. */
async function erasedEvent(email: string) {
  let body = "";
  await expect
    .poll(
      () => {
        const receipt = crm.received.find((r) => r.body.includes('"lead.erased"') && r.body.includes(`"${email}"`));
        if (!receipt) return false;
        body = JSON.stringify(new Webhook(E2E_WEBHOOK_SECRET).verify(receipt.body, receipt.headers));
        return true;
      },
      { timeout: MAIL_TIMEOUT },
    )
    .toBe(true);
  return JSON.parse(body) as { type: string; data: { email: string; leads: Record<string, number[]> } };
}

test.describe("the request form", () => {
  test("names each failing field beside it, keeps what was typed, works by keyboard at 360 px, and is busy while it sends", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${server.base}${DATA_RIGHTS_PAGES.request}`);
    const email = page.getByLabel(form.labels.email);
    const submit = page.getByRole("button", { name: form.submit });

    await submit.click();
    await expect(page.getByText(form.errors.emailRequired)).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");

    await page.keyboard.type("priya at bank");
    await page.keyboard.press("Enter");
    await expect(page.getByText(form.errors.emailInvalid)).toBeVisible();
    await expect(email).toHaveValue("priya at bank");

    const address = uniqueEmail("rights-form");
    await email.fill(address);
    await page.keyboard.press("Enter");
    await expect(page.getByText(form.errors.kindRequired)).toBeVisible();

    // Into the radio group and on to "correction" with the arrow keys, as a keyboard user does.
    await page.getByRole("radio", { name: form.kinds.copy }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: form.kinds.correction })).toBeChecked();
    const correction = page.getByLabel(form.labels.correction);
    await expect(correction).toBeVisible();
    await submit.press("Enter");
    await expect(page.getByText(form.errors.correctionRequired)).toBeVisible();
    await expect(correction).toBeFocused();
    await expect(email).toHaveValue(address);

    await correction.fill("My company is Kaveri Bank, not Kaveri Finance.");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/rest/v1/rpc/request_data_rights", async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    const busy = page.getByRole("button", { name: "Sending…" });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toHaveAttribute("aria-disabled", "true");
    release();
    await expect(page.getByRole("heading", { name: form.sent.title })).toBeFocused();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  test("asks for the correction as soon as it is chosen, even while the page's script still loads", async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server.base}${DATA_RIGHTS_PAGES.request}`, { waitUntil: "commit" });
    const correction = page.getByLabel(form.labels.correction);
    await expect(page.getByRole("radio", { name: form.kinds.erasure })).toBeVisible();
    await expect(correction).toBeHidden();
    await page.getByRole("radio", { name: form.kinds.correction }).check();
    await expect(correction).toBeVisible();
    await page.getByRole("radio", { name: form.kinds.copy }).check();
    await expect(correction).toBeHidden();
    release();
  });

  test("says to try again later on a 429, and keeps what was typed", async ({ page }) => {
    await page.goto(`${server.base}${DATA_RIGHTS_PAGES.request}`);
    await page.route("**/rest/v1/rpc/request_data_rights", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ code: "PT429", message: "Too many requests", details: null, hint: null }),
      }),
    );
    const address = uniqueEmail("rights-limited");
    await page.getByLabel(form.labels.email).fill(address);
    await page.getByRole("radio", { name: form.kinds.erasure }).check();
    await page.getByRole("button", { name: form.submit }).click();
    await expect(page.getByRole("alert")).toContainText(form.limited.title);
    await expect(page.getByLabel(form.labels.email)).toHaveValue(address);
    await expect(page.getByRole("radio", { name: form.kinds.erasure })).toBeChecked();
  });

  test("tells a mailbox that had its links in the last hour when to try again, rather than that a link is on its way", async ({
    page,
  }) => {
    // A domain of its own: the file's other requests spend bank.example's 10 an hour.
    const email = uniqueEmail("rights-spent").replace("@bank.example", "@spent.example");
    for (let i = 0; i < 3; i++) await request(page, email, "copy");
    await page.goto(`${server.base}${DATA_RIGHTS_PAGES.request}`);
    await page.getByLabel(form.labels.email).fill(email);
    await page.getByRole("radio", { name: form.kinds.erasure }).check();
    await page.getByRole("button", { name: form.submit }).click();
    const answer = page.getByRole("status");
    await expect(answer.getByRole("heading", { name: form.spent.title })).toBeFocused();
    await expect(answer).toContainText(/try again at \d\d:\d\d IST/);
    await expect(answer).not.toContainText(form.sent.title);
    await expect.poll(() => mailsTo(email, /^Confirm /).length, { timeout: MAIL_TIMEOUT }).toBe(3);
  });

  test("gives one answer for a known and an unknown address, and the unknown one no e-mail with data", async ({
    page,
  }) => {
    const known = uniqueEmail("rights-known");
    const unknown = uniqueEmail("rights-unknown");
    await storeLead("career_alerts", careerAlert(known));
    const answers = [await request(page, known, "copy"), await request(page, unknown, "copy")];
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).not.toContain(known);

    await press(
      page,
      here(linkIn(await mailTo(unknown, /^Confirm /), DATA_RIGHTS_PAGES.confirm)),
      confirm.button,
      confirm.outcomes.done.copy.title,
    );
    const nothing = await mailTo(unknown, /no personal data/i);
    expect(nothing.attachments).toEqual([]);
    expect(nothing.text).not.toContain("Neha K");
  });
});

test.describe("requests confirmed through the link e-mailed to the address", () => {
  test("a copy: every row held, as text and as JSON", async ({ page }) => {
    const email = uniqueEmail("rights-copy");
    await storeLead("career_alerts", careerAlert(email));
    const link = await verificationLink(page, email, "copy");
    await press(page, here(link), confirm.button, confirm.outcomes.done.copy.title);
    const copy = await mailTo(email, /copy of the data we hold/i);
    expect(copy.text).toContain("Neha K");
    const json = copy.attachments.find((attachment) => attachment.contentType === "application/json");
    const held = JSON.parse(json?.content.toString("utf8") ?? "{}") as Record<string, { email: string }[]>;
    expect(held.career_alerts?.map((row) => row.email)).toEqual([email]);
  });

  test("erasure: the rows go, a confirmation follows, and the CRM gets a signed lead.erased", async ({ page }) => {
    const email = uniqueEmail("rights-erasure");
    await storeLead("career_alerts", careerAlert(email));
    const [{ id }] = (await rowsOf("career_alerts", email)) as [{ id: number }];
    const link = await verificationLink(page, email, "erasure");
    await press(page, here(link), confirm.button, confirm.outcomes.done.erasure.title);
    expect(await rowsOf("career_alerts", email)).toEqual([]);
    await mailTo(email, /erased/i);
    const event = await erasedEvent(email);
    expect(event).toMatchObject({ type: "lead.erased", data: { email, leads: { career_alerts: [id] } } });
  });

  test("a correction: recorded, and the business told what to correct", async ({ page }) => {
    const email = uniqueEmail("rights-correction");
    const correction = `Designation is Chief Risk Officer (${email}).`;
    const link = await verificationLink(page, email, "correction", correction);
    await press(page, here(link), confirm.button, confirm.outcomes.done.correction.title);
    await expect
      .poll(
        () =>
          mail.received.some((parsed) => /correction/i.test(parsed.subject ?? "") && parsed.text?.includes(correction)),
        {
          timeout: MAIL_TIMEOUT,
        },
      )
      .toBe(true);
  });

  test("a used link, a forged token and a page without a token are refused, with the way to a new request", async ({
    page,
  }) => {
    const email = uniqueEmail("rights-reused");
    const link = await verificationLink(page, email, "withdrawal");
    await press(page, here(link), confirm.button, confirm.outcomes.done.withdrawal.title);
    await press(page, here(link), confirm.button, confirm.outcomes.used.title);
    await expect(page.getByRole("link", { name: confirm.again })).toHaveAttribute("href", DATA_RIGHTS_PAGES.request);

    await press(
      page,
      `${server.base}${DATA_RIGHTS_PAGES.confirm}?token=${"0".repeat(64)}`,
      confirm.button,
      confirm.outcomes.invalid.title,
    );

    await page.goto(`${server.base}${DATA_RIGHTS_PAGES.confirm}`);
    await expect(page.getByRole("heading", { name: confirm.noToken.title })).toBeVisible();
    await expect(page.getByRole("button", { name: confirm.button })).toHaveCount(0);
  });

  test("an expired link is refused", async ({ page }) => {
    const email = uniqueEmail("rights-expired");
    const link = await verificationLink(page, email, "copy");
    // The server holds its database: stopped, the link's request is moved past its hours, restarted.
    await stopServer();
    const db = await openDataDirDatabase(dataDir);
    try {
      const { rows } = await db.query(
        `update private.data_rights_requests set expires_at = now() - interval '1 minute'
          where address_hash = private.address_hash($1) returning id`,
        [email],
      );
      expect(rows).toHaveLength(1);
    } finally {
      await db.close();
    }
    await startServer();
    await press(page, here(link), confirm.button, confirm.outcomes.expired.title);
    expect(mailsTo(email, /copy of the data|no personal data/i)).toEqual([]);
  });

  test("opening a confirm link changes nothing until its button is pressed, and sends no Referer", async ({ page }) => {
    const email = uniqueEmail("rights-get");
    await storeLead("career_alerts", careerAlert(email));
    const link = await verificationLink(page, email, "erasure");
    const response = await page.goto(here(link));
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("button", { name: confirm.button })).toBeVisible();
    expect(await rowsOf("career_alerts", email)).toHaveLength(1);
  });
});

test.describe("withdrawal from an e-mail", () => {
  test("from a real report e-mail: GET of its List-Unsubscribe URL changes nothing, the RFC 8058 POST erases", async ({
    request,
  }) => {
    const email = uniqueEmail("rights-one-click");
    await storeLead("download_report", reportRequest(email));
    const report = await mailTo(email, /^Your copy of the/);
    const header = (name: string) => report.headerLines.find((line) => line.key === name)?.line ?? "";
    expect(header("list-unsubscribe-post")).toMatch(/List-Unsubscribe=One-Click/);
    const url = /<(https?:[^>]+)>/.exec(header("list-unsubscribe"))?.[1] ?? "";
    expect(new URL(url).pathname).toBe(DATA_RIGHTS_PAGES.withdraw);
    expect(report.text).toContain(withdraw.button);

    const opened = await request.get(here(new URL(url)));
    expect(opened.status()).toBe(200);
    expect(await rowsOf("download_report", email)).toHaveLength(1);

    const posted = await request.post(here(new URL(url)), {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(posted.status()).toBe(200);
    expect(await rowsOf("download_report", email)).toEqual([]);
    const event = await erasedEvent(email);
    expect(event.data.email).toBe(email);
  });

  test("the e-mail's link opens a page whose button withdraws consent and erases", async ({ page }) => {
    const email = uniqueEmail("rights-withdraw-page");
    await storeLead("download_report", reportRequest(email));
    const link = linkIn(await mailTo(email, /^Your copy of the/), DATA_RIGHTS_PAGES.withdraw);
    await press(page, here(link), withdraw.button, withdraw.outcomes.withdrawn.title);
    expect(await rowsOf("download_report", email)).toEqual([]);
    await press(
      page,
      `${server.base}${DATA_RIGHTS_PAGES.withdraw}?token=${"0".repeat(64)}`,
      withdraw.button,
      withdraw.outcomes.invalid.title,
    );
  });

  test("a link past its days is refused, erases nothing, and leads to the data-rights page", async ({ page }) => {
    const email = uniqueEmail("rights-withdraw-expired");
    await storeLead("download_report", reportRequest(email));
    const link = linkIn(await mailTo(email, /^Your copy of the/), DATA_RIGHTS_PAGES.withdraw);
    // The server holds its database: stopped, the address's withdrawal links are moved past their days, restarted.
    await stopServer();
    const db = await openDataDirDatabase(dataDir);
    try {
      const { rows } = await db.query(
        `update private.withdrawal_links set expires_at = now() - interval '1 minute'
          where address_hash = private.address_hash($1) returning token_hash`,
        [email],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
    await startServer();
    await press(page, here(link), withdraw.button, withdraw.outcomes.expired.title);
    await expect(page.getByRole("link", { name: withdraw.again })).toHaveAttribute("href", DATA_RIGHTS_PAGES.request);
    expect(await rowsOf("download_report", email)).toHaveLength(1);
  });
});

test.describe("marketing e-mails only the person can ask for", () => {
  test("a ticked box on the contact form counts once the link e-mailed to the address is pressed", async ({ page }) => {
    const email = uniqueEmail("rights-marketing");
    await page.goto(`${server.base}/contact`);
    const { labels, submit } = forms.contactForm;
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: submit }) });
    await form.getByLabel(labels.full_name).fill("Ananya Rao");
    await form.getByLabel(labels.email).fill(email);
    await form.getByLabel(labels.company).fill("Kaveri Bank");
    await form.getByLabel(labels.question).selectOption("General Inquiry");
    await form.getByLabel(labels.message).fill("Please send us your research.");
    await form.getByRole("checkbox", { name: noticeOf("contact").en.optIn }).check();
    await form.getByRole("button", { name: submit }).click();
    await expect(page.getByText(forms.toasts.confirmInvitations)).toBeVisible();

    // Nothing counts yet: the box may have been ticked by anyone, for any address. The e-mail
    // names the details the form gave, so its reader confirms only their own.
    const verify = await mailTo(email, /^Confirm that you want/);
    expect(verify.text).toContain("Name: Ananya Rao; Company: Kaveri Bank");
    expect((await marketingAudience()).map((consent) => consent.email)).not.toContain(email);

    const link = linkIn(verify, DATA_RIGHTS_PAGES.confirm);
    await press(page, here(link), confirm.button, confirm.outcomes.done.marketing.title);
    await expect(page).toHaveURL(`${server.base}${DATA_RIGHTS_PAGES.confirm}`);
    expect(await marketingAudience()).toContainEqual(
      expect.objectContaining({ email, company: "Kaveri Bank", confirmed_by: "email-link" }),
    );
  });
});
