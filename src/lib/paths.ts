// The detail pages' addresses, as src/pages/solutions/[slug].astro and
// src/pages/industries/[slug].astro serve them: every link to one is built here, from an entry
// of the collection or a checked reference to one, never from a string.

/** An entry of a collection, or a reference to one. */
interface EntryOf<Collection extends string> {
  collection: Collection;
  id: string;
}

export const solutionPath = (entry: EntryOf<"solutions">) => `/solutions/${entry.id}`;

export const industryPath = (entry: EntryOf<"industries">) => `/industries/${entry.id}`;

/** The ROI calculator, started at an institution's type when one is given. */
export const roiCalculatorPath = (institution?: string) =>
  institution ? `/roi-calculator?type=${encodeURIComponent(institution)}` : "/roi-calculator";
