import { describe, expect, it } from "vitest";

import { ROWS_PER_STATEMENT, packStatements } from "./insert-batcher.ts";

const requests = (...sizes: number[]) => sizes.map((size, index) => ({ index, rows: Array.from({ length: size }) }));
const shape = (statements: { index: number; rows: unknown[] }[][]) =>
  statements.map((statement) => statement.map((request) => request.index));

describe("packing requests into statements", () => {
  it("puts at most five rows in a statement, in order", () => {
    expect(ROWS_PER_STATEMENT).toBe(5);
    expect(shape(packStatements(requests(1, 1, 1, 1, 1, 1, 1)))).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6],
    ]);
    expect(shape(packStatements(requests(2, 3, 1, 4)))).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it("never splits a request, and gives a larger one a statement of its own", () => {
    expect(shape(packStatements(requests(3, 3)))).toEqual([[0], [1]]);
    expect(shape(packStatements(requests(1, 6, 1)))).toEqual([[0], [1], [2]]);
    expect(packStatements([])).toEqual([]);
  });
});
