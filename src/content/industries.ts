// What an industry is: the schema each entry of src/content/industries.yaml is checked against
// when the site is built (src/content.config.ts), and read with by the tests.
import { z } from "astro/zod";

import { catalogueId } from "./catalogue.ts";
import { catalogueEntry } from "./catalogue-entry.ts";
import { iconName, pointSchema } from "./copy-parts.ts";
import { copyText, metricSchema } from "./copy-text.ts";
import { institutionTypes } from "./roi-calculator.ts";

/** How an industry names one of the solutions: the build's `reference("solutions")`, or the tests' own check. */
export type SolutionLink = z.ZodType<{ collection: "solutions"; id: string }, unknown>;

/** An industry's entry, its solution cards linking through `solution`. */
export function industrySchema(solution: SolutionLink) {
  return z.object({
    id: catalogueId,
    ...catalogueEntry,
    institution: z
      .enum(institutionTypes)
      .describe("The kind of institution the ROI calculator starts from on this page."),
    /** What the overview card lists. */
    overview: z.object({ challenges: z.array(copyText).min(1), benefits: z.array(copyText).min(1) }),
    /** Each challenge carries an industry statistic. */
    challenges: z.array(pointSchema.extend({ stat: metricSchema })).min(1),
    /** SPEC: three solution cards, each pointing at one of the solutions; today's content, not a limit. */
    solutions: z
      .array(z.object({ icon: iconName, title: copyText, description: copyText, solution }))
      .min(1)
      .describe("Each names one of the solutions; the cards fill rows of up to three."),
    benefits: z.array(pointSchema).min(1),
    metrics: z.array(metricSchema).min(1),
  });
}

export type Industry = z.output<ReturnType<typeof industrySchema>>;
