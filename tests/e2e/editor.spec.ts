// The content editor as the marketing team uses it: `npm run edit` over a checkout of its own,
// changes made in its forms, seen in the preview, written into the files as they are, and
// refused, with the build's own message, where the build would refuse them.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { Page } from "@playwright/test";
import sharp from "sharp";

import { brand } from "#shared/brand.ts";
import { indiaDate } from "#src/editor/india-date.ts";
import { type EditorCheckout, startEditorCheckout } from "#tests/support/editor-checkout.ts";
import { figurePlaces } from "#tests/support/figure-places.ts";

import { expect, expectFilledRows, test } from "./fixtures.ts";

// One checkout and editor for the file, its tests in order: the last builds what the others changed.
test.describe.configure({ mode: "serial" });

let checkout: EditorCheckout;

const QUOTE =
  "Within three months of going live, manual review of flagged transactions fell sharply. Our analysts now spend their time on cases that matter, and scores return in under a second.";
/** An eighth testimonial, as the marketer types it: its quote names a figure of the table. */
const EIGHTH = {
  id: "meera-iyer",
  quote:
    "We replaced three rule engines with one platform. Detection accuracy held at {{figure.accuracy}} through our busiest festive season, and our analysts finally trust the alerts they open.",
  name: "Meera Iyer",
  title: "Head of Fraud Operations",
  company: "Sahyadri Urban Co-operative Bank",
};
const EIGHTH_SHOWN = EIGHTH.quote.replace("{{figure.accuracy}}", "99.8%");
const FIGURE_PERIOD = "Calendar year 2024: ₹22,845.73 Cr reported by citizens to the NCRP";
const NEW_ACCURACY = "97.3%";
const SIXTH = {
  id: "trade-surveillance",
  name: "Trade Surveillance",
  title: "Trade Surveillance for Brokers",
  // A page's search entry is its own: the save refuses a description another page has.
  description: "Spoofing, layering and mule trading flagged as the orders arrive, for brokers and exchanges in India.",
  alt: "The surveillance console, listing flagged orders by broker and exchange",
};
const HINDI_HEADING = "आपका डेटा, आपके अधिकार और हमारी ज़िम्मेदारी";
const POLICY_BEFORE =
  "We collect personal data only when you submit one of the forms on the website, and in our server logs.";
