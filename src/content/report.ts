// What the free report's executive summary is: the schema src/content/report/*.yaml is checked
// against when the site is built (src/content.config.ts), and read with by the tests. The PDF
// is drawn from it by src/components/report/report-pdf.ts.
import { z } from "astro/zod";

import { copyText, figureId } from "./copy-text.ts";
import type { FigureId } from "./figures.ts";
import { contentValuesInUse } from "./values.ts";

const text = copyText.pipe(z.string().min(2));

const amountOf = (id: FigureId) => contentValuesInUse().figures[id]?.amount;

/** A bar's height is its figure's amount, so a chart can only show figures that have one. */
const chartedFigure = figureId.refine((id) => amountOf(id) !== undefined, "a figure with an amount to chart");

const chartSchema = z
  .object({
    title: text,
    /** What the bars measure, printed under the title. */
    unit: text,
    bars: z.array(z.object({ label: text, figure: chartedFigure })).min(2),
  })
  .refine(({ bars }) => new Set(bars.flatMap((bar) => amountOf(bar.figure)?.unit ?? [])).size <= 1, "bars of one unit");

const blockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text }),
  z.object({ kind: z.literal("subheading"), text }),
  /** Each item may start with a bold lead, separated from its text by ": ". */
  z.object({ kind: z.literal("list"), items: z.array(text).min(1) }),
  /** Key-figure tiles in one row: value, label and period of each figure, with its note. Four fit an A4 column. */
  z.object({ kind: z.literal("figures"), ids: z.array(figureId).min(1).max(4) }),
  z.object({ kind: z.literal("chart"), chart: chartSchema }),
  /** The writer sets three columns; the first row names them. */
  z.object({ kind: z.literal("table"), rows: z.array(z.array(text).length(3)).min(2) }),
  /** A boxed checklist. */
  z.object({ kind: z.literal("callout"), title: text, items: z.array(text).min(1) }),
]);

/** SPEC "Report section": the report covers fraud patterns, defence strategies and regulatory updates. */
const sections = ["Executive summary", "Fraud patterns", "Defence strategies", "Regulatory updates"] as const;

export const reportSchema = z.object({
  cover: z.object({ edition: text, kind: text, title: text, subtitle: text, audience: text }),
  /** Printed at the foot of every inner page. */
  runningFoot: text,
  pages: z
    .array(
      z.object({
        /** The running head: one of the three topics, or the summary's own. */
        section: z.enum(sections),
        title: text,
        blocks: z.array(blockSchema).min(1),
      }),
    )
    .min(1),
  /** How a tile or chart points at the sources page. */
  notes: z.object({ source: text, ownFigure: text }),
  sources: z.object({ title: text, intro: text, companyTitle: text }),
  contact: z.object({
    title: text,
    text,
    bookDemo: text,
    write: text,
    reply: text,
    offices: text,
    web: text,
  }),
  /** On the closing page, so a printed or forwarded copy still reads as indicative. */
  disclaimer: text,
});

export type Report = z.output<typeof reportSchema>;
export type ReportPage = Report["pages"][number];
export type ReportBlock = ReportPage["blocks"][number];
export type ReportChart = Extract<ReportBlock, { kind: "chart" }>["chart"];
