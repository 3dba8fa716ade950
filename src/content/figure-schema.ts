// What a figure is: the schema each entry of src/content/figures.yaml is checked against as
// the pages read the table (values.ts).
import { z } from "astro/zod";

import { siteTokensInUse } from "./site-tokens.ts";
import { type SourceId, sourceId } from "./sources.ts";
import { tokenText } from "./token-text.ts";

/** A public statistic names its document; anything else is the company's own claim and says on what basis. */
export type Attribution = { source: SourceId } | { company: string };

/**
 * The one way a figure is printed (DESIGN "Recorded differences": "2000Cr+" reads "₹2,000 Cr+"):
 * Indian digit grouping, ₹ before and Cr after an amount, a unit or sign after a number.
 */
export const figureValue = z
  .string()
  .regex(
    /^(Up to |Under )?(₹)?(\d{1,2}(,\d{2})*,\d{3}|\d{1,3})(\.\d)?(%| Cr| lakh| billion| a day|\/5|\/7| s| hours?| days?| weeks?| months| years?)?\+?$/,
    'Indian digit grouping with ₹ and Cr, as in "₹22,845 Cr", "36 lakh+", "99.8%" or "Under 1 s"',
  );

/** Text of a figure: it may name the site's values ({{name}}, {{report.title}}), not other figures. */
const text = tokenText(siteTokensInUse).pipe(z.string().min(2));

function compiles(source: string): boolean {
  try {
    new RegExp(source, "i");
    return true;
  } catch {
    return false;
  }
}

/** A case-insensitive pattern, as a regular expression's source. */
const pattern = z.string().min(2).refine(compiles, 'a regular expression, such as "less manual|manual review"');

/**
 * A figure's fields as the file writes them. DESIGN "Figures": a public statistic states its
 * source and period, so it names a document of sources.yaml; any other figure is the company's
 * own and says on what basis.
 */
const figureFields = {
  value: figureValue.describe('As printed: Indian digit grouping, "₹22,845 Cr", "36 lakh+", "99.8%".'),
  label: text.describe("What the value measures."),
  period: text.describe("The period or scope the value covers, with the exact figure when the value rounds it."),
  source: sourceId
    .optional()
    .describe("A public statistic: the id of its document in sources.yaml. A figure has a source or a company basis."),
  company: text
    .optional()
    .describe("The company's own figure: on what basis it claims it. A figure has a source or a company basis."),
  amount: z
    .object({ value: z.number().positive(), unit: z.enum(["crore", "cases"]) })
    .optional()
    .describe("The exact number behind the value, in the unit named, for the report's charts."),
  mentions: pattern
    .optional()
    .describe(
      "Wording that states this claim in running copy, as a case-insensitive pattern: a sentence using it must carry the value.",
    ),
};

type FigureFields = z.output<z.ZodObject<typeof figureFields>>;

/** Exactly one of `source` and `company`. */
function oneBasis({ source, company }: FigureFields, context: z.RefinementCtx) {
  if ((source === undefined) !== (company === undefined)) return;
  context.addIssue({
    code: "custom",
    path: ["source"],
    message:
      "a figure names its document as `source` or, for the company's own figure, its basis as `company`: one of the two",
  });
}

/** The figure the code reads: its basis as `attribution`, its wording as a regular expression. */
function toFigure({ value, label, period, source, company, amount, mentions }: FigureFields) {
  // oneBasis has checked that exactly one of the two is given.
  const attribution: Attribution = source !== undefined ? { source } : { company: company ?? "" };
  return {
    value,
    label,
    period,
    attribution,
    ...(amount && { amount }),
    ...(mentions !== undefined && { mentions: new RegExp(mentions, "i") }),
  };
}

const figureId = z.string().regex(/^[a-z][A-Za-z0-9]*$/, "letters and digits, starting with a lower-case letter");

/** An entry of the table, with its id: copy names it as `{{figure.<id>}}`, stats and metrics as `figure: <id>`. */
export const figureItemSchema = z
  .strictObject({ id: figureId, ...figureFields })
  .superRefine(oneBasis)
  .transform(({ id, ...figure }) => ({ id, figure: toFigure(figure) }));

export type Figure = ReturnType<typeof toFigure>;
