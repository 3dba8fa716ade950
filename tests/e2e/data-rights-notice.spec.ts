import type { Locator, Page } from "@playwright/test";

import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";
import type { NoticeForm } from "#src/content/notices.ts";
import { forms } from "#tests/support/forms.ts";
import { noticeOf } from "#tests/support/notices.ts";
import { careers, home } from "#tests/support/pages.ts";
import { roiCalculator } from "#tests/support/roi-calculator.ts";

import { expect, fillDemoRequest, readRows, tabTo, test, uniqueEmail } from "./fixtures.ts";

const SUCCESS = "Thank you for your message! We'll get back to you soon.";
const hindi = noticeOf("contact").hi;
const english = noticeOf("contact").en;

/** Each form, on its page, opened as a visitor opens it: the form element itself. */
const formsOnPages: Record<NoticeForm, { path: string; open: (page: Page) => Promise<Locator> }> = {
  contact: {
    path: "/contact",
    open: async (page) =>
      page.locator("form").filter({ has: page.getByRole("button", { name: forms.contactForm.submit }) }),
  },
  demo: {
    path: "/",
    open: async (page) => {
      await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
      return page.getByRole("dialog", { name: forms.demoRequest.title }).locator("form");
    },
  },
  report: {
    path: "/#report",
    open: async (page) => {
      await page.getByRole("button", { name: forms.reportOffer.button }).click();
      return page.getByRole("form", { name: forms.reportOffer.form.title });
    },
  },
  careers: {
    path: "/careers",
    open: async (page) => {
      await page.getByRole("button", { name: careers.openings.notifyButton }).click();
      return page.getByRole("dialog", { name: forms.careerAlerts.title }).locator("form");
    },
  },
  roiEstimate: {
    path: "/roi-calculator",
    open: async (page) =>
      page.locator("form").filter({ has: page.getByRole("button", { name: roiCalculator.send.submit }) }),
  },
};

const noticeIn = (form: Locator) => form.locator("[data-notice]");
/** The success toast, with any second line under its title. */
const successToast = (page: Page) => page.getByRole("listitem").filter({ hasText: SUCCESS });
/** The report card's thank-you face. */
const reportThanks = (page: Page) =>
  page.getByRole("status").filter({ hasText: forms.reportOffer.thankYou.description });
const choice = (notice: Locator, name: string) => notice.getByRole("button", { name, exact: true });

async function openForm(page: Page, form: NoticeForm): Promise<Locator> {
  await page.goto(formsOnPages[form].path);
  const element = await formsOnPages[form].open(page);
  await expect(noticeIn(element)).toBeVisible();
  return element;
}

/** The names of the fields a visitor fills in: not the hidden one for bots, nor the notice's own controls. */
const visitorFields = (form: Locator) =>
  form.evaluate((element) =>
    [...element.querySelectorAll<HTMLInputElement>("input[name], select[name], textarea[name]")]
      .filter((field) => !field.closest("[aria-hidden=true]") && field.type !== "checkbox")
      .map((field) => field.name)
      .sort(),
  );

/** The families Chromium drew a node's text with (DevTools' CSS.getPlatformFontsForNode). */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

