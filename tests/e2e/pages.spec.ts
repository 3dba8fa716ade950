import { type Page } from "@playwright/test";

import { about, careers, contact, notFound } from "#tests/support/pages.ts";
import { industries, solutions } from "#tests/support/catalogue.ts";
import { site } from "#tests/support/site.ts";
import { freeReport } from "#shared/free-report.ts";

import { EVERY_PAGE_TIMEOUT, expect, pages, test } from "./fixtures.ts";

test.describe("about", () => {
  test("shows the headline stats, the founding year, the mission and its image", async ({ page }) => {
    await page.goto("/about");
    for (const stat of about.stats) await expect(page.getByText(stat.value, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(about.founded).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: about.mission.title })).toBeVisible();
    const image = page.getByRole("img", { name: about.image.alt });
    await expect(image).toHaveAttribute("width", String(about.image.width));
    await expect(image).toHaveAttribute("height", String(about.image.height));
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe("solutions", () => {
  test("lists 30 sample alerts (3 kinds x 10) and five solutions with Learn More", async ({ page }) => {
    await page.goto("/solutions");
    await expect(page.getByTestId("alert-card")).toHaveCount(30);
    for (const kind of ["Negative profile found", "High-risk entity", "Unusual transaction behaviour"]) {
      await expect(page.getByTestId("alert-card").filter({ hasText: kind })).toHaveCount(10);
    }
    for (const solution of solutions) {
      await expect(page.getByRole("link", { name: `Learn More about ${solution.name}` })).toHaveAttribute(
        "href",
        `/solutions/${solution.id}`,
      );
    }
  });

  test("pauses the alert list on hover", async ({ page }) => {
    await page.goto("/solutions");
    const track = page.getByRole("list", { name: /alert/i });
    const offset = () => track.evaluate((el) => el.getBoundingClientRect().left);
    await track.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    const moving = await offset();
    await expect.poll(offset).not.toBe(moving);
    // The cards move, so Playwright would wait forever for a stable one: point at the band.
    const box = await track.boundingBox();
    await track.hover({ force: true, position: { x: 200 - (box?.x ?? 0), y: (box?.height ?? 0) / 2 } });
    const playState = () => track.evaluate((el) => el.getAnimations()[0]?.playState);
    await expect.poll(playState).toBe("paused");
    const paused = await offset();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await offset()).toBe(paused);
  });

  for (const solution of solutions) {
    test(`${solution.name} has its hero, Book Your Demo, its features and its key metrics`, async ({ page }) => {
      await page.goto(`/solutions/${solution.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(solution.hero.title);
      const demo = page.getByRole("link", { name: /Book Your Demo/ }).first();
      await expect(demo).toHaveAttribute("href", site.schedulerUrl);
      await expect(demo).toHaveAttribute("target", "_blank");
      for (const feature of solution.features)
        await expect(page.getByRole("heading", { name: feature.title, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: solution.whyChoose.title })).toBeVisible();
      for (const metric of solution.metrics)
        await expect(page.getByText(metric.label, { exact: true }).first()).toBeVisible();
    });
  }

  test("quote the implementation times the spec gives", async ({ page }) => {
    const times: [string, string][] = [
      ["customer-compliance", "2 weeks"],
      ["vendor-management", "1 week"],
      ["merchant-monitoring", "3 days"],
    ];
    for (const [slug, time] of times) {
      await page.goto(`/solutions/${slug}`);
      await expect(page.getByText(time, { exact: true }).first()).toBeVisible();
    }
  });
});

test.describe("industries", () => {
  test("lists five industries with challenges, benefits and Learn More", async ({ page }) => {
    await page.goto("/industries");
    for (const industry of industries) {
      await expect(page.getByRole("heading", { name: industry.name, exact: true })).toBeVisible();
      for (const line of [...industry.overview.challenges, ...industry.overview.benefits])
        await expect(page.getByText(line, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: `Learn More about ${industry.name}` })).toHaveAttribute(
        "href",
        `/industries/${industry.id}`,
      );
    }
  });

  for (const industry of industries) {
    test(`${industry.name} has its challenges with stats, its solutions, benefits and metrics`, async ({ page }) => {
      await page.goto(`/industries/${industry.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(industry.hero.title);
      await expect(page.getByRole("link", { name: /Book Your Demo/ }).first()).toHaveAttribute("target", "_blank");
      for (const challenge of industry.challenges) {
        await expect(page.getByRole("heading", { name: challenge.title, exact: true })).toBeVisible();
        await expect(page.getByText(challenge.stat.label, { exact: true }).first()).toBeVisible();
      }
      for (const card of industry.solutions) {
        await expect(page.getByRole("main").locator(`a[href="/solutions/${card.solution.id}"]`).first()).toBeVisible();
      }
      for (const benefit of industry.benefits)
        await expect(page.getByText(benefit.title, { exact: true }).first()).toBeVisible();
      for (const metric of industry.metrics)
        await expect(page.getByText(metric.value, { exact: true }).first()).toBeVisible();
    });
  }

  test("place the fintech integration time and the payment chargeback reduction", async ({ page }) => {
    await page.goto("/industries/fintech");
    await expect(page.getByText("2 hours", { exact: true }).first()).toBeVisible();
    await page.goto("/industries/payment-processors");
    await expect(page.getByText("80%", { exact: true }).first()).toBeVisible();
  });
});

test.describe("contact", () => {
  test("uses the desktop wording at 1280 px, and shows the three info cards", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/contact");
    // Both wordings are in the markup; innerText reads only the one on screen.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(contact.hero.desktop.title);
    const hero = page.locator("main section").first();
    await expect(hero.getByText(contact.hero.desktop.badge, { exact: true })).toBeVisible();
    await expect(hero.getByText(contact.hero.mobile.badge, { exact: true })).toBeHidden();

    await expect(page.getByRole("heading", { name: "Write to us" })).toBeVisible();
    await expect(page.getByText("We respond within 24 hours").first()).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(page.getByRole("heading", { name: "Corporate Office" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Registered Office" })).toBeVisible();
  });

  test("uses the mobile wording at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/contact");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(contact.hero.mobile.title);
    const hero = page.locator("main section").first();
    await expect(hero.getByText(contact.hero.mobile.badge, { exact: true })).toBeVisible();
    await expect(hero.getByText(contact.hero.desktop.badge, { exact: true })).toBeHidden();
  });
});

test.describe("careers", () => {
  test("shows the stats, the perks, no open positions and the culture values", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Mission");
    for (const stat of careers.stats) await expect(page.getByText(stat.value, { exact: true })).toBeVisible();
    for (const perk of careers.perks.cards) await expect(page.getByRole("heading", { name: perk.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Open Positions Right Now" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Culture" })).toBeVisible();
    for (const value of careers.culture.values)
      await expect(page.getByRole("heading", { name: value.title })).toBeVisible();
  });

  test("Send Your Resume opens a mail with a resume-submission subject", async ({ page }) => {
    await page.goto("/careers");
    const href = await page.getByRole("link", { name: "Send Your Resume" }).getAttribute("href");
    const url = new URL(href ?? "");
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(site.email);
    expect(url.searchParams.get("subject")).toBe(careers.openings.resumeSubject);
    expect(careers.openings.resumeSubject).toMatch(/^Resume Submission/);
  });
});

test.describe("legal pages", () => {
  /** Each section heading reads "n. Title" in order, and the table of contents links each by its title. */
  async function expectNumberedSections(page: Page, count: number) {
    const sections = page.locator("main article section[id]");
    await expect(sections).toHaveCount(count);
    const toc = page.getByRole("navigation", { name: /contents/i }).getByRole("link");
    await expect(toc).toHaveCount(count);
    for (let index = 0; index < count; index++) {
      const section = sections.nth(index);
      const title = (await toc.nth(index).textContent()) ?? "";
      await expect(toc.nth(index)).toHaveAttribute("href", `#${await section.getAttribute("id")}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(`${index + 1}. ${title}`);
    }
  }

  test("terms show 17 numbered sections, a table of contents and the update date", async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page.locator("main time")).toHaveText("28 August 2025");
    await expect(page.locator("main time")).toHaveAttribute("datetime", "2025-08-28");
    await expectNumberedSections(page, 17);
    const toc = page.getByRole("navigation", { name: /contents/i });
    await toc.getByRole("link", { name: "Miscellaneous" }).click();
    await expect(page.locator("#miscellaneous")).toBeInViewport();
    await expect(page.locator("#miscellaneous")).toContainText("the courts at New Delhi, India");
    await expect(page.locator("main")).toContainText("non-refundable");
  });

  test("privacy shows 10 sections, 7th December 2026, children under 15 and the DPDP Act", async ({ page }) => {
    await page.goto("/privacy-policy");
    const updated = page.locator("main time").first();
    await expect(updated).toHaveText("7th December 2026");
    await expect(updated).toHaveAttribute("datetime", "2026-12-07");
    await expectNumberedSections(page, 10);
    await expect(page.locator("#childrens-privacy")).toContainText("children under the age of 15");
    await expect(page.locator("main")).toContainText("Digital Personal Data Protection Act");
    await expect(page.locator("main")).toContainText("cookies");
  });

  test("privacy lists its versions, newest first, from the specification's 28 August 2025, and sends rights to /data-rights", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const history = page.getByRole("region", { name: "Version history" });
    await expect(history.locator("time")).toHaveText([
      "7th December 2026",
      "28th November 2026",
      "26th November 2026",
      "25th November 2026",
      "28th August 2025",
    ]);
    await expect(page.locator("#your-rights a[href='/data-rights']").first()).toBeVisible();
  });

  test("name the company, its e-mail and registered office from the site's values", async ({ page }) => {
    const office = site.offices.find((candidate) => candidate.kind === "Registered Office");
    for (const path of ["/terms-of-service", "/privacy-policy"]) {
      await page.goto(path);
      const main = page.locator("main");
      await expect(main).toContainText(`${site.legalName} ("${site.name}", "we", "us" or "our")`);
      await expect(main).toContainText(`${site.legalName}, ${office?.lines.join(", ")}`);
      await expect(main.locator(`a[href="mailto:${site.email}"]`).first()).toHaveText(site.email);
      await expect(main).not.toContainText("{{");
    }
  });
});

test.describe("not-found page", () => {
  // SPEC "Not-found" names Go back first, then Go Home.
  for (const width of [360, 1440]) {
    test(`puts Go back before Go Home at ${width} px, in reading order, on screen and in tab order`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/no-such-page");
      const home = page.getByRole("link", { name: notFound.home });
      const back = page
        .getByRole("button", { name: notFound.back })
        .or(page.getByRole("link", { name: notFound.back }));
      const reading = await page
        .locator("main")
        .getByRole("link")
        .or(page.locator("main").getByRole("button"))
        .allTextContents();
      const order = reading
        .map((text) => text.trim())
        .filter((text) => text === notFound.back || text === notFound.home);
      expect(order).toEqual([notFound.back, notFound.home]);

      const [backBox, homeBox] = [await back.boundingBox(), await home.boundingBox()];
      if (!backBox || !homeBox) throw new Error("both buttons are drawn");
      // Stacked on a phone, side by side from sm up: Go back above or to the left.
      if (width < 640) expect(backBox.y + backBox.height).toBeLessThanOrEqual(homeBox.y);
      else expect(backBox.x + backBox.width).toBeLessThanOrEqual(homeBox.x);

      await back.focus();
      await page.keyboard.press("Tab");
      await expect(home).toBeFocused();
    });
  }
});

test.describe("arrows after link text", () => {
  const withArrows = ["/", "/solutions", "/industries", "/industries/banking"];

  test("never wrap onto a line of their own at 360, 768 or 1440 px", async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of withArrows) {
      await page.goto(path);
      await page.evaluate(() => (document.documentElement.dataset.fullLayout = ""));
      // The same page at each width, as a visitor resizing the window sees it.
      for (const width of [360, 768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const arrows = await page.locator("a, button").evaluateAll((controls) =>
          controls.flatMap((control) => {
            const arrow = [...control.querySelectorAll("svg[class*='lucide-arrow']")].at(-1);
            const after = document.createRange();
            if (arrow) {
              after.setStartAfter(arrow);
              after.setEnd(control, control.childNodes.length);
            }
            // Only an arrow that ends the control's words, on a control that is shown.
            if (!arrow || after.toString().trim() !== "" || control.getClientRects().length === 0) return [];
            // The last line of the words before the arrow (sr-only text draws 1 px boxes).
            const words = document.createRange();
            words.setStart(control, 0);
            words.setEndBefore(arrow);
            const lines = [...words.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
            const last = lines.at(-1);
            const glyph = arrow.getBoundingClientRect();
            return [
              {
                text: control.textContent?.trim(),
                besideText: last !== undefined && glyph.top < last.bottom && glyph.bottom > last.top,
              },
            ];
          }),
        );
        expect(arrows.length, `${path} at ${width} px`).toBeGreaterThan(0);
        for (const arrow of arrows)
          expect(arrow, `${path} at ${width} px: ${arrow.text}`).toEqual({ ...arrow, besideText: true });
      }
    }
  });
});

test.describe("every page on a phone", () => {
  // A phone widens its layout viewport (and zooms the page out) when anything overflows
  // sideways, so every page must fit the device width, with animations running.
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, reducedMotion: "no-preference" });

  test("fits the screen width without zooming out", async ({ page }) => {
    test.setTimeout(EVERY_PAGE_TIMEOUT);
    for (const path of pages) {
      await page.goto(path, { waitUntil: "networkidle" });
      const widths = await page.evaluate(() => ({
        layout: window.innerWidth,
        content: document.documentElement.scrollWidth,
      }));
      expect(widths, path).toEqual({ layout: 360, content: 360 });
    }
  });
});

test.describe("one voice", () => {
  // What the spec quotes word for word (SPEC.md section 2, and the call to action of sections 1 and 7)
  // keeps the spec's case; everything else is in sentence case.
  const specVerbatim = [
    "SCHEDULE DEMO",
    "Book Your Demo",
    "We're Hiring",
    `How ${site.name} Sends Fraud Signals`,
    "Real-Time Intelligence",
    "Transaction Analysis",
    "Identity Verification",
    "Merchant Monitoring",
    "Device Intelligence",
    "Types of Fraud Signals",
    "Download Free Report",
    "2025 EDITION",
    "Get Your Report",
    "Learn More",
    "Request a Callback",
    "Get In Touch",
    "Write to us",
    "Corporate Office",
    "Registered Office",
    "Send Message",
    "Join Our Mission",
    "Health & Wellness",
    "Growth & Learning",
    "Work-Life Balance",
    "Global Impact",
    "No Open Positions Right Now",
    "Send Your Resume",
    "Notify Me When Roles Open",
    "Our Culture",
    "We couldn't locate the page you requested",
    "Go back",
    "Go Home",
  ];
  // Names keep their capitals: the product, its five offerings and five industries (the menus'
  // and pages' names), the free report, the two legal documents, the RBI directions the copy
  // cites, and the data-protection body and office the law names.
  const names = [
    site.name,
    ...solutions.map((entry) => entry.name),
    ...industries.map((entry) => entry.name),
    freeReport.name,
    "Terms of Service",
    "Privacy Policy",
    "Digital Lending Directions",
    "KYC Master Direction",
    // The body and the office the DPDP Act and the IT Rules name.
    "Data Protection Board of India",
    "Grievance Officer",
  ];
  const verbatim = [...specVerbatim, ...names].sort((a, b) => b.length - a.length);
  const properNouns = new Set(["India", "Indian", ...site.name.split(" ")]);

  /** The words of a text, past the first of each sentence, capitalised without being names or acronyms. */
  function titleCased(text: string): string[] {
    let rest = text.replace(/^\d+\.\s*/, "");
    for (const name of verbatim) rest = rest.replaceAll(name, "x");
    const words = rest.split(/\s+/);
    return words
      .filter((_, index) => index > 0 && !/[.?!:]$/.test(words[index - 1] ?? ""))
      .map((word) => word.replace(/'s$/, "").replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, ""))
      .filter((word) => /^[A-Z][a-z]/.test(word) && !properNouns.has(word) && !/^[A-Z]{2,}s$/.test(word));
  }

  // Every heading and every button, and the links drawn as buttons, in the header, the page,
  // the dialogs and the footer.
  const buttonsAndHeadings = ":is(h1, h2, h3, h4, button:not([aria-label]), a.justify-center.rounded-full)";

  // Amounts are ₹, Indian digit grouping, a space and Cr or lakh. The calculator reads its own
  // estimates out in words as it computes them ("₹4.23 crore"), for listeners as for readers.
  const otherFigureFormats = [
    /\d(?:Cr|L)\b\+?/g,
    /₹[\d.,]+\s?(?:L|crores?|Crore)\b/g,
    /\b(?:Rs\.?|INR)\s?\d[\d,.]*/g,
    /₹\d{4,}/g,
    /₹\d+(?:,\d{3}){2,}/g,
    /\d\s?cr\b/g,
  ];

  // One pass over the pages for the three rules, each reported on its own.
  test("every page writes headings and buttons in sentence case, figures as ₹2,000 Cr+ and ₹4.2 lakh, and eyebrows in one style", async ({
    page,
  }) => {
    test.setTimeout(EVERY_PAGE_TIMEOUT);
    const cased: string[] = [];
    const figures: string[] = [];
    const eyebrowStyles = new Map<string, string[]>();
    for (const path of pages) {
      await page.goto(path);

      const texts = await page.locator(buttonsAndHeadings).evaluateAll((elements) =>
        elements.map((element) => ({
          text: (element as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
          transform: getComputedStyle(element).textTransform,
        })),
      );
      for (const { text, transform } of texts.filter((entry) => entry.text !== "")) {
        if (transform !== "none") cased.push(`${path}: "${text}" is drawn ${transform}`);
        const words = titleCased(text);
        if (words.length > 0) cased.push(`${path}: "${text}" capitalises ${words.join(", ")}`);
      }

      if (path !== "/roi-calculator") {
        // The page's words, not the source of its scripts (whose file names carry hashes like "…0L.js").
        const text = await page.locator("body").evaluate((body) => {
          const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
          const words: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.parentElement?.closest("script, style, noscript, template")) words.push(node.textContent ?? "");
          }
          return words.join("");
        });
        for (const pattern of otherFigureFormats)
          for (const [match] of text.matchAll(pattern)) figures.push(`${path}: ${match}`);
      }

      const eyebrows = await page.locator("main :is(h1, h2)").evaluateAll((headings) =>
        headings.flatMap((heading) => {
          const eyebrow = heading.previousElementSibling;
          const text = eyebrow?.textContent?.trim() ?? "";
          if (!eyebrow?.checkVisibility() || text === "" || text.length > 60) return [];
          if (eyebrow.querySelector("h1, h2, h3, p p")) return [];
          const style = getComputedStyle(eyebrow);
          const look = [
            style.fontSize,
            style.fontWeight,
            style.textTransform,
            style.letterSpacing,
            style.borderTopLeftRadius,
            style.paddingTop,
            style.paddingLeft,
          ].join(" ");
          return [{ text, look }];
        }),
      );
      for (const { text, look } of eyebrows)
        eyebrowStyles.set(look, [...(eyebrowStyles.get(look) ?? []), `${path}: ${text}`]);
    }
    expect.soft(cased, "headings and buttons in sentence case, but for what the spec quotes and names").toEqual([]);
    expect.soft(figures, "figures in one format").toEqual([]);
    expect
      .soft(eyebrowStyles.size, `eyebrows in one style: ${JSON.stringify(Object.fromEntries(eyebrowStyles), null, 1)}`)
      .toBe(1);
    expect.soft([...eyebrowStyles.keys()][0], "eyebrows in their own case").toContain(" none ");
  });
});
