import { describe, expect, it } from "vitest";

import { filledRows, rowSpans } from "./filled-rows.ts";

const ones = (count: number) => Array.from({ length: count }, () => 1);

/** The cards of each row, read back from their spans as the grid places them. */
function rows(spans: readonly number[]): number[] {
  const found: number[] = [];
  let filled = 12;
  for (const span of spans) {
    if (filled === 12) {
      found.push(0);
      filled = 0;
    }
    filled += span;
    found[found.length - 1] = (found.at(-1) ?? 0) + 1;
  }
  return found;
}

describe("rowSpans", () => {
  it("fills every row, for any count from 1 to 30 on 1 to 4 columns", () => {
    for (let columns = 1; columns <= 4; columns++) {
      for (let count = 1; count <= 30; count++) {
        const spans = rowSpans(ones(count), columns);
        expect(spans.reduce((sum, span) => sum + span, 0) % 12, `${count} on ${columns}`).toBe(0);
        expect(Math.max(...rows(spans)), `${count} on ${columns}`).toBeLessThanOrEqual(columns);
      }
    }
  });

  it("leaves no card alone on the last row where two could share it", () => {
    expect(rows(rowSpans(ones(7), 3))).toEqual([2, 2, 3]);
    expect(rows(rowSpans(ones(7), 2))).toEqual([1, 2, 2, 2]);
    expect(rows(rowSpans(ones(5), 4))).toEqual([2, 3]);
    expect(rows(rowSpans(ones(8), 4))).toEqual([4, 4]);
  });

  it("gives a featured first card two columns' share of its row", () => {
    expect(rowSpans([2, 1, 1, 1, 1], 3)).toEqual([8, 4, 4, 4, 4]);
    expect(rowSpans([2, 1, 1, 1, 1, 1], 3)).toEqual([12, 6, 6, 4, 4, 4]);
  });
});

describe("filledRows", () => {
  it("names a span for each width the grid changes at", () => {
    expect(filledRows(3, { sm: 2, lg: 3 })).toEqual([
      "col-span-12 sm:col-span-12 lg:col-span-4",
      "col-span-12 sm:col-span-6 lg:col-span-4",
      "col-span-12 sm:col-span-6 lg:col-span-4",
    ]);
    expect(filledRows(5, { sm: 2, lg: 3 }, { lg: 2 })[0]).toBe("col-span-12 sm:col-span-12 lg:col-span-8");
  });
});
