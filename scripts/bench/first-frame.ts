// The page's main-thread work before and after its first contentful paint, by kind, read from
// the trace of a load under applied throttling, where the trace's times are the throttled
// phone's own. Each trace event's self time (its span less its children's) goes to its kind,
// split at the paint's timestamp (decision 029).
import type { Result, Trace } from "lighthouse";

import { aligned, median } from "./bench-figures.ts";

export const WORK_KINDS = ["html", "css", "style", "layout", "script", "paint", "other"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];
export type Work = Record<WorkKind, number>;

/** Main-thread work in ms, before the first contentful paint and from it to the trace's end. */
export interface FirstFrameWork {
  before: Work;
  after: Work;
}

/** Chromium's trace event names, by kind, as Lighthouse's main-thread breakdown groups them. */
const KIND_OF: Readonly<Record<string, WorkKind>> = {
  ParseHTML: "html",
  ParseAuthorStyleSheet: "css",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  EvaluateScript: "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  "v8.evaluateModule": "script",
  "v8.run": "script",
  "V8.Execute": "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  RunMicrotasks: "script",
  FireAnimationFrame: "script",
  FireIdleCallback: "script",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  UpdateLayerTree: "paint",
  Commit: "paint",
  CompositeLayers: "paint",
};

/** What the split reads of a trace event; a complete event has a duration, others none. */
type Event = Pick<Trace["traceEvents"][number], "name" | "ph" | "ts" | "pid" | "tid"> & { dur?: number | undefined };

interface Span {
  kind: WorkKind;
  start: number;
  end: number;
  /** Time of the span's children inside the window before the paint, and after it. */
  childBefore: number;
  childAfter: number;
}

const none = (): Work => Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Work;

const overlap = (start: number, end: number, from: number, to: number) =>
  Math.max(0, Math.min(end, to) - Math.max(start, from));

/** The thread's spans: complete events, and begin/end pairs, which some Chromium events still are. */
function spans(events: readonly Event[]): Span[] {
  const result: Span[] = [];
  const open: Event[] = [];
  const span = (name: string, start: number, end: number): Span => ({
    kind: KIND_OF[name] ?? "other",
    start,
    end,
    childBefore: 0,
    childAfter: 0,
  });
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ph === "X" && event.dur !== undefined) result.push(span(event.name, event.ts, event.ts + event.dur));
    else if (event.ph === "B") open.push(event);
    else if (event.ph === "E") {
      const begin = open.pop();
      if (begin) result.push(span(begin.name, begin.ts, event.ts));
    }
  }
  return result;
}

/**
 * The work of one thread split at `paint`, counting from `start` to `end` (trace timestamps, µs).
 * A child running past its parent's end is cut there: the parent's self time is never negative.
 */
export function workAroundPaint(
  events: readonly Event[],
  { start, paint, end }: { start: number; paint: number; end: number },
): FirstFrameWork {
  const before = none();
  const after = none();
  const close = (span: Span) => {
    before[span.kind] += (overlap(span.start, span.end, start, paint) - span.childBefore) / 1000;
    after[span.kind] += (overlap(span.start, span.end, paint, end) - span.childAfter) / 1000;
  };
  const stack: Span[] = [];
  // Parents before their children: by start, the longer first.
  const ordered = spans(events).sort((a, b) => a.start - b.start || b.end - a.end);
  for (const span of ordered) {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= span.start) close(stack.pop() as Span);
    const parent = stack.at(-1);
    if (parent) {
      span.end = Math.min(span.end, parent.end);
      parent.childBefore += overlap(span.start, span.end, start, paint);
      parent.childAfter += overlap(span.start, span.end, paint, end);
    }
    stack.push(span);
  }
  while (stack.length) close(stack.pop() as Span);
  return { before, after };
}

/**
 * The page's work in one Lighthouse navigation: on the renderer thread that drew the first
 * contentful paint (after a cross-origin-isolated navigation, a new process), from the time
 * origin to the trace's end.
 */
export function firstFrameWork(lhr: Result, trace: { traceEvents: readonly Event[] }): FirstFrameWork {
  const metrics = lhr.audits.metrics?.details;
  const observed = metrics?.type === "debugdata" ? metrics.items?.[0] : undefined;
  const start = observed?.observedTimeOriginTs as number | undefined;
  const paint = observed?.observedFirstContentfulPaintTs as number | undefined;
  const end = observed?.observedTraceEndTs as number | undefined;
  if (start === undefined || paint === undefined || end === undefined)
    throw new Error(`no observed paint timings for ${lhr.finalDisplayedUrl}`);
  const painted = trace.traceEvents.find((event) => event.name === "firstContentfulPaint" && event.ts === paint);
  if (!painted) throw new Error(`no firstContentfulPaint event in the trace of ${lhr.finalDisplayedUrl}`);
  const thread = trace.traceEvents.filter((event) => event.pid === painted.pid && event.tid === painted.tid);
  return workAroundPaint(thread, { start, paint, end });
}

const LABELS: Record<WorkKind, string> = {
  html: "parse HTML",
  css: "parse CSS",
  style: "style",
  layout: "layout",
  script: "script",
  paint: "paint",
  other: "other",
};

const total = (work: Work) => WORK_KINDS.reduce((sum, kind) => sum + work[kind], 0);

/** Each kind's median over the rounds, and the median of the rounds' totals. */
export function medianWork(rounds: readonly Work[]): Work & { total: number } {
  const kinds = Object.fromEntries(WORK_KINDS.map((kind) => [kind, median(rounds.map((work) => work[kind]))]));
  return { ...(kinds as Work), total: median(rounds.map(total)) };
}

/** One table for the work before the first paint, one for the work after it; ms, medians. */
export function firstFrameTable(rows: readonly { label: string; rounds: readonly FirstFrameWork[] }[]): string {
  const part = (title: string, pick: (work: FirstFrameWork) => Work) => {
    const header = [title, ...WORK_KINDS.map((kind) => LABELS[kind]), "total"];
    const cells = rows.map(({ label, rounds }) => {
      const work = medianWork(rounds.map(pick));
      return [label, ...[...WORK_KINDS, "total" as const].map((kind) => work[kind].toFixed(0))];
    });
    const { lines, rule } = aligned([header, ...cells]);
    return [lines[0], rule, ...lines.slice(1)].join("\n");
  };
  return [part("Before FCP", (work) => work.before), "", part("After FCP", (work) => work.after)].join("\n");
}
