// What a solution is: the schema each entry of src/content/solutions.yaml is checked against
// when the site is built (src/content.config.ts), and read with by the tests.
import { z } from "astro/zod";

import { catalogueId } from "./catalogue.ts";
import { catalogueEntry } from "./catalogue-entry.ts";
import { iconName, pointSchema } from "./copy-parts.ts";
import { copyText, metricSchema } from "./copy-text.ts";

/** SPEC 1: a feature card has icon, title, description, metric. */
const featureCardSchema = z.object({ icon: iconName, title: copyText, description: copyText, metric: copyText });

export const solutionSchema = z.object({
  id: catalogueId,
  ...catalogueEntry,
  /** SPEC: three capabilities per solution, today's content rather than a limit. */
  features: z.array(featureCardSchema).min(1).describe("The cards fill rows of up to three."),
  whyChoose: z.object({ title: copyText, points: z.array(pointSchema).min(1) }),
  /** The key-metrics card; the first, the implementation time, is also the overview card's figure. */
  metrics: z.tuple([metricSchema], metricSchema),
});

export type Solution = z.output<typeof solutionSchema>;
