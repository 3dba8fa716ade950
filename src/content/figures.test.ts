import { globSync, readFileSync } from "node:fs";
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

import {
  contradictions,
  figureIdsByValue,
  figuresIn,
  isClaimFile,
  normalisedFigure as normalise,
  typedFigures,
} from "./rules/figure-claims.ts";

const entries = Object.entries(figures) as [FigureId, Figure][];
const idOf = new Map<Figure, FigureId>(entries.map(([id, figure]) => [figure, id]));
const byValue = figureIdsByValue(figures);

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
const copyFiles = globSync("**/*.yaml", { cwd: import.meta.dirname })
  .sort()
  .filter(isClaimFile);
const writtenStrings = (file: string) =>
  collect(parseYaml(readFileSync(join(import.meta.dirname, file), "utf8"), file)).strings;

/** Sentences that state a figure's claim with another value than the table's. */
const contradicting = (strings: readonly string[]) =>
  strings.flatMap((text) => contradictions(text, figures).map(({ figure, sentence }) => ({ figure, sentence })));

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
    expect(contradicting(pageContent.flatMap(({ strings }) => strings))).toEqual([]);
  });

  it("would catch the hero saying 82% and then 85% of frauds happen after KYC", () => {
    const found = contradicting([
      `${figureOf("fraudsAfterKyc").value} of frauds happen after KYC and legacy systems fail to detect them.`,
      "85% of frauds happen after KYC, and they can be stopped in real time.",
    ]);
    expect(found).toEqual([{ figure: "fraudsAfterKyc", sentence: expect.stringContaining("85%") }]);
  });

  it("are named as {{figure.<id>}}, so that a figure's change reaches every sentence that quotes it", () => {
    const typed = copyFiles.flatMap((file) =>
      writtenStrings(file).flatMap((text) =>
        typedFigures(text, figures).map(({ typed, figure }) => `${file}: ${typed}, {{figure.${figure}}}`),
      ),
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
