// What Lighthouse's simulation (Lantern) builds a page's first contentful paint from: the main
// document's download, then the first task that parses HTML, the first that lays out and the
// first that paints, each slowed as the preset says. Any other request or task it counts goes
// under "other". Lighthouse's FCP is the mean of an optimistic and a pessimistic simulation, so
// the parts are the mean of both and add up to its figure.
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

import { aligned, median } from "./bench-figures.ts";

export interface FirstPaintParts {
  document: number;
  parse: number;
  layout: number;
  paint: number;
  other: number;
}

const PART_NAMES = ["document", "parse", "layout", "paint", "other"] as const;

/** Parts whose every value is given by its name. */
function partsBy(value: (name: (typeof PART_NAMES)[number]) => number): FirstPaintParts {
  return {
    document: value("document"),
    parse: value("parse"),
    layout: value("layout"),
    paint: value("paint"),
    other: value("other"),
  };
}

/** A node of a simulated graph, as far as the parts need it. */
export interface SimulatedNode {
  kind: "document" | "request" | "task";
  /** Names of the trace events a task ran; empty for a request. */
  events: readonly string[];
  start: number;
  end: number;
}

/** A task that lays out and paints counts as paint; one that parses and lays out, as layout. */
function taskPart(events: readonly string[]): "parse" | "layout" | "paint" | "other" {
  if (events.includes("Paint")) return "paint";
  if (events.includes("Layout")) return "layout";
  if (events.includes("ParseHTML")) return "parse";
  return "other";
}

/** The parts of one simulation; what the named parts leave of its end goes under "other". */
export function partsOf(nodes: readonly SimulatedNode[]): FirstPaintParts {
  const parts = partsBy(() => 0);
  let end = 0;
  for (const node of nodes) {
    end = Math.max(end, node.end);
    if (node.kind === "document") parts.document = Math.max(parts.document, node.end);
    if (node.kind === "task") {
      const part = taskPart(node.events);
      if (part !== "other") parts[part] += node.end - node.start;
    }
  }
  parts.other = end - parts.document - parts.parse - parts.layout - parts.paint;
  return parts;
}

type Timings = Map<Lantern.Graph.Node, { startTime: number; endTime: number }>;

function simulatedNodes(timings: Timings): SimulatedNode[] {
  return [...timings].map(([node, { startTime, endTime }]) => ({
    kind: node.type === "cpu" ? "task" : node.isMainDocument() ? "document" : "request",
    events: node.type === "cpu" ? node.childEvents.map((event) => event.name) : [],
    start: startTime,
    end: endTime,
  }));
}

/**
 * The parts of the first contentful paint of the Lighthouse run that has just ended in this
 * process: the simulator keeps the node timings of its latest run of each metric.
 */
export function lastFirstPaintParts(
  timings: ReadonlyMap<string, Timings> = Lantern.Simulation.Simulator.allNodeTimings,
): FirstPaintParts {
  const optimistic = timings.get("optimisticFirstContentfulPaint");
  const pessimistic = timings.get("pessimisticFirstContentfulPaint");
  if (!optimistic || !pessimistic) throw new Error("Lighthouse left no simulation of the first contentful paint");
  const [a, b] = [partsOf(simulatedNodes(optimistic)), partsOf(simulatedNodes(pessimistic))];
  return partsBy((name) => (a[name] + b[name]) / 2);
}

/** Each part's median over a page's runs. */
export function medianParts(runs: readonly FirstPaintParts[]): FirstPaintParts {
  return partsBy((name) => median(runs.map((parts) => parts[name])));
}

/** A plain-text table of each page's parts and their sum, in simulated milliseconds. */
export function partsTable(rows: readonly { label: string; parts: FirstPaintParts }[]): string {
  const header = ["Page", "Document", "Parse", "Layout", "Paint", "Other", "Sum"];
  const cells = rows.map(({ label, parts }) => [
    label,
    ...PART_NAMES.map((name) => parts[name].toFixed(0)),
    PART_NAMES.reduce((sum, name) => sum + parts[name], 0).toFixed(0),
  ]);
  const { lines, rule } = aligned([header, ...cells]);
  return [lines[0], rule, ...lines.slice(1)].join("\n");
}
