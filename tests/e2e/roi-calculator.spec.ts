import { type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";

import { roiCalculator } from "#tests/support/roi-calculator.ts";
import { site } from "#tests/support/site.ts";

import { expect, holdScripts, outboxMail, readRows, test, uniqueEmail } from "./fixtures.ts";

const PATH = "/roi-calculator";
const SUCCESS = "Thank you for your message! We'll get back to you soon.";

const net = (page: Page) => page.getByTestId("roi-net");
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The radios are drawn as pills around a visually hidden input: a visitor clicks the pill. */
const choose = (page: Page, name: string) =>
  page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name, exact: true }) })
    .click();

// Several page loads and a round trip through the delivery worker per test, on a shared machine.
test.describe.configure({ timeout: 60_000 });

/** The page's visible text, where a broken sum would show up as NaN or Infinity. */
const visibleText = (page: Page) => page.locator("main").innerText();

test.describe("ROI calculator", () => {
  test("prerenders the default bank example's complete estimate before any JavaScript", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(roiCalculator.hero.title);
    for (const figure of [
      "₹4.23 crore",
      "1.4 months",
      "₹12.2 crore",
      "153%",
      "53,760 h",
      "₹16.67 crore",
      "1,00,00,000",
    ])
      expect(html, figure).toContain(figure);
    expect(html).not.toMatch(/NaN|Infinity/);
  });

  test("recomputes as the visitor types and writes the figures into the URL", async ({ page }) => {
    await page.goto(PATH);
    await expect(net(page)).toHaveText("₹4.23 crore");
    await field(page, "Analysts on manual review").fill("80");
    // 80 analysts at ₹10 lakh, 70% of it saved: ₹5.6 crore instead of ₹2.8 crore.
    await expect(net(page)).toHaveText("₹7.03 crore");
    await expect(page).toHaveURL(/[?&]analysts=80(&|$)/);
    await expect(page).toHaveURL(/[?&]type=bank(&|$)/);
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: "Estimate updated" })).toHaveText(
      "Estimate updated: net annual benefit ₹7.03 crore, payback Under 1 month.",
    );
  });

  test("restores an estimate from its URL on reload", async ({ page }) => {
    await page.goto(PATH);
    await choose(page, "NBFC");
    await field(page, "Cost per analyst").fill("12.5");
    await expect(page).toHaveURL(/cost=12\.5/);
    const figure = await net(page).innerText();
    await page.reload();
    await expect(page.getByRole("radio", { name: "NBFC" })).toBeChecked();
    await expect(field(page, "Cost per analyst")).toHaveValue("12.5");
    await expect(net(page)).toHaveText(figure);
  });

  test("shows an invalid figure's message, keeps a valid estimate, and never shows NaN or Infinity", async ({
    page,
  }) => {
    await page.goto(PATH);
    const falsePositives = field(page, "False positives");
    for (const [text, message] of [
      ["250", "False positives must be between 0% and 100%"],
      ["", "False positives is required"],
      ["lots", "Please enter false positives as a number"],
    ] as const) {
      await falsePositives.fill(text);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(falsePositives).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(/keeps the last valid value of: False positives/)).toBeVisible();
      await expect(net(page)).toHaveText("₹4.23 crore");
    }
    await field(page, "Average ticket size").fill("99999999999999");
    await expect(page.getByText("Average ticket size must be between ₹1 and ₹10 crore")).toBeVisible();
    await choose(page, "A loss rate in basis points");
    await field(page, "Monthly transactions").fill("0");
    expect(await visibleText(page)).not.toMatch(/NaN|Infinity/);
    await expect(page).not.toHaveURL(/NaN|Infinity/);
  });

  test("switching the institution type fills its example and keeps the figures the visitor changed", async ({
    page,
  }) => {
    await page.goto(PATH);
    await field(page, "Analysts on manual review").fill("7");
    await choose(page, "Payment processor");
    await expect(page.getByRole("radio", { name: "A loss rate in basis points" })).toBeChecked();
    await expect(field(page, "Fraud loss rate")).toHaveValue("1.5");
    await expect(page.getByText("₹21.6 crore a year at today's volume")).toBeVisible();
    await expect(field(page, "Monthly transactions")).toHaveValue("20,00,00,000");
    await expect(field(page, "Analysts on manual review")).toHaveValue("7");
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole("radio", { name: "Bank" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "NBFC" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(field(page, "Monthly transactions")).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("600000");
    await expect(page).toHaveURL(/type=nbfc.*tx=600000/);
    await field(page, "Full Name *").focus();
    await page.keyboard.type("Meera Iyer");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail("roi.keys"));
    await page.keyboard.press("Tab");
    await page.keyboard.type("Godavari Finance");
    await page.keyboard.press("Enter");
    await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 15_000 });
  });

  test("sends the estimate: a demo request row with inputs, results and link, and the business e-mail shows it", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("roi.estimate");
    await page.goto(PATH);
    await field(page, "Analysts on manual review").fill("80");
    await expect(page).toHaveURL(/analysts=80/);
    await field(page, "Full Name *").fill(" Meera  Iyer ");
    await field(page, "Work Email *").fill(email.toUpperCase());
    await field(page, "Company Name *").fill("Kaveri Bank");
    await page.getByRole("button", { name: roiCalculator.send.submit }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 15_000 });
    await expect(field(page, "Full Name *")).toHaveValue("");

    const rows = await readRows("contact_messages", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: "Meera  Iyer",
      first_name: "Meera",
      last_name: "Iyer",
      company: "Kaveri Bank",
      phone: "",
      question: "Product Demo Request",
      referer: PATH,
      form_source: "roi-calculator",
    });
    const message = String(rows[0]?.message);
    expect(message).toContain(`- Shareable link: ${baseURL}${PATH}?type=bank&basis=amount&tx=10000000`);
    for (const line of [
      "- Institution type: Bank",
      "- Analysts on manual review: 80 FTE",
      "- Net annual benefit: ₹7.03 crore a year",
      "- Manual review cost saved: ₹5.6 crore a year",
      `- Less manual review of false positives: 85% (${site.name} claim)`,
    ])
      expect(message).toContain(line);

    // The link in the message reproduces the estimate.
    const link = /Shareable link: (\S+)/.exec(message)?.[1] ?? "";
    await page.goto(link);
    await expect(net(page)).toHaveText("₹7.03 crore");

    // The delivery worker notifies the business inbox, with the estimate laid out.
    await expect
      .poll(() => outboxMail(site.email, email).catch(() => ""), { timeout: 15_000 })
      .toContain("- Net annual benefit: ₹7.03 crore a year");
    const mail = await outboxMail(site.email, email);
    expect(mail).toContain("ROI estimate #");
    // The e-mail lists what the visitor typed as they typed it, under a heading that says so.
    expect(mail).toContain("What the visitor typed (unverified):\n  Name: Meera  Iyer\n  Company: Kaveri Bank\n");
    expect(mail).toContain(`- Shareable link: ${link}`);
  });

  test("sends nothing while the contact details are incomplete", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => request.url().includes("/rest/v1/") && sent.push(request.url()));
    await page.goto(PATH);
    const submit = page.getByRole("button", { name: roiCalculator.send.submit });
    await submit.click();
    await expect(page.getByText("Full Name is required", { exact: true })).toBeVisible();
    await expect(field(page, "Full Name *")).toBeFocused();
    await field(page, "Full Name *").fill("Meera Iyer");
    await field(page, "Work Email *").fill("meera@nbfc");
    await submit.click();
    await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("prints the estimate alone on one A4 page", async ({ page }) => {
    await page.goto(PATH);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header.site-header")).toBeHidden();
    await expect(page.getByRole("heading", { name: roiCalculator.inputs.title })).toBeHidden();
    await expect(page.getByRole("heading", { name: roiCalculator.results.title })).toBeVisible();
    const pdf = await PDFDocument.load(await page.pdf({ format: "A4", printBackground: true }));
    expect(pdf.getPageCount()).toBe(1);
  });
});

