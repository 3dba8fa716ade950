// What a product picture is: the schemas src/content/visuals/*.yaml are checked against as
// they are read (pictures.ts). The pictures in the heroes are mock screens of the product,
// drawn from this data by src/components/visuals/. They are decorative (hidden from assistive
// technology), so every fact a visitor needs is also in the page's text; the names, figures
// and references in them are fictional.
import { z } from "astro/zod";

import { catalogueId } from "#src/content/catalogue.ts";
import { iconName } from "#src/content/copy-parts.ts";
import { copyText } from "#src/content/copy-text.ts";

export const visualTone = z
  .enum(["critical", "high", "medium", "low", "neutral"])
  .describe("How alarming a row, badge or figure is; the pictures map tones to colours.");
export type VisualTone = z.output<typeof visualTone>;

/** One cell of a table as the pictures draw it: plain text, two lines, a badge, a 0-100 meter or a trend line. */
export type VisualCell =
  | string
  | { text: string; sub: string }
  | { badge: string; tone: VisualTone }
  | { meter: number; tone: VisualTone; text: string }
  | { trend: readonly number[]; tone: VisualTone; text: string };

/**
 * One cell of a table, written as an object of one of five forms: `text` alone, `text` with a
 * second line `sub`, a `badge` with its `tone`, a 0-100 `meter` or a `trend` line with its
 * `tone` and the `text` beside it. The pictures read text alone as a plain string.
 */
const cellSchema = z
  .strictObject({
    text: copyText.optional().describe("The cell's text: alone, above `sub`, or beside a meter or a trend."),
    sub: copyText.optional().describe("A second line under `text`."),
    badge: copyText.optional().describe("A badge's word, coloured by `tone`."),
    meter: z
      .number()
      .min(0)
      .max(100)
      .optional()
      .describe("A meter from 0 to 100, coloured by `tone`, `text` beside it."),
    trend: z
      .array(z.number())
      .min(2)
      .optional()
      .describe("A trend line's values, coloured by `tone`, `text` beside it."),
    tone: visualTone.optional(),
  })
  .transform(({ text, sub, badge, meter, trend, tone }, context): VisualCell => {
    const given = [text, sub, badge, meter, trend, tone].filter((value) => value !== undefined).length;
    if (badge !== undefined && tone !== undefined && given === 2) return { badge, tone };
    if (meter !== undefined && tone !== undefined && text !== undefined && given === 3) return { meter, tone, text };
    if (trend !== undefined && tone !== undefined && text !== undefined && given === 3) return { trend, tone, text };
    if (text !== undefined && sub !== undefined && given === 2) return { text, sub };
    if (text !== undefined && given === 1) return text;
    context.addIssue({
      code: "custom",
      message: "a cell is text; text and sub; badge and tone; meter, tone and text; or trend, tone and text",
    });
    return z.NEVER;
  });

const columnSchema = z.strictObject({
  label: copyText,
  align: z.enum(["end"]).optional().describe("“end” for a column of figures, aligned to the right."),
  secondary: z.boolean().optional().describe("Left out of the compact version phones see."),
});
export type VisualColumn = z.output<typeof columnSchema>;

const statSchema = z.strictObject({ label: copyText, value: copyText, note: copyText, tone: visualTone });

/** A row of an alert feed. */
const alertSchema = z.strictObject({
  tone: visualTone,
  title: copyText,
  detail: copyText,
  meta: copyText.describe('When, or a reference: "2 min", "LA-88213".'),
  tag: copyText.optional().describe('What the product did or suggests: "Held", "EWS".'),
});
export type VisualAlert = z.output<typeof alertSchema>;

/**
 * A block of a screen, written as the kind it is (`discriminant`) and its content (`value`): the
 * shape the content editor keeps a choice of forms in. The pictures read it as one object, its
 * `kind` beside its content.
 */
function block<const Kind extends string, Value extends z.ZodObject>(kind: Kind, value: Value) {
  return z
    .strictObject({ discriminant: z.literal(kind), value })
    .transform(
      (entry) => ({ kind, ...(entry as { value: z.output<Value> }).value }) as { kind: Kind } & z.output<Value>,
    );
}