test.describe("the privacy notice beside each form", () => {
  for (const width of [360, 1440]) {
    for (const form of Object.keys(formsOnPages) as NoticeForm[]) {
      test(`${form}: shows its notice at ${width} px, listing every field the form asks for`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const element = await openForm(page, form);
        const notice = noticeIn(element);
        await notice.scrollIntoViewIfNeeded();
        const box = await notice.boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
        await expect(notice.getByText(noticeOf(form).en.summary)).toBeVisible();
        await expect(notice.getByRole("link", { name: english.rights.link.label })).toHaveAttribute(
          "href",
          "/data-rights",
        );

        await notice.getByText(english.details).click();
        const listed = await notice
          .locator("[data-fields]")
          .evaluateAll((items) => items.flatMap((item) => item.getAttribute("data-fields")?.split(" ") ?? []));
        expect(listed.filter(Boolean).sort()).toEqual(await visitorFields(element));
        await expect(notice.getByText(english.board)).toBeVisible();
        await expect(notice.getByRole("link", { name: english.grievance.address })).toBeVisible();
        await expect(notice.getByRole("link", { name: english.policy.label })).toHaveAttribute(
          "href",
          "/privacy-policy",
        );
      });
    }
  }

  test("an English page downloads no Devanagari font; switching to Hindi draws the notice in Noto Sans Devanagari from the site", async ({
    page,
    baseURL,
  }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    const form = await openForm(page, "contact");
    const notice = noticeIn(form);
    await page.waitForLoadState("networkidle");
    expect(fontRequests.filter((url) => url.includes("noto-sans-devanagari"))).toEqual([]);

    await choice(notice, hindi.name).click();
    await expect(choice(notice, hindi.name)).toHaveAttribute("aria-pressed", "true");
    await expect(notice.locator('[lang="hi"]').getByText(hindi.summary.slice(0, 20))).toBeVisible();
    await expect(notice.getByText(hindi.announcement)).toBeAttached();
    await expect(notice.getByRole("checkbox")).toHaveCount(0);
    await expect(form.getByRole("checkbox", { name: hindi.optIn })).toBeVisible();

    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((f) => f.family.includes("Noto Sans Devanagari") && f.status === "loaded"),
        ),
      )
      .toBe(true);
    const devanagari = fontRequests.filter((url) => url.includes("noto-sans-devanagari"));
    expect(devanagari.length).toBeGreaterThan(0);
    expect(devanagari.every((url) => url.startsWith(`${baseURL}/`))).toBe(true);

    await notice.evaluate((element) =>
      element.querySelector('div[lang="hi"] > p')?.setAttribute("id", "hindi-summary"),
    );
    const fonts = await fontsDrawing(page, "#hindi-summary");
    const drawn = fonts.filter((font) => font.glyphCount > 0);
    expect(drawn.find((font) => font.familyName === "Noto Sans Devanagari")).toMatchObject({ isCustomFont: true });
    // The rest is the spaces and punctuation between the words, in the site's Latin face: Inter,
    // or where Inter missed the first layout (font-display: optional) the face drawn to its
    // metrics (inter-fallback.css: Arial, or Liberation Sans). No other system face.
    expect(
      drawn.filter(
        (font) => font.familyName !== "Noto Sans Devanagari" && !/^(Inter|Arial|Liberation Sans)/.test(font.familyName),
      ),
    ).toEqual([]);
  });

  test("the choice holds for the visit: on another form of the page and on other pages", async ({ page }) => {
    const report = await openForm(page, "report");
    await choice(noticeIn(report), hindi.name).click();
    await expect(noticeIn(report).locator('[lang="hi"]').first()).toBeVisible();

    const demo = await formsOnPages.demo.open(page);
    await expect(choice(noticeIn(demo), hindi.name)).toHaveAttribute("aria-pressed", "true");

    const careersForm = await openForm(page, "careers");
    await expect(choice(noticeIn(careersForm), hindi.name)).toHaveAttribute("aria-pressed", "true");
    await expect(noticeIn(careersForm).getByText(noticeOf("careers").hi.summary)).toBeVisible();

    await choice(noticeIn(careersForm), english.name).click();
    const contact = await openForm(page, "contact");
    await expect(choice(noticeIn(contact), english.name)).toHaveAttribute("aria-pressed", "true");
    await expect(noticeIn(contact).getByText(english.summary)).toBeVisible();
  });

  test("switches with the keyboard alone, and says so politely", async ({ page }) => {
    const form = await openForm(page, "contact");
    const notice = noticeIn(form);
    await form.getByRole("button", { name: forms.contactForm.submit }).focus();
    await tabTo(page, choice(notice, english.name));
    await tabTo(page, choice(notice, hindi.name));
    await page.keyboard.press("Enter");
    await expect(choice(notice, hindi.name)).toHaveAttribute("aria-pressed", "true");
    await expect(notice.locator('[aria-live="polite"]')).toHaveText(hindi.announcement);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(choice(notice, english.name)).toHaveAttribute("aria-pressed", "true");
    await expect(notice.locator('[aria-live="polite"]')).toHaveText(english.announcement);
  });
});

