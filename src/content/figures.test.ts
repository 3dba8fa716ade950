import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { figureOf, figures } from "#tests/support/figures.ts";

import { collect, figurePlaces, pageContent } from "#tests/support/figure-places.ts";
import { parseYaml } from "#src/lib/yaml-file.ts";

import type { Figure, FigureId } from "./figures.ts";

import {
  contradictions,
  figureIdsByValue,
  figuresIn,
  isClaimFile,
  normalisedFigure as normalise,
  typedFigures,
} from "./rules/figure-claims.ts";

const entries = Object.entries(figures) as [FigureId, Figure][];
const byValue = figureIdsByValue(figures);

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

  it("each appear somewhere, on a page or in the report, read from the copy that names them", () => {
    const places = figurePlaces();
    expect(entries.filter(([id]) => !places.get(id)?.length).map(([id]) => id)).toEqual([]);
  });
});