const blockSchema = z.union([
  block("stats", z.strictObject({ items: z.array(statSchema).min(1) })),
  block(
    "tabs",
    z
      .strictObject({ items: z.array(z.strictObject({ label: copyText, count: copyText })).min(1) })
      .describe('Filters over a queue, the first one chosen: "Mule accounts 23".'),
  ),
  block(
    "table",
    z.strictObject({ columns: z.array(columnSchema).min(1), rows: z.array(z.array(cellSchema).min(1)).min(1) }),
  ),
  block("feed", z.strictObject({ items: z.array(alertSchema).min(1) })),
  block(
    "score",
    z.strictObject({
      entity: copyText,
      reference: copyText,
      score: z.number().int().min(0).max(100),
      band: copyText,
      previous: copyText.describe('"was 41 Medium, 30 days ago"'),
      tone: visualTone,
      factorsLabel: copyText,
      pointsLabel: copyText,
      factors: z
        .array(z.strictObject({ code: copyText, label: copyText, points: z.number().int() }))
        .min(1)
        .describe("Reason codes and their contributions to the score, in points (negative lowers the risk)."),
      outcome: copyText,
    }),
  ),
  block(
    "calendar",
    z.strictObject({
      month: copyText,
      offset: z.number().int().min(0).max(6).describe("Weekday of the 1st, Monday = 0."),
      days: z.number().int().min(28).max(31),
      today: z.number().int().min(1).max(31),
      weekdays: z.array(copyText).length(7),
      deadlines: z.array(
        z.strictObject({
          day: z.number().int().min(1).max(31),
          date: copyText,
          title: copyText,
          detail: copyText,
          status: copyText,
          tone: visualTone,
        }),
      ),
    }),
  ),
  block(
    "timeline",
    z.strictObject({
      steps: z
        .array(
          z.strictObject({ time: copyText, title: copyText, detail: copyText, state: z.enum(["done", "now", "next"]) }),
        )
        .min(1),
    }),
  ),
]);
export type VisualBlock = z.output<typeof blockSchema>;

/** A mock screen: the module and view it shows, a status line and its content. */
export const productVisualSchema = z.strictObject({
  module: copyText,
  view: copyText,
  status: copyText,
  blocks: z.array(blockSchema).min(1),
  callout: z
    .strictObject({ title: copyText, detail: copyText, tone: visualTone })
    .optional()
    .describe("A notification floating over the screen's corner, on wide screens only."),
});
export type ProductVisualContent = z.output<typeof productVisualSchema>;

/** A scored alert with the signals behind it: the home hero and the fraud-signal diagram. */
const signalAlertSchema = z.strictObject({
  title: copyText,
  subject: copyText,
  score: z.number().int().min(0).max(100),
  band: copyText,
  tone: visualTone,
  signals: z
    .array(z.strictObject({ icon: iconName, source: copyText, text: copyText }))
    .length(4)
    .describe(
      "The four signals the home page's fraud-signal diagram names, as the alert shows them: the icons and names of its inputs (fraudSignals.inputs in pages/home.yaml), so the hero and the diagram show one product.",
    ),
  latency: copyText,
  actions: z.array(copyText).min(1),
});
export type SignalAlertContent = z.output<typeof signalAlertSchema>;

/** The home hero's screen: the alert at the top of the queue, then the queue. */
export const homeVisualSchema = z.strictObject({
  module: copyText,
  view: copyText,
  status: copyText,
  alert: signalAlertSchema.describe(
    "The alert at the top of the queue; the fraud-signal diagram shows its score, band and tone.",
  ),
  queueLabel: copyText,
  queue: z.array(alertSchema).min(1),
});
export type HomeVisualContent = z.output<typeof homeVisualSchema>;

/** The score of the sample alert that both the home hero and the fraud-signal diagram show. */
export const sampleSignalOf = ({ alert: { score, band, tone } }: HomeVisualContent) => ({ score, band, tone });

/**
 * Pictures of solutions' or industries' pages, each under its entry's id. A page without one
 * lays its hero out without a picture.
 */
const picturesSchema = z
  .strictObject({
    pictures: z
      .array(z.strictObject({ id: catalogueId, ...productVisualSchema.shape }))
      .refine(
        (pictures) => new Set(pictures.map(({ id }) => id)).size === pictures.length,
        "one picture for each page",
      ),
  })
  .transform(({ pictures }): Readonly<Record<string, ProductVisualContent | undefined>> =>
    Object.fromEntries(pictures.map(({ id, ...picture }) => [id, picture])),
  );

/** visuals/solutions.yaml: solution pages' pictures. */
export const solutionPicturesSchema = picturesSchema;

/** visuals/industries.yaml: industry pages' pictures. */
export const industryPicturesSchema = picturesSchema;

/** visuals/company.yaml: the about and contact pages' pictures. */
export const companyPicturesSchema = z.strictObject({ about: productVisualSchema, contact: productVisualSchema });

/** visuals/overviews.yaml: the /solutions and /industries pages' pictures. */
export const overviewPicturesSchema = z.strictObject({
  solutions: productVisualSchema,
  industries: productVisualSchema,
});