test.describe("a shared estimate", () => {
  // The bank example with another volume and the loss entered as a rate: every result differs
  // from the default example's (₹4.23 crore a year, payback in 1.4 months).
  const LINK = `${PATH}?type=bank&basis=rate&tx=987654&ticket=5000&loss=120000000&bps=2&analysts=40&cost=10&fp=95&penalties=20000000&prevented=30&review=85&cap=70&penalty=50&hours=1920&fee=250&setup=50`;
  const DEFAULT = { net: "₹4.23 crore", payback: "1.4 months", transactions: "1,00,00,000" };

  /**
   * From the document's start, checks every frame for the default example's figures where the
   * estimate's figures go, shown to the visitor (neither hidden nor transparent), and keeps what
   * it saw in window.defaultsSeen.
   */
  const watchForDefaults = (figures: typeof DEFAULT) => {
    const seen: string[] = [];
    Object.assign(window, { defaultsSeen: seen });
    const shown = (element: Element | null | undefined) =>
      !!element?.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const look = () => {
      const net = document.querySelector('[data-testid="roi-net"]');
      if (shown(net) && net?.textContent?.includes(figures.net)) seen.push(`net ${net.textContent}`);
      const payback = document.querySelector('[data-testid="roi-payback"]');
      if (shown(payback) && payback?.textContent?.includes(figures.payback))
        seen.push(`payback ${payback.textContent}`);
      for (const label of document.querySelectorAll("label")) {
        if (label.textContent?.trim() !== "Monthly transactions") continue;
        const input = label.control as HTMLInputElement | null;
        if (shown(input) && input?.value === figures.transactions) seen.push(`transactions ${input.value}`);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  };

  test("shows its own figures, or a placeholder, from the first paint, never the default example's", async ({
    page,
  }) => {
    await page.addInitScript(watchForDefaults, DEFAULT);
    const release = await holdScripts(page);
    await page.goto(LINK, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(roiCalculator.hero.title);
    await expect(page.locator("footer")).toBeAttached();
    // Some frames painted with the page whole and its scripts still held.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { defaultsSeen: string[] }).defaultsSeen)).toEqual([]);

    release();
    await expect(field(page, "Monthly transactions")).toHaveValue(/^9,?87,?654$/);
    await expect(page.getByRole("radio", { name: "A loss rate in basis points" })).toBeChecked();
    await expect(net(page)).toHaveText("₹98.89 lakh");
    await expect(page.getByTestId("roi-payback")).toHaveText("6.1 months");
    expect(await page.evaluate(() => (window as unknown as { defaultsSeen: string[] }).defaultsSeen)).toEqual([]);
  });

  test("a link with only some figures fills the rest from its type's example", async ({ page }) => {
    await page.goto(`${PATH}?type=bank&basis=amount&tx=987654`);
    await expect(field(page, "Monthly transactions")).toHaveValue(/^9,?87,?654$/);
    await expect(field(page, "Analysts on manual review")).toHaveValue("40");
    // On an amount basis the volume does not change the losses, so the estimate is the example's.
    await expect(net(page)).toHaveText("₹4.23 crore");
  });
});

test.describe("ROI calculator before its inputs have hydrated", () => {
  test("a choice made and a figure typed before its script has run become the estimate", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(PATH, { waitUntil: "commit" });
    await choose(page, "NBFC");
    await field(page, "Analysts on manual review").fill("80");
    release();
    // The NBFC example with 80 analysts instead of 15.
    await expect(net(page)).toHaveText("₹5.42 crore");
    await expect(page).toHaveURL(/[?&]type=nbfc(&|$)/);
    await expect(page).toHaveURL(/[?&]analysts=80(&|$)/);
    await expect(field(page, "Analysts on manual review")).toHaveValue("80");
    await expect(page.getByRole("radio", { name: "NBFC" })).toBeChecked();
  });
});

test.describe("ROI calculator on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("fits 360 px and recomputes as figures change", async ({ page }) => {
    await page.goto(PATH, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await field(page, "Regulatory penalties, last 3 years").fill("0");
    await expect(net(page)).toHaveText("₹3.9 crore");
    await net(page).scrollIntoViewIfNeeded();
    await expect(net(page)).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
});

test.describe("links to the calculator", () => {
  test("lead from the demo banner, the footer, and every detail page, an industry's at its type", async ({ page }) => {
    await page.goto("/");
    await page.locator("#contact").getByRole("link", { name: "ROI calculator included" }).click();
    await expect(page).toHaveURL(/\/roi-calculator$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(roiCalculator.hero.title);
    await expect(page.locator("footer").locator(`a[href="${PATH}"]`)).toHaveCount(1);
    await page.goto("/solutions/vendor-management");
    await expect(page.getByRole("link", { name: "Open the ROI calculator" })).toHaveAttribute("href", PATH);
    await page.goto("/industries/nbfcs");
    await page.getByRole("link", { name: "Open the ROI calculator" }).click();
    await expect(page).toHaveURL(/\/roi-calculator\?type=nbfc$/);
    await expect(page.getByRole("radio", { name: "NBFC" })).toBeChecked({ timeout: 15_000 });
    await expect(field(page, "Monthly transactions")).toHaveValue("5,00,000");
  });
});
