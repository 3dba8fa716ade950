// Every figure the site and the report quote, written once in src/content/figures.yaml. Copy
// names a value as `{{figure.<id>}}` and stats and metrics cite a figure by id, so a claim
// cannot drift to a second value (figures.test.ts proves it over all the copy).
import { z } from "astro/zod";

import { readContentFile } from "./content-file.ts";
import { type Figure, figureItemSchema } from "./figure-schema.ts";
import { type Source, sources } from "./sources.ts";

export type { Attribution, Figure, FigurePlace } from "./figure-schema.ts";

/** A figure's id in figures.yaml. */
export type FigureId = string;

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

const file = readContentFile("figures.yaml", figuresFileSchema);

/** The table, by id, in the file's order. */
export const figures: Readonly<Record<FigureId, Figure>> = Object.fromEntries(
  file.figures.map(({ id, figure }) => [id, figure]),
);

/** The figures' ids, in the file's order. */
export const figureIds = file.figures.map((item) => item.id);

/** The figure of an id; throws on an id the table does not have. */
export function figureOf(id: FigureId): Figure {
  const figure = figures[id];
  if (!figure) throw new Error(`src/content/figures.yaml has no figure "${id}"`);
  return figure;
}

/** The document behind a public figure, or undefined for the company's own claims. */
export function sourceOf(figure: Figure, from: Readonly<Record<string, Source>> = sources): Source | undefined {
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
