import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { figureOf, figures } from "#tests/support/figures.ts";

import type { Figure, FigureId, FigurePlace } from "./figures.ts";
import { detailPages, industriesOverview, solutionsOverview } from "#tests/support/layout.ts";
import { report } from "#tests/support/report.ts";
import { industries, solutions } from "#tests/support/catalogue.ts";
import { forms } from "#tests/support/forms.ts";
import { about, careers, contact, home } from "#tests/support/pages.ts";
import { testimonials } from "#tests/support/testimonials.ts";
import { industryPath, solutionPath } from "#src/lib/paths.ts";
import { parseYaml } from "#src/lib/yaml-file.ts";

/** A figure as copy writes it: a rupee amount, a share, a count with a unit, a duration or a rating. */
const figurePattern =
  /(?:up to |under )?₹\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:cr|crore|lakh)\b)?\+?(?: a day)?|(?:up to |under )?\d[\d,]*(?:\.\d+)?(?:%|\+|\/5|\/7|\s(?:lakh|crore|billion|million)\b\+?|\s(?:hours?|days?|weeks?|months?|years?|seconds?|s)\b)/gi;

const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/^(up to|under)\s+/, "")
    .replace(/crore/, "cr")
    .replace(/\s+/g, "")
    .replace(/\+$/, "");

const figuresIn = (text: string) => [...text.matchAll(figurePattern)].map((match) => match[0]);

const entries = Object.entries(figures) as [FigureId, Figure][];
const idOf = new Map<Figure, FigureId>(entries.map(([id, figure]) => [figure, id]));
const byValue = new Map(entries.map(([id, figure]) => [normalise(figure.value), id]));

/** The strings of some content, and the table entries it holds directly (stats, metrics). */
function collect(content: unknown, found = { strings: [] as string[], figures: new Set<FigureId>() }) {
  // The report names figures by id in its tiles and charts.
  if (typeof content === "string" && content in figures) found.figures.add(content as FigureId);
  else if (typeof content === "string") found.strings.push(content);
  else if (content && typeof content === "object") {
    const id = idOf.get(content as Figure);
    if (id) found.figures.add(id);
    else for (const value of Object.values(content)) collect(value, found);
  }
  return found;
}

// What each page renders from content; the overview's sample alerts are illustrative data, not claims.
const solutionsOverviewCopy = { ...solutionsOverview, alerts: undefined };
const pages: Partial<Record<FigurePlace, unknown>> = {
  "/": [home, testimonials, forms.demoRequest, forms.reportOffer],
  "/about": about,
  "/careers": [careers, forms.careerAlerts],
  "/contact": [contact, forms.contactForm],
  "/solutions": [solutionsOverviewCopy, solutions.map(({ name, summary }) => ({ name, summary }))],
  "/industries": [industriesOverview, industries.map(({ name, summary, overview }) => ({ name, summary, overview }))],
  report,
  // The product picture is fictional data, not claims, like the overview's sample alerts.
  ...Object.fromEntries(
    solutions.map((entry) => [solutionPath(entry), [{ ...entry, visual: undefined }, detailPages]]),
  ),
  ...Object.fromEntries(
    industries.map((entry) => [industryPath(entry), [{ ...entry, visual: undefined }, detailPages]]),
  ),
};
const pageContent = Object.entries(pages).map(([place, content]) => ({
  place: place as FigurePlace,
  ...collect(content),
}));

/** The copy files of the pages above, as written: a figure's value there is typed, not named. */
const copyFiles = [
  "pages/home.yaml",
  "testimonials.yaml",
  "controls/forms.yaml",
  "pages/about.yaml",
  "pages/careers.yaml",
  "pages/contact.yaml",
  "solutions-overview.yaml",
  "industries-overview.yaml",
  "solutions.yaml",
  "industries.yaml",
  "detail-pages.yaml",
  "report/executive-summary.yaml",
];
const writtenStrings = (file: string) =>
  collect(parseYaml(readFileSync(join(import.meta.dirname, file), "utf8"), file)).strings;

/** Sentences that state a figure's claim with another value than the table's. */
export function contradictions(strings: readonly string[]) {
  const found: { figure: FigureId; sentence: string }[] = [];
  for (const sentence of strings.flatMap((text) => text.split(/(?<=[.!?])\s+/))) {
    for (const [id, figure] of entries) {
      if (!figure.mentions?.test(sentence)) continue;
      const stated = figuresIn(sentence).map(normalise);
      if (stated.length > 0 && !stated.includes(normalise(figure.value))) found.push({ figure: id, sentence });
    }
  }
  return found;
}

describe("figures table", () => {
  it("lists each figure once: no two entries share a value", () => {
    const values = entries.map(([, figure]) => normalise(figure.value));
    expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
  });
});

describe("figures in the copy", () => {
  it("are all in the table", () => {
    const missing = pageContent.flatMap(({ place, strings }) =>
      strings.flatMap(figuresIn).flatMap((token) => (byValue.has(normalise(token)) ? [] : [`${place}: ${token}`])),
    );
    expect(missing).toEqual([]);
  });

  it("write amounts as the table does: ₹ and Cr, never a bare 2000Cr+, INR or Rs", () => {
    for (const { place, strings } of pageContent) {
      for (const text of strings) expect(text, place).not.toMatch(/\d\s?(Cr|crore)\+?\S*\d|\dCr\b|\bINR\b|\bRs\.? ?\d/);
    }
  });

  it("state each claim with one value", () => {
    expect(contradictions(pageContent.flatMap(({ strings }) => strings))).toEqual([]);
  });

  it("would catch the hero saying 82% and then 85% of frauds happen after KYC", () => {
    const found = contradictions([
      `${figureOf("fraudsAfterKyc").value} of frauds happen after KYC and legacy systems fail to detect them.`,
      "85% of frauds happen after KYC, and they can be stopped in real time.",
    ]);
    expect(found).toEqual([{ figure: "fraudsAfterKyc", sentence: expect.stringContaining("85%") }]);
  });

  it("are named as {{figure.<id>}}, so that a figure's change reaches every sentence that quotes it", () => {
    const typed = copyFiles.flatMap((file) =>
      writtenStrings(file)
        .flatMap(figuresIn)
        .flatMap((token) => {
          const id = byValue.get(normalise(token));
          return id ? [`${file}: ${token}, {{figure.${id}}}`] : [];
        }),
    );
    expect(typed).toEqual([]);
  });

  it("appear on the pages the table names", () => {
    for (const { place, strings, figures: held } of pageContent) {
      const shown = new Set(held);
      for (const token of strings.flatMap(figuresIn)) {
        const id = byValue.get(normalise(token));
        if (id) shown.add(id);
      }
      const listed = entries.filter(([, figure]) => figure.appearsOn.includes(place)).map(([id]) => id);
      expect([...shown].sort(), place).toEqual(listed.sort());
    }
  });
});
