// One value per claim (decision 007): copy names a figure ({{figure.<id>}}) rather than typing its
// value, and no sentence states a figure's claim with another value. Written once, for the tests
// and the editor's save.
import type { Figure } from "#src/content/figure-schema.ts";
import type { FigureId, FigureTable } from "#src/content/figures.ts";

/** A figure as copy writes it: a rupee amount, a share, a count with a unit, a duration or a rating. */
const figurePattern =
  /(?:up to |under )?₹\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:cr|crore|lakh)\b)?\+?(?: a day)?|(?:up to |under )?\d[\d,]*(?:\.\d+)?(?:%|\+|\/5|\/7|\s(?:lakh|crore|billion|million)\b\+?|\s(?:hours?|days?|weeks?|months?|years?|seconds?|s)\b)/gi;

/** A figure's value as compared: "Up to 70%" and "70%", "₹2,000 crore+" and "₹2,000Cr" are one value. */
export const normalisedFigure = (value: string) =>
  value
    .toLowerCase()
    .replace(/^(up to|under)\s+/, "")
    .replace(/crore/, "cr")
    .replace(/\s+/g, "")
    .replace(/\+$/, "");

/** The figures `text` writes, as written. */
export const figuresIn = (text: string) => [...text.matchAll(figurePattern)].map((match) => match[0]);

/** The id of each figure's value in `figures`, by its normalised value. */
export const figureIdsByValue = (figures: FigureTable) =>
  new Map(Object.entries(figures).map(([id, figure]) => [normalisedFigure(figure.value), id as FigureId]));

/** A figure's value typed as text in `text`, as written, with the figure it is; none when `text` names its figures. */
export function typedFigures(text: string, figures: FigureTable): { typed: string; figure: FigureId }[] {
  const byValue = figureIdsByValue(figures);
  return figuresIn(text).flatMap((typed) => {
    const figure = byValue.get(normalisedFigure(typed));
    return figure ? [{ typed, figure }] : [];
  });
}

/** The sentences of `text` that state a figure's claim (its `mentions`) with another value than the table's. */
export function contradictions(
  text: string,
  figures: FigureTable,
): { figure: FigureId; sentence: string; stated: string[] }[] {
  const entries = Object.entries(figures) as [FigureId, Figure][];
  return text.split(/(?<=[.!?])\s+/).flatMap((sentence) =>
    entries.flatMap(([id, figure]) => {
      if (!figure.mentions?.test(sentence)) return [];
      const stated = figuresIn(sentence);
      const matches = stated.map(normalisedFigure).includes(normalisedFigure(figure.value));
      return stated.length > 0 && !matches ? [{ figure: id, sentence, stated }] : [];
    }),
  );
}

/** The copy files, under src/content/, of the pages that quote figures: a figure's value there is named, never typed. */
const CLAIM_FILES: readonly string[] = [
  "pages/home.yaml",
  "testimonials.yaml",
  "controls/forms.yaml",
  "pages/about.yaml",
  "pages/careers.yaml",
  "pages/contact.yaml",
  "solutions-overview.yaml",
  "industries-overview.yaml",
  "detail-pages.yaml",
  "report/executive-summary.yaml",
];

/** Whether `file`, under src/content/, is copy that quotes figures: one of CLAIM_FILES, or a solution's or an industry's. */
export const isClaimFile = (file: string) =>
  CLAIM_FILES.includes(file) || /^(solutions|industries)\/[^/]+\.yaml$/.test(file);
