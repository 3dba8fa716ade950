// What a figure and a source are: the schemas the tables in figures.ts and sources.ts are
// checked against when the site is built (src/content.config.ts). Apart from the tables, so
// that the islands which cite a figure do not carry the schema library.
import { z } from "astro/zod";

import { industrySlug, solutionSlug } from "./catalogue.ts";
import type { FigurePlace } from "./figures.ts";
import { type SourceId, sources } from "./sources.ts";

const sourceIds = Object.keys(sources) as [SourceId, ...SourceId[]];

/** Every place a figure may be shown: the pages that quote figures, and the e-mailed report. */
export const figurePlaces: readonly FigurePlace[] = [
  "/",
  "/about",
  "/careers",
  "/contact",
  "/solutions",
  "/industries",
  ...solutionSlug.options.map((slug) => `/solutions/${slug}` as const),
  ...industrySlug.options.map((slug) => `/industries/${slug}` as const),
  "report",
];

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

/** A public document: who published it, what it is, when, and where to read it. */
export const sourceSchema = z.object({
  publisher: z.string().min(2),
  title: z.string().min(2),
  date: z.iso.date().optional(),
  dateLabel: z.string().min(2),
  url: z.url({ protocol: /^https?$/ }),
  reportedBy: z.string().min(2).optional(),
});

/**
 * A figure of the table. DESIGN "Figures": a public statistic states its source and period,
 * so it names a document of sources.ts; any other figure is the company's own and says on
 * what basis. `order` is its place in the table, which the report's notes follow.
 */
export const figureSchema = z.object({
  value: figureValue,
  label: z.string().min(2),
  period: z.string().min(2),
  attribution: z.union([z.strictObject({ source: z.enum(sourceIds) }), z.strictObject({ company: z.string().min(2) })]),
  appearsOn: z.array(z.enum(figurePlaces as [FigurePlace, ...FigurePlace[]])).min(1),
  amount: z.object({ value: z.number().positive(), unit: z.enum(["crore", "cases"]) }).optional(),
  mentions: z.instanceof(RegExp).optional(),
  order: z.number().int(),
});
