import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";

import { firstFrameTable, firstFrameWork, medianWork, workAroundPaint } from "./first-frame.ts";

// Trace times are µs; the figures are ms.
const complete = (name: string, ts: number, dur: number, tid = 1) => ({ name, ph: "X" as const, ts, dur, pid: 7, tid });

describe("first frame work", () => {
  it("gives each event its self time, split at the paint", () => {
    const events = [
      // A task parsing HTML from 0 to 10 ms, running a script from 2 to 5 ms that forces a layout
      // from 3 to 4 ms; then a stylesheet parsed from 6 to 8 ms, and a style pass across the paint.
      complete("RunTask", 0, 20_000),
      complete("ParseHTML", 0, 10_000),
      complete("EvaluateScript", 2_000, 3_000),
      complete("Layout", 3_000, 1_000),
      complete("ParseAuthorStyleSheet", 6_000, 2_000),
      complete("UpdateLayoutTree", 11_000, 6_000),
    ];
    const { before, after } = workAroundPaint(events, { start: 0, paint: 14_000, end: 30_000 });
    expect(before).toEqual({ html: 5, css: 2, style: 3, layout: 1, script: 2, paint: 0, other: 1 });
    expect(after).toEqual({ html: 0, css: 0, style: 3, layout: 0, script: 0, paint: 0, other: 3 });
  });

  it("pairs begin and end events, cuts a child at its parent's end, and counts only the load", () => {
    const events = [
      { name: "ParseHTML", ph: "B" as const, ts: 2_000, pid: 7, tid: 1 },
      complete("Layout", 3_000, 2_000),
      { name: "ParseHTML", ph: "E" as const, ts: 4_000, pid: 7, tid: 1 },
      complete("Paint", 0, 1_500),
      complete("FunctionCall", 9_000, 4_000),
    ];
    const { before, after } = workAroundPaint(events, { start: 1_000, paint: 5_000, end: 11_000 });
    expect(before.html).toBe(1);
    expect(before.layout).toBe(1);
    expect(before.paint).toBe(0.5);
    expect(after.script).toBe(2);
  });

  it("reads the thread that drew the first contentful paint, and only that one", () => {
    const lhr = {
      finalDisplayedUrl: "http://127.0.0.1/about",
      audits: {
        metrics: {
          details: {
            type: "debugdata",
            items: [{ observedTimeOriginTs: 0, observedFirstContentfulPaintTs: 5_000, observedTraceEndTs: 9_000 }],
          },
        },
      },
    } as unknown as Result;
    const traceEvents = [
      { name: "firstContentfulPaint", ph: "I" as const, ts: 5_000, pid: 7, tid: 2 },
      complete("ParseHTML", 1_000, 2_000, 2),
      complete("ParseHTML", 1_000, 3_000, 1),
    ];
    expect(firstFrameWork(lhr, { traceEvents }).before.html).toBe(2);
    expect(() => firstFrameWork(lhr, { traceEvents: traceEvents.slice(1) })).toThrow(/firstContentfulPaint/);
  });

  it("takes each kind's median over the rounds, and the median of the totals", () => {
    const work = (script: number, layout: number) => ({
      html: 0,
      css: 0,
      style: 0,
      layout,
      script,
      paint: 0,
      other: 0,
    });
    const median = medianWork([work(10, 0), work(20, 5), work(30, 1)]);
    expect(median.script).toBe(20);
    expect(median.layout).toBe(1);
    expect(median.total).toBe(25);
    const table = firstFrameTable([{ label: "/about", rounds: [{ before: work(10, 2), after: work(30, 0) }] }]);
    expect(table).toMatch(/^Before FCP\s+parse HTML\s+parse CSS\s+style\s+layout\s+script\s+paint\s+other\s+total$/m);
    expect(table).toMatch(/^\/about\s+0\s+0\s+0\s+2\s+10\s+0\s+0\s+12$/m);
    expect(table).toMatch(/^\/about\s+0\s+0\s+0\s+0\s+30\s+0\s+0\s+30$/m);
  });
});
