// Every figure the site and the report quote, written once in src/content/figures.yaml. Copy
// names a value as `{{figure.<id>}}` and stats and metrics cite a figure by id, so a claim
// cannot drift to a second value (figures.test.ts proves it over all the copy). The pages fill
// them in as they render, from the table as it is then (values.ts).
import { z } from "astro/zod";

import { type Figure, figureItemSchema } from "./figure-schema.ts";
import type { Source, SourceId } from "./sources.ts";

export type { Attribution, Figure } from "./figure-schema.ts";

/** A figure's id in figures.yaml. */
export type FigureId = string;

/** The table, by id, in the file's order. */
export type FigureTable = Readonly<Record<FigureId, Figure>>;

/** figures.yaml, as a whole. */
export const figuresFileSchema = z.strictObject({
  figures: z
    .array(figureItemSchema)
    .min(1)
    .refine(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      "each figure needs an id of its own",
    ),
});

/** The document behind a public figure, or undefined for the company's own claims. */
export function sourceOf(figure: Figure, from: Readonly<Record<SourceId, Source>>): Source | undefined {
  return "source" in figure.attribution ? from[figure.attribution.source] : undefined;
}

/** A metrics-card entry that shows a figure of the table under a label of its page. */
/* @__NO_SIDE_EFFECTS__ */
export function metric(figure: Figure, label: string = figure.label) {
  return { value: figure.value, label, figure };
}

/** A headline statistic that shows a figure of the table. */
/* @__NO_SIDE_EFFECTS__ */
export function statistic(figure: Figure, label: string, sublabel: string, cites: readonly Figure[] = []) {
  return { value: figure.value, label, sublabel, figure, cites };
}
