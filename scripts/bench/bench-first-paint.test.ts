import type * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { describe, expect, it } from "vitest";

import { type SimulatedNode, lastFirstPaintParts, medianParts, partsOf, partsTable } from "./bench-first-paint.ts";

const documentNode = (end: number): SimulatedNode => ({ kind: "document", events: [], start: 0, end });
const task = (start: number, end: number, ...events: string[]): SimulatedNode => ({ kind: "task", events, start, end });

describe("the parts of a simulated first paint", () => {
  it("splits it into the document's download and the tasks that parse, lay out and paint", () => {
    const parts = partsOf([
      documentNode(757),
      task(757, 844, "ParseHTML", "EvaluateScript"),
      task(844, 866, "UpdateLayoutTree", "Layout"),
      task(866, 1013, "UpdateLayoutTree", "Layout", "PrePaint", "Paint"),
    ]);
    expect(parts).toEqual({ document: 757, parse: 87, layout: 22, paint: 147, other: 0 });
  });

  it("puts the wait for another request, and tasks of no named part, under other", () => {
    const parts = partsOf([
      documentNode(600),
      { kind: "request", events: [], start: 600, end: 760 },
      task(600, 640, "ParseHTML"),
      task(760, 800, "EvaluateScript"),
      task(800, 820, "Layout", "Paint"),
    ]);
    expect(parts).toEqual({ document: 600, parse: 40, layout: 0, paint: 20, other: 160 });
  });

  it("is the mean of Lighthouse's optimistic and pessimistic simulations", () => {
    const node = (type: "cpu" | "network", names: string[], mainDocument = false) =>
      ({
        type,
        isMainDocument: () => mainDocument,
        childEvents: names.map((name) => ({ name })),
      }) as unknown as Lantern.Graph.Node;
    const simulation = (documentEnd: number, paintEnd: number) =>
      new Map([
        [node("network", [], true), { startTime: 0, endTime: documentEnd }],
        [node("cpu", ["ParseHTML", "Layout", "Paint"]), { startTime: documentEnd, endTime: paintEnd }],
      ]);
    const timings = new Map([
      ["optimisticFirstContentfulPaint", simulation(600, 700)],
      ["pessimisticFirstContentfulPaint", simulation(800, 1000)],
    ]);
    expect(lastFirstPaintParts(timings)).toEqual({ document: 700, parse: 0, layout: 0, paint: 150, other: 0 });
    expect(() => lastFirstPaintParts(new Map())).toThrow();
  });

  it("takes each part's median over the runs and prints the parts with their sum", () => {
    const run = (paint: number) => ({ document: 600, parse: 40, layout: 20, paint, other: 0 });
    const parts = medianParts([run(100), run(300), run(120)]);
    expect(parts.paint).toBe(120);
    const lines = partsTable([{ label: "/contact", parts }]).split("\n");
    expect(lines[0]).toMatch(/^Page\s+Document\s+Parse\s+Layout\s+Paint\s+Other\s+Sum$/);
    expect(lines[2]).toMatch(/^\/contact\s+600\s+40\s+20\s+120\s+0\s+780$/);
  });
});
