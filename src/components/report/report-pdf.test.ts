import { readFileSync } from "node:fs";
import { join } from "node:path";

import { PDFDict, PDFDocument, PDFHexString, PDFName } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";

import { site } from "#tests/support/site.ts";
import { brand } from "#shared/brand.ts";
import { freeReport } from "#shared/free-report.ts";
import { figureOf, figures, sourceNotes, sourceOf, sources } from "#tests/support/figures.ts";
import { report } from "#tests/support/report.ts";
import { figurePlaces } from "#tests/support/figure-places.ts";
import type { FigureId } from "#src/content/figures.ts";
import { figuresNamedIn } from "#src/content/rules/figures-named.ts";
import { parseYaml } from "#src/lib/yaml-file.ts";

import { type DrawnChart, buildReport } from "./report-pdf.ts";

const reportBrand = { ...brand, url: "https://www.sentinelai.example" };
const written = parseYaml(
  readFileSync(join(import.meta.dirname, "../../content/report/executive-summary.yaml"), "utf8"),
  "executive-summary.yaml",
);
const named = figuresNamedIn(written, new Set(Object.keys(figures)));
const content = { report, figures, named, sources, sourceNotes, sourceOf, site };
const reportCharts = report.pages.flatMap((page) =>
  page.blocks.flatMap((block) => (block.kind === "chart" ? [block.chart] : [])),
);

let pdf: Uint8Array;
let charts: DrawnChart[];
let pages: string[];

/** Text as extracted, with runs of whitespace made single spaces. */
const flat = (text: string) => text.replace(/\s+/g, " ");

beforeAll(async () => {
  ({ pdf, charts } = await buildReport(reportBrand, content));
  const document = await getDocumentProxy(pdf.slice());
  pages = (await extractText(document, { mergePages: false })).text.map(flat);
}, 60_000);

describe("report PDF", () => {
  it("is an executive summary of 8 to 12 A4 pages whose cover says so", async () => {
    expect(pages.length).toBeGreaterThanOrEqual(8);
    expect(pages.length).toBeLessThanOrEqual(12);
    const document = await PDFDocument.load(pdf);
    for (const page of document.getPages()) {
      expect(Math.round(page.getWidth())).toBe(595);
      expect(Math.round(page.getHeight())).toBe(842);
    }
    expect(pages[0]).toContain("Executive summary");
    expect(pages[0]).toContain(freeReport.name);
  });

  it("draws the rupee sign as text that extracts as ₹, never as INR", () => {
    const text = pages.join(" ");
    expect(text).toContain(figureOf("cyberFraudLoss2024").value);
    expect(text).toContain("₹36,014 Cr");
    expect(text).not.toMatch(/\bINR\b/);
  });

  it("charts the table's figures, with bar heights in proportion to the table's amounts", () => {
    expect(charts.map((chart) => chart.title)).toEqual(reportCharts.map((chart) => chart.title));
    expect(charts.length).toBeGreaterThanOrEqual(3);
    for (const chart of charts) {
      const [first] = chart.bars;
      const scale = first ? first.height / first.amount : Number.NaN;
      for (const bar of chart.bars) {
        const figure = figureOf(bar.figure);
        expect(bar.value, bar.figure).toBe(figure.value);
        expect(bar.amount, bar.figure).toBe(figure.amount?.value ?? Number.NaN);
        expect(bar.height / bar.amount).toBeCloseTo(scale, 6);
        expect(pages[chart.page - 1], chart.title).toContain(bar.value);
      }
      expect(pages[chart.page - 1]).toContain(chart.title);
    }
  });

  it("covers fraud patterns, defence strategies and regulatory updates, then sources and contact", () => {
    const text = pages.join(" ");
    for (const topic of [
      "FRAUD PATTERNS",
      "DEFENCE STRATEGIES",
      "REGULATORY UPDATES",
      "Master Direction on KYC",
      "Master Directions on Fraud Risk Management",
      "Digital Personal Data Protection Act, 2023",
      "DPDP Rules, 2025",
    ]) {
      expect(text, topic).toContain(topic);
    }
    const sourcesPage = pages.at(-2) ?? "";
    expect(sourcesPage).toContain("Sources and notes");
    for (const [id, figure] of Object.entries(figures)) {
      const source = sourceOf(figure);
      if (
        source &&
        figurePlaces()
          .get(id as FigureId)
          ?.includes("report")
      ) {
        expect(sourcesPage.replace(/ /g, ""), source.url).toContain(source.url);
      }
    }
    const contactPage = pages.at(-1) ?? "";
    expect(contactPage).toContain(brand.email);
    expect(contactPage).toContain("Noida");
  });

  it("sets its language and title, and has a bookmark for each section", async () => {
    const document = await PDFDocument.load(pdf);
    expect(document.catalog.get(PDFName.of("Lang"))?.toString()).toContain("en-IN");
    expect(document.getTitle()).toContain("Executive summary");
    expect(document.catalog.get(PDFName.of("Outlines"))).toBeDefined();
  });

  it("is tagged: a structure tree of headings, lists and a table, each chart a figure with alternative text", async () => {
    const document = await PDFDocument.load(pdf);
    expect(document.catalog.lookup(PDFName.of("MarkInfo"), PDFDict).get(PDFName.of("Marked"))?.toString()).toBe("true");
    expect(document.catalog.get(PDFName.of("StructTreeRoot"))).toBeDefined();
    const elements = document.context
      .enumerateIndirectObjects()
      .flatMap(([, object]) =>
        object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("StructElem") ? [object] : [],
      );
    const roles = new Set(elements.map((element) => element.get(PDFName.of("S"))?.toString()));
    for (const role of ["/H1", "/H2", "/H3", "/P", "/L", "/LI", "/Table", "/TH", "/TD", "/Figure"]) {
      expect(roles, role).toContain(role);
    }
    const alternatives = elements.flatMap((element) => {
      const alt = element.get(PDFName.of("Alt"));
      return alt instanceof PDFHexString ? [alt.decodeText()] : [];
    });
    for (const chart of charts) {
      const alt = alternatives.find((text) => text.startsWith(chart.title)) ?? "";
      for (const bar of chart.bars) expect(alt, chart.title).toContain(bar.value);
    }
  });

  it("is the same bytes when built twice", async () => {
    const again = await buildReport(reportBrand, content);
    expect(Buffer.from(again.pdf).equals(Buffer.from(pdf))).toBe(true);
  }, 60_000);
});
