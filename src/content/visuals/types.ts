// The product pictures in the heroes: mock screens of the product, drawn from this data by
// src/components/visuals/. They are decorative (hidden from assistive technology), so every
// fact a visitor needs is also in the page's text; the names, figures and references in them
// are fictional.

import type { IconName } from "#src/content/types.ts";

/** How alarming a row, badge or figure is; components map tones to colours. */
export type VisualTone = "critical" | "high" | "medium" | "low" | "neutral";

/** One cell of a table: plain text, two lines, a badge, a 0-100 meter or a trend line. */
export type VisualCell =
  | string
  | { text: string; sub: string }
  | { badge: string; tone: VisualTone }
  | { meter: number; tone: VisualTone; text: string }
  | { trend: readonly number[]; tone: VisualTone; text: string };

export interface VisualColumn {
  label: string;
  align?: "end";
  /** Left out of the compact version phones see. */
  secondary?: true;
}

export interface VisualStat {
  label: string;
  value: string;
  note: string;
  tone: VisualTone;
}

/** A row of an alert feed. */
export interface VisualAlert {
  tone: VisualTone;
  title: string;
  detail: string;
  /** When, or a reference: "2 min", "LA-88213". */
  meta: string;
  /** What the product did or suggests: "Held", "EWS". */
  tag?: string;
}

/** A reason code's contribution to a risk score, in points (negative lowers the risk). */
export interface VisualFactor {
  code: string;
  label: string;
  points: number;
}

export interface VisualDeadline {
  day: number;
  date: string;
  title: string;
  detail: string;
  status: string;
  tone: VisualTone;
}

export interface VisualStep {
  time: string;
  title: string;
  detail: string;
  state: "done" | "now" | "next";
}

export type VisualBlock =
  | { kind: "stats"; items: readonly VisualStat[] }
  /** Filters over a queue, the first one chosen: "Mule accounts 23". */
  | { kind: "tabs"; items: readonly { label: string; count: string }[] }
  | { kind: "table"; columns: readonly VisualColumn[]; rows: readonly (readonly VisualCell[])[] }
  | { kind: "feed"; items: readonly VisualAlert[] }
  | {
      kind: "score";
      entity: string;
      reference: string;
      score: number;
      band: string;
      /** "was 41 Medium, 30 days ago" */
      previous: string;
      tone: VisualTone;
      factorsLabel: string;
      pointsLabel: string;
      factors: readonly VisualFactor[];
      outcome: string;
    }
  | {
      kind: "calendar";
      month: string;
      /** Weekday of the 1st, Monday = 0. */
      offset: number;
      days: number;
      today: number;
      weekdays: readonly string[];
      deadlines: readonly VisualDeadline[];
    }
  | { kind: "timeline"; steps: readonly VisualStep[] };

/** A mock screen: the module and view it shows, a status line and its content. */
export interface ProductVisualContent {
  module: string;
  view: string;
  status: string;
  blocks: readonly VisualBlock[];
  /** A notification floating over the screen's corner, on wide screens only. */
  callout?: { title: string; detail: string; tone: VisualTone };
}

/** One of the four signals the home page's fraud-signal diagram names, as an alert shows it. */
export interface VisualSignal {
  icon: IconName;
  source: string;
  text: string;
}

/** A scored alert with the signals behind it: the home hero and the fraud-signal diagram. */
export interface SignalAlertContent {
  title: string;
  subject: string;
  score: number;
  band: string;
  tone: VisualTone;
  signals: readonly VisualSignal[];
  latency: string;
  actions: readonly string[];
}

/** The home hero's screen: the alert at the top of the queue, then the queue. */
export interface HomeVisualContent {
  module: string;
  view: string;
  status: string;
  alert: SignalAlertContent;
  queueLabel: string;
  queue: readonly VisualAlert[];
}
