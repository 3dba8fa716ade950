// Where each figure is shown, read from what each page renders of the content, as the tests read
// it: a figure is listed nowhere by hand.
import type { Figure, FigureId } from "#src/content/figures.ts";
import { figureIdsByValue, figuresIn, normalisedFigure } from "#src/content/rules/figure-claims.ts";
import { industryPath, solutionPath } from "#src/lib/paths.ts";

import { industries, solutions } from "./catalogue.ts";
import { figures } from "./figures.ts";
import { forms } from "./forms.ts";
import { detailPages, industriesOverview, solutionsOverview } from "./layout.ts";
import { about, careers, contact, home } from "./pages.ts";
import { report } from "./report.ts";
import { testimonials } from "./testimonials.ts";

const idOf = new Map<Figure, FigureId>(
  Object.entries(figures).map(([id, figure]) => [figure as Figure, id as FigureId]),
);

/** The strings of some content, and the table entries it holds directly (stats, metrics). */
export function collect(content: unknown, found = { strings: [] as string[], figures: new Set<FigureId>() }) {
  // The report names figures by id in its tiles and charts.
  if (typeof content === "string" && content in figures) found.figures.add(content as FigureId);
  else if (typeof content === "string") found.strings.push(content);
  else if (content && typeof content === "object") {
    const id = idOf.get(content as Figure);
    if (id) found.figures.add(id);
    else for (const value of Object.values(content)) collect(value, found);
  }
  return found;
}

// What each page renders from content; the overview's sample alerts are illustrative data, not claims.
const solutionsOverviewCopy = { ...solutionsOverview, alerts: undefined };
const pages: Record<string, unknown> = {
  "/": [home, testimonials, forms.demoRequest, forms.reportOffer],
  "/about": about,
  "/careers": [careers, forms.careerAlerts],
  "/contact": [contact, forms.contactForm],
  "/solutions": [solutionsOverviewCopy, solutions.map(({ name, summary }) => ({ name, summary }))],
  "/industries": [industriesOverview, industries.map(({ name, summary, overview }) => ({ name, summary, overview }))],
  report,
  // The product picture is fictional data, not claims, like the overview's sample alerts.
  ...Object.fromEntries(
    solutions.map((entry) => [solutionPath(entry), [{ ...entry, visual: undefined }, detailPages]]),
  ),
  ...Object.fromEntries(
    industries.map((entry) => [industryPath(entry), [{ ...entry, visual: undefined }, detailPages]]),
  ),
};

/** Each page's path (or "report", the e-mailed report) with the strings it shows and the figures it holds directly. */
export const pageContent = Object.entries(pages).map(([place, content]) => ({ place, ...collect(content) }));

/** The places each figure is shown: the pages whose copy quotes its value or names it, and "report". */
export function figurePlaces(): Map<FigureId, string[]> {
  const byValue = figureIdsByValue(figures);
  const places = new Map<FigureId, string[]>();
  for (const { place, strings, figures: held } of pageContent) {
    const shown = new Set(held);
    for (const token of strings.flatMap(figuresIn)) {
      const id = byValue.get(normalisedFigure(token));
      if (id) shown.add(id);
    }
    for (const id of shown) places.set(id, [...(places.get(id) ?? []), place]);
  }
  return places;
}
