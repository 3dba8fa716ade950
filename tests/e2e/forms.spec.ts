import { type Locator, type Page, type Route } from "@playwright/test";

import { careers, home } from "#tests/support/pages.ts";
import { forms } from "#tests/support/forms.ts";
import { brand } from "#shared/brand.ts";

import {
  expect,
  expectDialogToClose,
  expectFocusRing,
  fillDemoRequest,
  holdScripts,
  outboxMail,
  readRows,
  tabTo,
  test,
  uniqueEmail,
  watchApi,
  watchErrors,
} from "./fixtures.ts";

const FAILURE = "Something went wrong. Please try again later.";
const SUCCESS = "Thank you for your message! We'll get back to you soon.";

/** The data interface's refusal of a client over its limit, as PostgREST words it. */
const refuseTooMany = (route: Route) =>
  route.fulfill({
    status: 429,
    contentType: "application/json",
    body: '{"code":"PT429","message":"Too many requests","details":null,"hint":null}',
  });

test.describe("contact form", () => {
  const fill = async (page: Page, values: Partial<Record<string, string>>) => {
    for (const [placeholder, value] of Object.entries(values)) {
      if (placeholder === "question") await page.locator('select[name="question"]').selectOption(value ?? "");
      else await page.getByPlaceholder(placeholder, { exact: true }).fill(value ?? "");
    }
  };
  const send = (page: Page) => page.getByRole("button", { name: forms.contactForm.submit }).click();

  test("has the spec's fields, each labelled visibly above it with the spec's placeholder, the six enquiry types, and a select drawn like the text fields", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Get In Touch", exact: true })).toBeVisible();
    await expect(page.getByPlaceholder("Email Address *")).toHaveAttribute("type", "email");
    await expect(page.getByPlaceholder("Phone Number*")).not.toHaveAttribute("required");
    await expect(page.locator('textarea[name="message"]')).toHaveAttribute("rows", "5");
    await expect(page.locator('select[name="question"] option')).toHaveText([
      "What are you looking for ?*",
      "General Inquiry",
      "Product Demo Request",
      "Technical Support",
      "Partnership Opportunities",
      "Pricing Information",
      "Implementation Support",
    ]);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();

    // The marketing opt-in is the notice's, not one of the spec's fields (data-rights-notice.spec.ts).
    const fields = page.locator('main form :is(input:not([tabindex="-1"]):not([type="checkbox"]), select, textarea)');
    await expect(fields).toHaveCount(6);
    for (const field of await fields.all()) {
      await expect(field).toBeVisible();
      const id = await field.getAttribute("id");
      const label = page.locator(`label[for="${id}"]`);
      await expect(label).toBeVisible();
      const [labelBox, fieldBox] = [await label.boundingBox(), await field.boundingBox()];
      expect(labelBox && labelBox.width > 1 && labelBox.height > 1, `${id}: label drawn`).toBe(true);
      expect(labelBox && fieldBox && labelBox.y + labelBox.height <= fieldBox.y, `${id}: label above`).toBe(true);
    }
    for (const [name, placeholder] of Object.entries(forms.contactForm.placeholders)) {
      if (name === "question") await expect(page.locator("select option").first()).toHaveText(placeholder);
      else await expect(page.locator(`[name="${name}"]`)).toHaveAttribute("placeholder", placeholder);
    }

    const look = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          appearance: style.appearance,
          height: element.getBoundingClientRect().height,
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          radius: style.borderTopLeftRadius,
          paddingLeft: style.paddingLeft,
          fontSize: style.fontSize,
          background: style.backgroundColor,
        };
      });
    const input = await look('main form input[name="company"]');
    expect(await look('main form select[name="question"]')).toEqual({ ...input, appearance: "none" });
  });

  test("shows each validation message in the spec's order and sends nothing", async ({ page }) => {
    const sent = watchApi(page);
    await page.goto("/contact");
    const steps: [Record<string, string>, string, string][] = [
      [{}, "Full Name is required", "full_name"],
      [{ "Full Name *": "Rohit Malhotra" }, "Work Email is required", "email"],
      [{ "Email Address *": "rohit@nbfc" }, "Please enter a valid email address", "email"],
      [{ "Email Address *": "rohit@nbfc.example" }, "Company is required", "company"],
      [{ "Company Name *": "Aravalli Capital", "Phone Number*": "0123" }, "Please enter a valid phone number", "phone"],
      [{ "Phone Number*": "" }, "Please select what you are looking for", "question"],
      [{ question: "Pricing Information" }, "Message is required", "message"],
    ];
    for (const [values, message, field] of steps) {
      await fill(page, values);
      await send(page);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.locator(`[name="${field}"]`)).toBeFocused();
      await expect(page.locator(`[name="${field}"]`)).toHaveAttribute("aria-invalid", "true");
    }
    expect(sent).toEqual([]);
  });

  test("stores exactly the mapped values, clears the form and thanks the visitor", async ({ page }) => {
    const email = uniqueEmail("Contact.Form");
    await page.goto("/contact");
    await fill(page, {
      "Full Name *": "  Rohit   Kumar Malhotra ",
      "Email Address *": ` ${email.toUpperCase()} `,
      "Company Name *": " Aravalli Capital ",
      "Phone Number*": "+91 98765-43210",
      question: "Pricing Information",
      [(await page.locator('textarea[name="message"]').getAttribute("placeholder")) ?? ""]:
        "  Please call us about merchant monitoring. ",
    });
    await send(page);
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(page.getByPlaceholder("Full Name *")).toHaveValue("");
    await expect(page.locator('textarea[name="message"]')).toHaveValue("");
    const rows = await readRows("contact_messages", email.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Rohit",
      last_name: "Kumar Malhotra",
      full_name: "Rohit   Kumar Malhotra",
      email: email.toLowerCase(),
      company: "Aravalli Capital",
      phone: "+91 98765-43210",
      question: "Pricing Information",
      message: "Please call us about merchant monitoring.",
      referer: "/contact",
      form_source: "contact-us-form",
    });
  });

  test("keeps every field and shows the error toast when the API is down", async ({ page }) => {
    await page.route("**/rest/v1/**", (route) => route.abort("connectionrefused"));
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/contact");
    const values = {
      "Full Name *": "Neha Kulkarni",
      "Email Address *": "neha@coop.example",
      "Company Name *": "Vindhyachal Bank",
    };
    await fill(page, { ...values, question: "General Inquiry" });
    await page.locator('textarea[name="message"]').fill("Call me back, please.");
    await send(page);
    await expect(page.getByText(FAILURE)).toBeVisible();
    for (const [placeholder, value] of Object.entries(values))
      await expect(page.getByPlaceholder(placeholder)).toHaveValue(value);
    await expect(page.locator('select[name="question"]')).toHaveValue("General Inquiry");
    await expect(page.locator('textarea[name="message"]')).toHaveValue("Call me back, please.");
    expect(errors.some((text) => text.includes("Contact message failed"))).toBe(true);
  });

  test("shows the error toast on a server refusal too, and keeps the fields", async ({ page }) => {
    await page.route("**/rest/v1/**", refuseTooMany);
    await page.goto("/contact");
    await fill(page, {
      "Full Name *": "A B",
      "Email Address *": "a@b.example",
      "Company Name *": "C",
      question: "General Inquiry",
    });
    await page.locator('textarea[name="message"]').fill("Hello");
    await send(page);
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(page.getByPlaceholder("Full Name *")).toHaveValue("A B");
  });

  test("disables the button while the request runs, so one click makes one row", async ({ page }) => {
    const email = uniqueEmail("busy");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    await page.route("**/rest/v1/**", async (route) => {
      posts += 1;
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    await fill(page, {
      "Full Name *": "Busy Person",
      "Email Address *": email,
      "Company Name *": "C",
      question: "General Inquiry",
    });
    await page.locator('textarea[name="message"]').fill("Hello");
    await send(page);
    const busy = page.getByRole("button", { name: "Sending…" });
    await expect(busy).toBeDisabled();
    await busy.click({ force: true });
    release();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(posts).toBe(1);
    expect(await readRows("contact_messages", email)).toHaveLength(1);
  });

  test("lets a bot that fills the hidden field believe it succeeded, and stores nothing", async ({ page }) => {
    const sent = watchApi(page);
    await page.goto("/contact");
    await fill(page, {
      "Full Name *": "Bot",
      "Email Address *": "bot@spam.example",
      "Company Name *": "Spam",
      question: "General Inquiry",
    });
    await page.locator('textarea[name="message"]').fill("Buy now");
    await page
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await send(page);
    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(sent).toEqual([]);
    await expect(page.locator('input[name="website"]')).toHaveAttribute("tabindex", "-1");
  });
});

