// What copy written as YAML or Markdown frontmatter may name instead of writing a value again:
// the site's values as `{{name}}`, the free report's as `{{report.title}}`, and a figure of the
// table as `{{figure.manualReview}}`, so a claim cannot drift from content/figures.ts. Stats
// and metrics name their figure by id.
import { z } from "astro/zod";

import { freeReport, REPORT_TITLE } from "#shared/free-report.ts";
import { fillSiteValues } from "#shared/site-values.ts";

import { type FigureId, figures, metric, statistic } from "./figures.ts";
import { markdownValues, site } from "./site.ts";

const figureIds = Object.keys(figures) as [FigureId, ...FigureId[]];

/** A value that opens with a word ("Up to 70%", "Under 1 s") as it reads within a sentence. */
const withinSentence = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);

/**
 * A figure's value, and the forms a sentence may need of it: its opening word lower-cased mid-
 * sentence ("in under 1 s"), or without its "+" after "over". A form exists only where it applies.
 */
function figureTokens(id: FigureId): [string, string][] {
  const { value } = figures[id];
  const tokens: [string, string][] = [[`figure.${id}`, value]];
  if (/^\p{Lu}/u.test(value)) tokens.push([`figure.${id}.lowercase`, withinSentence(value)]);
  if (value.endsWith("+")) tokens.push([`figure.${id}.withoutPlus`, value.slice(0, -1)]);
  return tokens;
}

/** Every token copy may use, with its value. */
export const copyValues: Readonly<Record<string, string>> = {
  ...markdownValues,
  tagline: site.tagline,
  "report.title": REPORT_TITLE,
  "report.name": freeReport.name,
  "report.edition": String(freeReport.edition),
  foundedYear: String(site.foundedYear),
  responsePromise: site.responsePromise,
  ...Object.fromEntries(figureIds.flatMap(figureTokens)),
};

/** A string of copy, its `{{tokens}}` filled; an unknown token fails the build, naming the entry and field. */
export const copyText = z.string().transform((text, context) => {
  try {
    return fillSiteValues(text, copyValues);
  } catch (error) {
    context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
    return z.NEVER;
  }
});

/** A figure of the table, named by its id. */
export const figureId = z.enum(figureIds);

/** A figure named by its id, as the figure itself, so the page can show and cite it. */
export const figureSchema = figureId.transform((id) => figures[id]);

/** A metrics card's entry: a figure, under its own label unless the page gives one. */
export const metricSchema = z
  .object({ figure: figureId, label: copyText.optional() })
  .transform(({ figure, label }) => metric(figures[figure], label));

/** A headline statistic: a figure with the page's label and sublabel, citing any others it quotes. */
export const statisticSchema = z
  .object({ figure: figureId, label: copyText, sublabel: copyText, cites: z.array(figureId).default([]) })
  .transform(({ figure, label, sublabel, cites }) =>
    statistic(
      figures[figure],
      label,
      sublabel,
      cites.map((id) => figures[id]),
    ),
  );
