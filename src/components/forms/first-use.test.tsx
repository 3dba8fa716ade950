import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { RoiCalculatorContext, roiCalculatorOf } from "#src/components/roi/calculator.ts";
import { RoiCalculator } from "#src/components/roi/roi-calculator.tsx";
import { ReportSection } from "#src/components/sections/report-card.tsx";
import { forms } from "#tests/support/forms.ts";
import { noticeOf } from "#tests/support/notices.ts";
import { roiCalculatorProps } from "#tests/support/roi-calculator.ts";

import { CareerAlertDialog } from "./career-alert-dialog.tsx";
import { ContactForm } from "./contact-form.tsx";
import { DemoRequestModal } from "./demo-request-modal.tsx";
import { RoiEstimateForm } from "./roi-estimate-form.tsx";

/** The island's HTML as the build writes it: Astro prerenders React with renderToReadableStream. */
async function prerender(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

const islands = [
  [
    "the contact form",
    <ContactForm key="contact" copy={forms.contactForm} toasts={forms.toasts} notices={noticeOf("contact")} />,
  ],
  [
    "the demo-request modal",
    <DemoRequestModal key="demo" copy={forms.demoRequest} toasts={forms.toasts} notices={noticeOf("demo")} />,
  ],
  [
    "the careers alert dialog",
    <CareerAlertDialog key="careers" copy={forms.careerAlerts} toasts={forms.toasts} notices={noticeOf("careers")} />,
  ],
  [
    "the ROI estimate form",
    <RoiCalculatorContext key="estimate" value={roiCalculatorOf(roiCalculatorProps)}>
      <RoiEstimateForm />
    </RoiCalculatorContext>,
  ],
  [
    "the report card",
    <ReportSection key="report" copy={forms.reportOffer} toasts={forms.toasts} notices={noticeOf("report")} />,
  ],
  ["the ROI calculator", <RoiCalculator key="calculator" {...roiCalculatorProps} />],
] as const;

const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];

/** The names of a start tag's attributes. */
const attributes = (tag: string) =>
  tag
    .replace(/="[^"]*"/g, "")
    .slice(1, -1)
    .trim()
    .split(/\s+/)
    .slice(1);

describe.each(islands)("%s, as prerendered", (_name, island) => {
  it("has no button disabled while its script loads", async () => {
    const buttons = tags(await prerender(island), "button");
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.filter((button) => attributes(button).includes("disabled"))).toEqual([]);
  });

  it("holds a submission made before it hydrates instead of letting the browser send it", async () => {
    const html = await prerender(island);
    const forms = tags(html, "form");
    expect(forms.length).toBeGreaterThan(0);
    // A function action has no address the browser could send to, and React's listener
    // keeps the submission (FormData and all) until the island has hydrated.
    for (const form of forms) {
      expect(form).toMatch(/\saction="javascript:/);
      expect(attributes(form)).not.toContain("method");
    }
    expect(html).toMatch(/<script>addEventListener\("submit"/);
  });
});

describe.each(islands.slice(0, 5))("%s, without scripting", (_name, island) => {
  it("says where to write instead", async () => {
    expect(await prerender(island)).toMatch(/<noscript>.*mailto:[^"]+@/s);
  });
});

describe("buttons that act on the page", () => {
  // Each submits a form of its own with a function action, so React holds an early press too.
  const early = /<form class="contents" action="javascript:[^"]*"><button type="submit"([^>]*)>/g;

  it("turn the report card even when pressed before it hydrates", async () => {
    const pressed = [
      ...(
        await prerender(<ReportSection copy={forms.reportOffer} toasts={forms.toasts} notices={noticeOf("report")} />)
      ).matchAll(early),
    ].map((match) => match[1]);
    expect(pressed).toEqual([expect.stringContaining('id="report-download"')]);
  });

  it("copy, print and reset the estimate even when pressed before it hydrates", async () => {
    expect([...(await prerender(<RoiCalculator {...roiCalculatorProps} />)).matchAll(early)]).toHaveLength(3);
  });
});
