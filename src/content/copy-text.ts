// What copy written as YAML or Markdown frontmatter may name instead of writing a value again:
// the site's values as `{{name}}`, the free report's as `{{report.title}}`, and a figure of the
// table as `{{figure.manualReview}}`, so a claim cannot drift from figures.yaml. Stats and
// metrics name their figure by id. Both are filled in from the values in use as the copy is
// read for a page (values.ts), so a name the table does not have fails it, naming the field.
import { z } from "astro/zod";

import { figureOf, contentValuesInUse } from "./values.ts";
import { metric, statistic } from "./figures.ts";
import { tokenText } from "./token-text.ts";

/** A string of copy, its `{{tokens}}` filled; an unknown token fails the build, naming the entry and field. */
export const copyText = tokenText(() => contentValuesInUse().tokens);

/** A figure of the table, named by its id, which must be one the table has. */
export const figureId = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, "a figure's id in figures.yaml")
  .refine((id) => Object.hasOwn(contentValuesInUse().figures, id), {
    error: (issue) => `figures.yaml has no figure "${String(issue.input)}"`,
  })
  .meta({ choicesOf: "figures" });

/** A figure named by its id, as the figure itself, so the page can show and cite it. */
export const figureSchema = figureId.transform(figureOf);

/** A metrics card's entry: a figure, under its own label unless the page gives one. */
export const metricSchema = z
  .object({ figure: figureId, label: copyText.optional() })
  .transform(({ figure, label }) => metric(figureOf(figure), label));

/** A headline statistic: a figure with the page's label and sublabel, citing any others it quotes. */
export const statisticSchema = z
  .object({ figure: figureId, label: copyText, sublabel: copyText, cites: z.array(figureId).default([]) })
  .transform(({ figure, label, sublabel, cites }) => statistic(figureOf(figure), label, sublabel, cites.map(figureOf)));