test.describe("report request", () => {
  test("flips, submits, lands as a row, shows thank-you and closes", async ({ page }) => {
    const email = uniqueEmail("report");
    await page.goto("/#report");
    await page.getByRole("button", { name: "Download Free Report" }).click();
    await page.locator("#report").getByLabel("First Name *").fill(" Ananya ");
    await page.locator("#report").getByLabel("Last Name *").fill("Rao");
    await page.locator("#report").getByLabel("Work Email *").fill(email.toUpperCase());
    await page.locator("#report").getByLabel("Designation *").fill("Chief Risk Officer");
    await page.locator("#report").getByLabel("Company Name *").fill("Kaveri Bank");
    await page.locator("#report").getByLabel("Country *").selectOption("India");
    await page.getByRole("button", { name: forms.reportOffer.form.submit }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(page.getByText(forms.reportOffer.thankYou.description)).toBeVisible();
    expect(await readRows("download_report", email)).toMatchObject([
      {
        first_name: "Ananya",
        last_name: "Rao",
        email,
        company: "Kaveri Bank",
        designation: "Chief Risk Officer",
        country: "India",
      },
    ]);
    // The delivery worker e-mails the link (to the local outbox) and marks the row Sent.
    await expect
      .poll(async () => (await readRows("download_report", email))[0]?.status, { timeout: 15_000 })
      .toBe("Sent");
    const mail = await outboxMail(email);
    const link = mail.match(/https?:\/\/\S+\.pdf/)?.[0] ?? "";
    expect(link).toContain("/reports/global-cyber-fraud-trends-2025.pdf");
    const pdf = await page.request.get(link);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await page.getByRole("button", { name: forms.reportOffer.thankYou.button, exact: true }).click();
    await expect(page.getByRole("button", { name: "Download Free Report" })).toBeVisible();
    await page.getByRole("button", { name: "Download Free Report" }).click();
    await expect(page.locator("#report").getByLabel("First Name *")).toHaveValue("");
  });

  test("shows every validation message in order and sends nothing", async ({ page }) => {
    // Six rounds of fill, send and a toast to wait for: slow on a busy machine, not a slow form.
    test.slow();
    const sent = watchApi(page);
    await page.goto("/#report");
    await page.getByRole("button", { name: "Download Free Report" }).click();
    const steps: [string | null, string, string][] = [
      [null, "", "First Name is required"],
      ["First Name *", "Ananya", "Last Name is required"],
      ["Last Name *", "Rao", "Work Email is required"],
      ["Work Email *", "ananya@bank .example", "Please enter a valid email address"],
      ["Work Email *", "ananya@bank.example", "Designation is required"],
      ["Designation *", "CRO", "Company Name is required"],
      ["Company Name *", "Kaveri Bank", "Country is required"],
    ];
    for (const [label, value, message] of steps) {
      if (label) await page.locator("#report").getByLabel(label).fill(value);
      await page.getByRole("button", { name: forms.reportOffer.form.submit }).click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    expect(sent).toEqual([]);
  });
});

test.describe("demo-request modal", () => {
  const openModal = async (page: Page) => {
    await page.goto("/");
    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    const dialog = page.getByRole("dialog", { name: forms.demoRequest.title });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test("closes on Escape, on the backdrop and on its close button, giving focus back", async ({ page }) => {
    await page.goto("/");
    await expectDialogToClose(
      page,
      page.getByRole("button", { name: home.demoBanner.requestButton }),
      page.getByRole("dialog", { name: forms.demoRequest.title }),
    );
  });

  test("shows each validation message in order and sends nothing", async ({ page }) => {
    // Six rounds of fill, send and a toast to wait for: slow on a busy machine, not a slow form.
    test.slow();
    const sent = watchApi(page);
    const dialog = await openModal(page);
    const { labels } = forms.demoRequest;
    const steps: [string | null, string, string][] = [
      [null, "", "Full Name is required"],
      [labels.name, "Kavitha R", "Phone Number is required"],
      [labels.phone, "0123", "Please enter a valid phone number"],
      [labels.phone, "+91 98450 12345", "Work Email is required"],
      [labels.email, "kavitha@fintech", "Please enter a valid email address"],
      [labels.email, "kavitha@fintech.example", "Company Name is required"],
    ];
    for (const [label, value, message] of steps) {
      if (label) await dialog.getByLabel(label).fill(value);
      await dialog.getByRole("button", { name: forms.demoRequest.submit }).click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    expect(sent).toEqual([]);
  });

  test("validates, stores a Product Demo Request row, clears and closes", async ({ page }) => {
    const email = uniqueEmail("demo");
    const dialog = await openModal(page);
    await fillDemoRequest(dialog, email);
    await dialog.getByRole("button", { name: forms.demoRequest.submit }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await readRows("contact_messages", email)).toMatchObject([
      {
        full_name: "Kavitha Raghunathan",
        first_name: "Kavitha",
        last_name: "Raghunathan",
        phone: "+91 98450 12345",
        company: "Ledgerleaf Fintech",
        question: "Product Demo Request",
        message: "",
        referer: "/",
        form_source: "demo-request-modal",
      },
    ]);
  });
});

test.describe("careers alert dialog", () => {
  test("stores a careers-notify row and closes; closes on Escape and backdrop", async ({ page }) => {
    const email = uniqueEmail("careers");
    await page.goto("/careers");
    const trigger = page.getByRole("button", { name: "Notify Me When Roles Open" });
    const dialog = page.getByRole("dialog");
    await expectDialogToClose(page, trigger, dialog);

    await trigger.click();
    const sent = watchApi(page);
    await dialog.getByRole("button", { name: forms.careerAlerts.submit, exact: true }).click();
    await expect(page.getByText("Full Name is required", { exact: true })).toBeVisible();
    await dialog.getByLabel("Full Name *").fill("Neha Kulkarni");
    await dialog.getByRole("button", { name: forms.careerAlerts.submit, exact: true }).click();
    await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
    await dialog.getByLabel("Email Address *").fill("neha@coop");
    await dialog.getByRole("button", { name: forms.careerAlerts.submit, exact: true }).click();
    await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    expect(sent).toEqual([]);
    await dialog.getByLabel("Email Address *").fill(email);
    await dialog.getByRole("button", { name: forms.careerAlerts.submit, exact: true }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await readRows("career_alerts", email)).toMatchObject([
      { full_name: "Neha Kulkarni", email, source: "careers-notify" },
    ]);
  });
});

test.describe("while the page's scripts are on their way", () => {
  test("the demo-request dialog opens before its script has run, and once it has come it sends and closes", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const dialog = page.getByRole("dialog", { name: forms.demoRequest.title });
    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    await expect(dialog).toBeVisible();

    release();
    const email = uniqueEmail("demo-early");
    await fillDemoRequest(dialog, email);
    await dialog.getByRole("button", { name: forms.demoRequest.submit }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await readRows("contact_messages", email)).toMatchObject([{ form_source: "demo-request-modal" }]);
    expect(errors).toEqual([]);
  });

  test("a name typed into the contact form before its script has run is kept, and counts once it has", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const release = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const name = page.getByPlaceholder(forms.contactForm.placeholders.full_name, { exact: true });
    await name.pressSequentially("Rohit Malhotra");
    await expect(name).toHaveValue("Rohit Malhotra");

    release();
    // Until the island has hydrated a submit event does nothing (and, unlike a click, never
    // sends the form natively), so repeating one tells when the island answers. The first rule
    // that fails is then the e-mail's: the form read the name typed before its script came.
    const send = page.getByRole("button", { name: forms.contactForm.submit });
    const form = page.locator("form", { has: send });
    await expect(async () => {
      await form.dispatchEvent("submit");
      await expect(page.getByText("Work Email is required", { exact: true }).first()).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByText("Full Name is required", { exact: true })).toHaveCount(0);
    await expect(name).toHaveValue("Rohit Malhotra");
    await send.click();
    await expect(page.getByText("Work Email is required", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Full Name is required", { exact: true })).toHaveCount(0);
    expect(new URL(page.url()).search).toBe("");
    expect(errors).toEqual([]);
  });
});

test.describe("dialogs without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const dialogs = [
    { page: "/", trigger: home.demoBanner.requestButton, title: forms.demoRequest.title },
    { page: "/careers", trigger: careers.openings.notifyButton, title: forms.careerAlerts.title },
  ];
  for (const { page: path, trigger, title } of dialogs) {
    test(`"${trigger}" opens its dialog on the first tap, which says where to write, and closes`, async ({ page }) => {
      await page.goto(path);
      const button = page.getByRole("button", { name: trigger });
      const dialog = page.getByRole("dialog", { name: title });
      await button.click();
      await expect(dialog.getByRole("link", { name: brand.email })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expectDialogToClose(page, button, dialog);
    });
  }
});

/**
 * The toast with this message is what the visitor sees at its centre (nothing, not a dialog's
 * backdrop, lies over it) and a screen reader can reach it (it is not inert).
 */
async function expectToastOnTop(page: Page, message: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect
    .poll(() =>
      toast.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    )
    .toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const exposed = async () => {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    return nodes.some((node) => !node.ignored && String(node.name?.value ?? "").includes(message));
  };
  await expect.poll(exposed).toBe(true);
}

test.describe("toasts over an open dialog", () => {
  test("the demo-request modal's validation toast is drawn above its backdrop and announced", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    const dialog = page.getByRole("dialog", { name: forms.demoRequest.title });
    await dialog.getByRole("button", { name: forms.demoRequest.submit }).click();
    await expectToastOnTop(page, "Full Name is required");
  });

  test("the careers dialog's failure toast is drawn above its backdrop and announced", async ({ page }) => {
    await page.route("**/rest/v1/**", (route) => route.abort("connectionrefused"));
    await page.goto("/careers");
    await page.getByRole("button", { name: careers.openings.notifyButton }).click();
    const dialog = page.getByRole("dialog", { name: forms.careerAlerts.title });
    await dialog.getByRole("button", { name: forms.careerAlerts.submit, exact: true }).click();
    await expectToastOnTop(page, "Full Name is required");
    await dialog.getByLabel(forms.careerAlerts.fullName).fill("Neha Kulkarni");
    await dialog.getByLabel(forms.careerAlerts.email).fill("neha@coop.example");
    await dialog.getByRole("button", { name: forms.careerAlerts.submit, exact: true }).click();
    await expectToastOnTop(page, FAILURE);
  });

  test("the page has one toaster however many of its islands could draw it", async ({ page }) => {
    const email = uniqueEmail("toast.once");
    await page.goto("/");
    // The report card and the demo-request dialog are two islands, each able to draw the page's toaster.
    await page.getByRole("button", { name: forms.reportOffer.button }).click();
    await expect(page.locator("#report").getByLabel(forms.reportOffer.form.labels.firstName)).toBeFocused();
    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    const dialog = page.getByRole("dialog", { name: forms.demoRequest.title });
    await fillDemoRequest(dialog, email);
    await dialog.getByRole("button", { name: forms.demoRequest.submit }).click();
    await expect(dialog).toBeHidden();
    // Counted in one look while the thanks is up: a toast leaves after a few seconds, sooner
    // than a busy machine may take between two separate looks.
    const drawn = () =>
      page.evaluate(
        (thanks) => ({
          toasters: document.querySelectorAll("[data-sonner-toaster]").length,
          toasts: [...document.querySelectorAll("[data-sonner-toast]")].map((toast) =>
            toast.textContent?.includes(thanks),
          ),
        }),
        SUCCESS,
      );
    await expect.poll(drawn).toEqual({ toasters: 1, toasts: [true] });
  });

  test("what a visitor types into a refused form as soon as its toast shows is kept, while another form sends", async ({
    page,
  }) => {
    // The report request's answer comes slowly; the demo request is refused by the server. A
    // form is reset to what its submission left in it once every form sending on the page has
    // had its answer, so the report's slow answer holds the demo form's reset back.
    await page.route("**/rest/v1/download_report*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.route("**/rest/v1/contact_messages*", refuseTooMany);
    await page.goto("/");
    await page.getByRole("button", { name: forms.reportOffer.button }).click();
    const report = page.locator("#report");
    const { labels } = forms.reportOffer.form;
    await report.getByLabel(labels.firstName).fill("Ananya");
    await report.getByLabel(labels.lastName).fill("Rao");
    await report.getByLabel(labels.email).fill(uniqueEmail("report.slow"));
    await report.getByLabel(labels.designation).fill("Chief Risk Officer");
    await report.getByLabel(labels.company).fill("Kaveri Bank");
    await report.getByLabel(labels.country).selectOption("India");
    await page.getByRole("button", { name: forms.reportOffer.form.submit }).click();
    await expect(report.getByRole("button", { name: "Sending…" })).toBeVisible();

    await page.getByRole("button", { name: home.demoBanner.requestButton }).click();
    const dialog = page.getByRole("dialog", { name: forms.demoRequest.title });
    await fillDemoRequest(dialog, uniqueEmail("demo.refused"));
    await dialog.getByRole("button", { name: forms.demoRequest.submit }).click();
    await dialog.getByText(FAILURE).waitFor();
    const company = dialog.getByLabel(forms.demoRequest.labels.company);
    await company.press("End");
    await page.keyboard.type(" Ltd");

    await expect(report.getByText(forms.reportOffer.thankYou.description)).toBeVisible();
    await expect(company).toHaveValue("Ledgerleaf Fintech Ltd");
  });

  test("a success closes the dialog and thanks the visitor on the page", async ({ page }) => {
    const email = uniqueEmail("toast.careers");
    await page.goto("/careers");
    await page.getByRole("button", { name: careers.openings.notifyButton }).click();
    const dialog = page.getByRole("dialog", { name: forms.careerAlerts.title });
    await dialog.getByLabel(forms.careerAlerts.fullName).fill("Neha Kulkarni");
    await dialog.getByLabel(forms.careerAlerts.email).fill(email);
    await dialog.getByRole("button", { name: forms.careerAlerts.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectToastOnTop(page, SUCCESS);
  });
});

test.describe("with scripting off", () => {
  test.use({ javaScriptEnabled: false });

  test("a form sent without its script puts nothing typed in the address bar", async ({ page }) => {
    await page.goto("/contact");
    await page.getByPlaceholder(forms.contactForm.placeholders.full_name, { exact: true }).fill("Rohit Malhotra");
    await page.getByPlaceholder(forms.contactForm.placeholders.email, { exact: true }).fill("rohit@nbfc.example");
    await page.getByPlaceholder(forms.contactForm.placeholders.email, { exact: true }).press("Enter");
    await page.waitForLoadState();
    expect(page.url()).not.toMatch(/Rohit|rohit|nbfc/);
    expect(new URL(page.url()).search).toBe("");
  });
});

test.describe("with the keyboard alone", () => {
  test("the contact form is reached by the skip link, filled in tab order and sent with Enter", async ({ page }) => {
    // Some hundred key presses, each awaited: slow on a busy machine, not a slow page.
    test.slow();
    const email = uniqueEmail("keyboard.contact");
    const { placeholders, submit } = forms.contactForm;
    await page.goto("/contact");

    const skip = page.getByRole("link", { name: "Skip to content" });
    await tabTo(page, skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();

    const form = page.locator("main form");
    const typed: [Locator, string][] = [
      [form.getByPlaceholder(placeholders.full_name, { exact: true }), "Meera Iyer"],
      [form.getByPlaceholder(placeholders.email, { exact: true }), email],
      [form.getByPlaceholder(placeholders.company, { exact: true }), "Godavari Small Finance Bank"],
      [form.getByPlaceholder(placeholders.phone, { exact: true }), "+91 98200 11223"],
    ];
    for (const [field, value] of typed) {
      await tabTo(page, field);
      await page.keyboard.type(value);
    }

    const question = form.locator('select[name="question"]');
    await tabTo(page, question);
    // On a closed <select>, each arrow press moves to the next option without opening the list.
    for (let step = 0; step <= forms.contactForm.enquiryTypes.indexOf("Technical Support"); step += 1)
      await page.keyboard.press("ArrowDown");
    await expect(question).toHaveValue("Technical Support");

    const message = form.locator('textarea[name="message"]');
    await tabTo(page, message);
    await page.keyboard.type("Our alerts reach the team a day late.");
    // The marketing opt-in stands between the message and the button, and stays unticked.
    await tabTo(page, form.getByRole("checkbox"));

    const send = form.getByRole("button", { name: submit });
    await tabTo(page, send);
    await page.keyboard.press("Enter");

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(form.getByPlaceholder(placeholders.full_name, { exact: true })).toHaveValue("");
    // Sending must not drop focus to the page: the next Tab continues from the button.
    await expect(send).toBeFocused();
    expect(await readRows("contact_messages", email)).toMatchObject([
      {
        full_name: "Meera Iyer",
        email,
        company: "Godavari Small Finance Bank",
        phone: "+91 98200 11223",
        question: "Technical Support",
        message: "Our alerts reach the team a day late.",
        referer: "/contact",
        form_source: "contact-us-form",
      },
    ]);
  });

  test("the report card flips to its form, is filled in tab order, sent with Space and closed again", async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail("keyboard.report");
    const report = page.locator("#report");
    // Opening the page at #report starts sequential focus at the section, once the visitor sees it there.
    await page.goto("/#report");
    await expect(report).toBeInViewport();

    const download = report.getByRole("button", { name: forms.reportOffer.button });
    await tabTo(page, download);
    await page.keyboard.press("Enter");

    const firstName = report.getByLabel("First Name *");
    await expect(firstName).toBeFocused();
    await expectFocusRing(firstName);
    await page.keyboard.type("Arjun");
    const typed: [string, string][] = [
      ["Last Name *", "Menon"],
      ["Work Email *", email],
      ["Designation *", "Head of Fraud Risk"],
      ["Company Name *", "Malabar Payments"],
    ];
    for (const [label, value] of typed) {
      await tabTo(page, report.getByLabel(label));
      await page.keyboard.type(value);
    }

    const country = report.getByLabel("Country *");
    await tabTo(page, country);
    // Typing on a closed <select> picks the first option that starts with the typed text.
    await page.keyboard.type("India");
    await expect(country).toHaveValue("India");
    await tabTo(page, report.getByRole("checkbox"));

    await tabTo(page, report.getByRole("button", { name: forms.reportOffer.form.submit }));
    await page.keyboard.press("Space");

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(report.getByText(forms.reportOffer.thankYou.description)).toBeVisible();
    const close = report.getByRole("button", { name: forms.reportOffer.thankYou.button, exact: true });
    await expect(close).toBeFocused();
    await expectFocusRing(close);
    expect(await readRows("download_report", email)).toMatchObject([
      {
        first_name: "Arjun",
        last_name: "Menon",
        email,
        designation: "Head of Fraud Risk",
        company: "Malabar Payments",
        country: "India",
      },
    ]);

    await page.keyboard.press("Enter");
    await expect(download).toBeFocused();
  });

  test("the report form's close button is reached with Shift+Tab and gives focus back to the offer", async ({
    page,
  }) => {
    await page.goto("/#report");
    const report = page.locator("#report");
    await expect(report).toBeInViewport();
    const download = report.getByRole("button", { name: forms.reportOffer.button });
    await tabTo(page, download);
    await page.keyboard.press("Space");
    await expect(report.getByLabel("First Name *")).toBeFocused();

    await page.keyboard.press("Shift+Tab");
    const close = report.getByRole("button", { name: "Close the report form" });
    await expect(close).toBeFocused();
    await expectFocusRing(close);
    await page.keyboard.press("Enter");
    await expect(report.locator("[data-face]")).toHaveAttribute("data-face", "front");
    await expect(download).toBeFocused();
  });
});