const POLICY_AFTER =
  "We collect personal data only when you submit one of the forms on the website, and in our server logs; nowhere else.";

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  checkout = await startEditorCheckout();
  // The first visit prepares Keystatic's modules for the browser, which takes a while once per server.
  const page = await browser.newPage();
  await page.goto(`${checkout.base}/keystatic`);
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible({ timeout: 180_000 });
  await page.goto(`${checkout.base}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 120_000 });
  await page.close();
});

test.afterAll(async () => {
  await checkout?.stop();
});

/**
 * Opens a page of the site in the preview tab. Under `astro dev` a save reloads every page it
 * serves, which can abort a navigation under way: the visitor would open it again.
 */
async function openPreview(preview: Page, path: string) {
  await expect(async () => {
    await preview.goto(`${checkout.base}${path}`, { waitUntil: "domcontentloaded" });
  }).toPass();
}

/** Opens a kind of content from the editor's dashboard, by its name there. */
async function open(page: Page, name: string) {
  await page.goto(`${checkout.base}/keystatic`);
  // Under `astro dev`, a page may wait while the server prepares modules it has not served yet.
  await page.getByRole("link", { name, exact: true }).first().click({ timeout: 60_000 });
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
}

/** Closes an item's dialog with Done, and waits for the form behind it to take input again. */
async function done(page: Page) {
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** Presses Save, as the marketer does once a change is made. */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
}

/**
 * The lines a diff takes out and puts in, without its headers. Read by polling until they are
 * the edit's: the editor writes a file by truncating it first, and a diff taken in between
 * takes out every line.
 */
function changedLines(diff: string): string[] {
  return diff.split("\n").filter((line) => /^[-+](?![-+]{2})/.test(line));
}

test("lists every kind of content by what it is", async ({ page }) => {
  await page.goto(`${checkout.base}/keystatic`);
  for (const name of ["Home page", "Testimonials", "Privacy notice, Hindi", "Privacy policy", "Terms of service"])
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible({ timeout: 60_000 });
});

test("a testimonial's new quote changes its lines of the file only, and shows in the preview", async ({
  page,
  context,
}) => {
  const preview = await context.newPage();
  await openPreview(preview, "/");
  await expect(preview.getByText(QUOTE)).toHaveCount(0);

  await open(page, "Testimonials");
  await page.getByText("Ananya Deshpande", { exact: true }).click();
  await page.getByRole("textbox", { name: "Quote" }).fill(QUOTE);
  await done(page);
  await save(page);

  await expect(preview.getByText(QUOTE)).toBeVisible();
  await preview.close();
  const changed = changedLines(checkout.diff("src/content/testimonials.yaml"));
  expect(changed.filter((line) => line.startsWith("-"))).toHaveLength(4);
  expect(changed.filter((line) => line.startsWith("+")).map((line) => line.slice(1).trim())).toEqual([
    "Within three months of going live, manual review of flagged transactions fell sharply. Our",
    "analysts now spend their time on cases that matter, and scores return in under a second.",
  ]);
});

test("an eighth testimonial, added in the editor, is saved and shown on the home page, in rows it fills", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await open(page, "Testimonials");
  await expect(page.getByText("At least 1.")).toBeVisible();
  await page.getByRole("button", { name: "Add" }).click();
  const dialog = page.getByRole("dialog");
  for (const field of ["Id", "Quote", "Name", "Title", "Company"] as const)
    await dialog
      .getByRole("textbox", { name: field, exact: true })
      .fill(EIGHTH[field.toLowerCase() as keyof typeof EIGHTH]);
  // A new item's dialog closes with Add, where an item's own closes with Done.
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toHaveCount(0);
  await save(page);
  await expect.poll(() => checkout.read("src/content/testimonials.yaml")).toContain(`id: ${EIGHTH.id}`);

  const preview = await context.newPage();
  await expect(async () => {
    await preview.goto(`${checkout.base}/`, { waitUntil: "domcontentloaded" });
    await expect(preview.getByText(EIGHTH_SHOWN)).toBeVisible({ timeout: 1000 });
  }).toPass();
  const quotes = preview.locator("#testimonials ul");
  await expect(quotes.getByRole("figure")).toHaveCount(8);
  await expect(quotes.getByText(`${EIGHTH.title}, ${EIGHTH.company}`)).toBeVisible();
  for (const width of [360, 768, 1440]) expect(await expectFilledRows(preview, quotes, width)).toBe(8);
  await preview.close();
});

test("a testimonial's quote too long is refused in plain words, its item marked, and nothing is written", async ({
  page,
}) => {
  const before = checkout.read("src/content/testimonials.yaml");
  await open(page, "Testimonials");
  await page.getByText("Rohit Malhotra", { exact: true }).click();
  const quote = page.getByRole("textbox", { name: "Quote" });
  const words = await quote.inputValue();
  const tooLong = `${words} ${QUOTE}`;
  await quote.fill(tooLong);
  await expect(page.getByText(`${tooLong.length} / 320`, { exact: true })).toBeVisible();
  await done(page);
  await save(page);

  await expect(page.getByRole("status")).toHaveText("Nothing was saved: one field needs a change.");
  await expect(page.getByText(`Keep this within 320 characters: it has ${tooLong.length}.`)).toBeVisible();
  await expect(page.getByText("Rohit Malhotra · needs a change: Quote", { exact: true })).toBeVisible();
  expect(checkout.read("src/content/testimonials.yaml")).toBe(before);

  // The refusal opens the field at fault, inside its item.
  await page.getByRole("button", { name: "Testimonials › Rohit Malhotra › Quote" }).click();
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "Quote" })).toBeFocused();
  await quote.fill(words);
  await done(page);
  await expect(page.getByText("Rohit Malhotra", { exact: true })).toBeVisible();
});

test("a save says Saved, and the editor stays while the page it changed reloads", async ({ page, context }) => {
  const preview = await context.newPage();
  await openPreview(preview, "/");
  const company = "Aravalli Capital Finance Ltd";
  await expect(preview.getByText(company)).toHaveCount(0);

  await open(page, "Testimonials");
  await page.getByText("Rohit Malhotra", { exact: true }).click();
  await page.getByRole("textbox", { name: "Company" }).fill(company);
  await done(page);
  await save(page);
  await expect(page.getByRole("status")).toHaveText(/^Saved at /);

  // The server has reloaded the pages it serves: the editor is the one it left as it was.
  await expect(preview.getByText(company)).toBeVisible();
  await preview.close();
  await expect(page.getByRole("status")).toHaveText(/^Saved at /);
  await expect(page.getByText("Rohit Malhotra", { exact: true })).toBeVisible();
});

test("a title too long for search results is counted, refused in plain words, and the file is left as it was", async ({
  page,
}) => {
  await open(page, "Home page");
  const title = page.getByRole("textbox", { name: "Search engines (SEO) title", exact: true });
  // One character over, however long the brand's name.
  const tooLong = `${brand.name}: fraud detection and KYC monitoring for Indian banks, NBFCs`.slice(0, 61);
  await title.fill(`${tooLong}.`);
  expect(await title.inputValue()).toHaveLength(62);
  await expect(page.getByText("62 / 60", { exact: true })).toBeVisible();
  await save(page);
  await expect(page.getByText("Keep this within 60 characters: it has 62.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Search engines (SEO) title", exact: true })).toBeVisible();
  expect(checkout.diff("src/content/pages/home.yaml")).toBe("");
});

test("the Hindi notice takes Devanagari and writes it back unchanged, under a new version", async ({ page }) => {
  await open(page, "Privacy notice, Hindi");
  const heading = page.getByRole("textbox", { name: "Heading", exact: true });
  await expect(heading).toHaveValue("आपका डेटा और आपके अधिकार");
  await heading.fill(HINDI_HEADING);
  await save(page);

  // New words are a new version, in every language, which the forms cite and a migration registers.
  await expect
    .poll(() => changedLines(checkout.diff("src/content/notices/hi.yaml")).filter((line) => line.includes("heading")))
    .toEqual(["-heading: आपका डेटा और आपके अधिकार", `+heading: ${HINDI_HEADING}`]);
  // The save writes its files one after another: each is read until it holds the save's words.
  const latestVersion = () => {
    try {
      const { versions } = JSON.parse(checkout.read("shared/notice-versions.json")) as { versions: string[] };
      return versions.at(-1) ?? "";
    } catch {
      return "";
    }
  };
  await expect.poll(latestVersion).not.toBe("2026-11-28");
  await expect.poll(latestVersion).toMatch(/^\d{4}-\d{2}-\d{2}(\.\d+)?$/);
  const version = latestVersion();
  for (const language of ["en", "hi"]) {
    expect(checkout.read(`src/content/notices/${language}.yaml`)).toContain(`version: "${version}"`);
  }
  const migration = `_privacy_notice_${version.replace(/\W/g, "_")}.sql`;
  await expect
    .poll(() => readdirSync(join(checkout.dir, "supabase/migrations")).filter((name) => name.endsWith(migration)))
    .toHaveLength(1);
  // Under `astro dev` the editor's modules come one by one, which on a busy machine takes a while.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Heading", exact: true })).toHaveValue(HINDI_HEADING, {
    timeout: 60_000,
  });
});

test("a privacy-policy section edits as Markdown: its tokens and numbered sections survive", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const before = checkout.read("src/content/legal/privacy.md");
  const tokens = (text: string) => text.match(/\{\{[^}]+\}\}/g) ?? [];
  await open(page, "Privacy policy");
  const body = page.getByRole("textbox", { name: "Text" });
  const text = await body.inputValue();
  expect(text).toContain(POLICY_BEFORE);

  // A token the build does not know is refused, in the build's words.
  await body.fill(text.replace("{{email}}", "{{emial}}"));
  await save(page);
  await expect(page.getByText("unknown value {{emial}}").first()).toBeVisible();
  expect(checkout.diff("src/content/legal/privacy.md")).toBe("");

  // Changed words need a line in the policy's version history, dated today, which a person writes.
  const history = "src/content/legal/privacy-versions.yaml";
  const today = indiaDate(new Date());
  if (!checkout.read(history).includes(`date: ${today}`)) {
    writeFileSync(
      join(checkout.dir, history),
      `${checkout.read(history)}  - date: ${today}\n    change: Says that we collect personal data nowhere else.\n`,
    );
  }
  await body.fill(text.replace(POLICY_BEFORE, POLICY_AFTER));
  await save(page);
  const preview = await context.newPage();
  await expect(async () => {
    await preview.goto(`${checkout.base}/privacy-policy`, { waitUntil: "domcontentloaded" });
    await expect(preview.getByText(POLICY_AFTER)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(preview.getByRole("heading", { name: "1. Information we collect" })).toBeVisible();
  await preview.close();

  const after = checkout.read("src/content/legal/privacy.md");
  const paragraph = before.split("\n").find((line) => line.includes(POLICY_BEFORE)) ?? "";
  const updated = before.split("\n").find((line) => line.startsWith("updated: ")) ?? "";
  const dated = updated === `updated: ${today}` ? [] : [`-${updated}`, `+updated: ${today}`];
  expect(changedLines(checkout.diff("src/content/legal/privacy.md"))).toEqual([
    ...dated,
    `-${paragraph}`,
    `+${paragraph.replace(POLICY_BEFORE, POLICY_AFTER)}`,
  ]);
  expect(tokens(after)).toEqual(tokens(before));
  expect(after.match(/^## .+ \{#[a-z-]+\}$/gm)).toEqual(before.match(/^## .+ \{#[a-z-]+\}$/gm));
});

test("a figure's period, edited among the figures, is written to its line of the file", async ({ page }) => {
  await open(page, "Figures");
  await page.getByText("Lost to cyber fraud in India (cyberFraudLoss2024)", { exact: true }).click();
  await page.getByRole("textbox", { name: "Period", exact: true }).fill(FIGURE_PERIOD);
  await done(page);
  await save(page);
  await expect
    .poll(() => changedLines(checkout.diff("src/content/figures.yaml")))
    .toEqual([
      '-    period: "Calendar year 2024: ₹22,845.73 Cr reported by citizens"',
      `+    period: "${FIGURE_PERIOD}"`,
    ]);
});

test("a figure's new value shows on every page that quotes it, with no restart", async ({ page, context }) => {
  // Each page it opens is rendered afresh by `astro dev` after the save, which takes a while on a busy machine.
  test.setTimeout(180_000);
  // Every page whose copy names the figure, read from the copy, not listed here.
  const pages = (figurePlaces().get("accuracy") ?? []).filter((place) => place.startsWith("/"));
  expect(pages).toEqual(expect.arrayContaining(["/", "/about", "/solutions/risk-assessment"]));
  const preview = await context.newPage();
  for (const path of pages) {
    await openPreview(preview, path);
    await expect(preview.getByText(/99\.8%/).first()).toBeVisible();
  }
  await open(page, "Figures");
  await page.getByText("Detection accuracy (accuracy)", { exact: true }).click();
  await page.getByRole("textbox", { name: "Value", exact: true }).fill(NEW_ACCURACY);
  await done(page);
  await save(page);
  for (const path of pages)
    await expect(async () => {
      await preview.goto(`${checkout.base}${path}`, { waitUntil: "domcontentloaded" });
      await expect(preview.getByText(NEW_ACCURACY).first(), path).toBeVisible({ timeout: 1000 });
      await expect(preview.getByText(/99\.8%/), path).toHaveCount(0);
    }).toPass();
  await preview.close();
});

test("a sixth solution, made from another with a picture uploaded, is a page of its own, in the menus and the overview", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const upload = testInfo.outputPath("trade-surveillance.png");
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#1e1b4b" } })
    .png()
    .toFile(upload);
  await page.goto(`${checkout.base}/keystatic/collection/solutions/item/risk-assessment`);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Risk Assessment", {
    timeout: 60_000,
  });
  await page
    .getByRole("button", { name: "Duplicate entry…" })
    .or(page.getByRole("link", { name: "Duplicate entry…" }))
    .first()
    .click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(SIXTH.name);
  await page.getByRole("button", { name: "Regenerate" }).click();
  await expect(page.getByRole("textbox", { name: "Address" })).toHaveValue(SIXTH.id);
  await page.getByRole("textbox", { name: "Order", exact: true }).fill("6");
  await page.getByRole("textbox", { name: "Search engines (SEO) title", exact: true }).fill(SIXTH.title);
  await page.getByRole("textbox", { name: "Search engines (SEO) description", exact: true }).fill(SIXTH.description);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(upload);
  await page.getByRole("textbox", { name: "Picture alt", exact: true }).fill(SIXTH.alt);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/solutions/item/${SIXTH.id}$`));

  const preview = await context.newPage();
  await expect(async () => {
    await preview.goto(`${checkout.base}/solutions/${SIXTH.id}`, { waitUntil: "domcontentloaded" });
    await expect(preview).toHaveTitle(new RegExp(SIXTH.title), { timeout: 1000 });
  }).toPass();
  // The picture, in the formats the pipeline makes, described for those who cannot see it.
  const picture = preview.getByRole("img", { name: SIXTH.alt });
  await expect(picture).toBeVisible();
  // The browser picked one of the pipeline's AVIF or WebP files, not the upload itself.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/(f=|\.)(avif|webp)\b/);
  await expect(preview.locator("footer").getByRole("link", { name: SIXTH.name })).toHaveAttribute(
    "href",
    `/solutions/${SIXTH.id}`,
  );
  await openPreview(preview, "/solutions");
  await expect(
    preview
      .getByRole("main")
      .getByRole("link", { name: new RegExp(SIXTH.name) })
      .first(),
  ).toBeVisible();
  await preview.close();
});

