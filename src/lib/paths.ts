// The detail pages' addresses, as src/pages/solutions/[slug].astro and
// src/pages/industries/[slug].astro serve them: every link to one is built here, from a slug
// of the catalogue (content/catalogue.ts).

export const solutionPath = (slug: string) => `/solutions/${slug}`;

export const industryPath = (slug: string) => `/industries/${slug}`;

/** The ROI calculator, started at an institution's type when one is given. */
export const roiCalculatorPath = (institution?: string) =>
  institution ? `/roi-calculator?type=${encodeURIComponent(institution)}` : "/roi-calculator";
