// What copy written as YAML or Markdown frontmatter may name instead of writing a value again:
// the site's values as `{{name}}`, the free report's as `{{report.title}}`, and a figure of the
// table as `{{figure.manualReview}}`, so a claim cannot drift from figures.yaml. Stats and
// metrics name their figure by id.
import { z } from "astro/zod";

import { type FigureId, figureIds, figureOf, metric, statistic } from "./figures.ts";
import { siteCopyValues } from "./site.ts";
import { tokenText } from "./token-text.ts";

/** A value that opens with a word ("Up to 70%", "Under 1 s") as it reads within a sentence. */
const withinSentence = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);

/**
 * A figure's value, and the forms a sentence may need of it: its opening word lower-cased mid-
 * sentence ("in under 1 s"), or without its "+" after "over". A form exists only where it applies.
 */
function figureTokens(id: FigureId): [string, string][] {
  const { value } = figureOf(id);
  const tokens: [string, string][] = [[`figure.${id}`, value]];
  if (/^\p{Lu}/u.test(value)) tokens.push([`figure.${id}.lowercase`, withinSentence(value)]);
  if (value.endsWith("+")) tokens.push([`figure.${id}.withoutPlus`, value.slice(0, -1)]);
  return tokens;
}

/** Every token copy may use, with its value. */
export const copyValues: Readonly<Record<string, string>> = {
  ...siteCopyValues,
  ...Object.fromEntries(figureIds.flatMap(figureTokens)),
};

/** A string of copy, its `{{tokens}}` filled; an unknown token fails the build, naming the entry and field. */
export const copyText = tokenText(copyValues);

/** A figure of the table, named by its id. */
export const figureId = z.enum(figureIds as [FigureId, ...FigureId[]]);

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