test("a figure's value typed as text in a quote is refused, naming the testimonial and the figure to write", async ({
  page,
}) => {
  const file = "src/content/testimonials.yaml";
  const before = checkout.read(file);
  await open(page, "Testimonials");
  await page.getByText("Kavitha Raghunathan", { exact: true }).click();
  const quote = page.getByRole("textbox", { name: "Quote" });
  // The accuracy figure as a test above left it, typed where the quote names it.
  await quote.fill((await quote.inputValue()).replace("{{figure.accuracy}}", NEW_ACCURACY));
  await done(page);
  await save(page);
  await expect(
    page
      .getByText(
        `Testimonials, item 3 (quote): "${NEW_ACCURACY}" is the figure "Detection accuracy": write {{figure.accuracy}} so it follows the figure.`,
      )
      .first(),
  ).toBeVisible();
  expect(checkout.read(file)).toBe(before);
});

test("the built site shows every saved change", async () => {
  test.setTimeout(240_000);
  const site = checkout.build();
  const page = (path: string) => readFileSync(join(site, path), "utf8");
  expect(page("index.html")).toContain(QUOTE);
  // The eighth quote names the accuracy figure, which a later test changed.
  expect(page("index.html")).toContain(EIGHTH.quote.replace("{{figure.accuracy}}", NEW_ACCURACY));
  // Quoted in the home page's copy, which the collections hold: a build after another reads it afresh.
  expect(page("index.html")).toContain(FIGURE_PERIOD);
  expect(page("privacy-policy/index.html")).toContain(POLICY_AFTER);
  expect(page("contact/index.html")).toContain(HINDI_HEADING);
  expect(page("about/index.html")).toContain(NEW_ACCURACY);
  expect(page(`solutions/${SIXTH.id}/index.html`)).toContain(SIXTH.title);
  expect(page(`solutions/${SIXTH.id}/index.html`)).toMatch(/<source srcset="[^"]+\.avif 480w[^"]*" type="image\/avif"/);
  expect(page("index.html")).toContain(`href="/solutions/${SIXTH.id}"`);
  expect(page("sitemap-0.xml")).toContain(`/solutions/${SIXTH.id}</loc>`);
});