test.describe("the consent record a sent form stores", () => {
  test("the contact form sent in Hindi with the opt-in ticked", async ({ page }) => {
    const email = uniqueEmail("notice.contact");
    const form = await openForm(page, "contact");
    await choice(noticeIn(form), hindi.name).click();
    const { labels } = forms.contactForm;
    await form.getByLabel(labels.full_name).fill("Rohit Malhotra");
    await form.getByLabel(labels.email).fill(email);
    await form.getByLabel(labels.company).fill("Aravalli Capital");
    await form.getByLabel(labels.question).selectOption("General Inquiry");
    await form.getByLabel(labels.message).fill("Please call us.");
    await form.getByRole("checkbox", { name: hindi.optIn }).check();
    await form.getByRole("button", { name: forms.contactForm.submit }).click();
    await expect(successToast(page)).toContainText(forms.toasts.confirmInvitations);
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    expect(await readRows("contact_messages", email)).toMatchObject([
      { notice_version: CURRENT_NOTICE_VERSION, notice_language: "hi", marketing_opt_in: true },
    ]);
  });

  test("the report form sent in English without the opt-in", async ({ page }) => {
    const email = uniqueEmail("notice.report");
    const form = await openForm(page, "report");
    const { labels } = forms.reportOffer.form;
    await expect(form.getByRole("checkbox", { name: english.optIn })).not.toBeChecked();
    await form.getByLabel(labels.firstName).fill("Ananya");
    await form.getByLabel(labels.lastName).fill("Rao");
    await form.getByLabel(labels.email).fill(email);
    await form.getByLabel(labels.designation).fill("Chief Risk Officer");
    await form.getByLabel(labels.company).fill("Kaveri Bank");
    await form.getByLabel(labels.country).selectOption("India");
    await form.getByRole("button", { name: forms.reportOffer.form.submit }).click();
    await expect(successToast(page)).toBeVisible();
    await expect(successToast(page)).not.toContainText(forms.toasts.confirmInvitations);
    await expect(reportThanks(page)).toBeVisible();
    await expect(reportThanks(page)).not.toContainText(forms.toasts.confirmInvitations);
    expect(await readRows("download_report", email)).toMatchObject([
      { notice_version: CURRENT_NOTICE_VERSION, notice_language: "en", marketing_opt_in: false },
    ]);
  });

  test("the report form sent with the opt-in ticked: its thank-you says a link to confirm the invitations follows", async ({
    page,
  }) => {
    const email = uniqueEmail("notice.report-opt-in");
    const form = await openForm(page, "report");
    const { labels } = forms.reportOffer.form;
    await form.getByLabel(labels.firstName).fill("Ananya");
    await form.getByLabel(labels.lastName).fill("Rao");
    await form.getByLabel(labels.email).fill(email);
    await form.getByLabel(labels.designation).fill("Chief Risk Officer");
    await form.getByLabel(labels.company).fill("Kaveri Bank");
    await form.getByLabel(labels.country).selectOption("India");
    await form.getByRole("checkbox", { name: english.optIn }).check();
    await form.getByRole("button", { name: forms.reportOffer.form.submit }).click();
    await expect(reportThanks(page)).toContainText(forms.toasts.confirmInvitations);
    await expect(successToast(page)).toContainText(forms.toasts.confirmInvitations);
    expect(await readRows("download_report", email)).toMatchObject([{ marketing_opt_in: true }]);
  });

  test("the contact form sent without the opt-in thanks in the spec's words alone", async ({ page }) => {
    const email = uniqueEmail("notice.contact-no-opt-in");
    const form = await openForm(page, "contact");
    const { labels } = forms.contactForm;
    await form.getByLabel(labels.full_name).fill("Rohit Malhotra");
    await form.getByLabel(labels.email).fill(email);
    await form.getByLabel(labels.company).fill("Aravalli Capital");
    await form.getByLabel(labels.question).selectOption("General Inquiry");
    await form.getByLabel(labels.message).fill("Please call us.");
    await form.getByRole("button", { name: forms.contactForm.submit }).click();
    await expect(successToast(page)).toHaveText(SUCCESS);
    expect(await readRows("contact_messages", email)).toMatchObject([{ marketing_opt_in: false }]);
  });

  test("the demo and careers dialogs, which ask no opt-in, in the language last chosen", async ({ page }) => {
    const demoEmail = uniqueEmail("notice.demo");
    const demo = await openForm(page, "demo");
    await choice(noticeIn(demo), hindi.name).click();
    await expect(demo.getByRole("checkbox")).toHaveCount(0);
    await fillDemoRequest(page.getByRole("dialog", { name: forms.demoRequest.title }), demoEmail);
    await demo.getByRole("button", { name: forms.demoRequest.submit }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(await readRows("contact_messages", demoEmail)).toMatchObject([
      { form_source: "demo-request-modal", notice_language: "hi", marketing_opt_in: false },
    ]);

    const careersEmail = uniqueEmail("notice.careers");
    const alert = await openForm(page, "careers");
    await alert.getByLabel(forms.careerAlerts.fullName).fill("Neha Kulkarni");
    await alert.getByLabel(forms.careerAlerts.email).fill(careersEmail);
    await alert.getByRole("button", { name: forms.careerAlerts.submit, exact: true }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(await readRows("career_alerts", careersEmail)).toMatchObject([
      { notice_version: CURRENT_NOTICE_VERSION, notice_language: "hi", marketing_opt_in: false },
    ]);
  });
});
