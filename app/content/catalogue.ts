/**
 * The solutions and industries by slug and name, in site order. The footer and the route
 * table need only these; keeping them apart from the pages' copy keeps that copy out of
 * the layout every page loads.
 */
export const solutionNames = {
  "customer-compliance": "Customer Compliance",
  "vendor-management": "Vendor Management",
  "merchant-monitoring": "Merchant Monitoring",
  "risk-assessment": "Risk Assessment",
  "regulatory-compliance": "Regulatory Compliance",
} as const;

export const industryNames = {
  banking: "Banking",
  fintech: "Fintech",
  nbfcs: "NBFCs",
  "payment-processors": "Payment Processors",
  "digital-lending": "Digital Lending",
} as const;

export type SolutionSlug = keyof typeof solutionNames;
export type IndustrySlug = keyof typeof industryNames;

function entries<Slug extends string>(names: Record<Slug, string>) {
  return (Object.keys(names) as Slug[]).map((slug) => ({ slug, name: names[slug] }));
}

export const solutionCatalogue = entries(solutionNames);
export const industryCatalogue = entries(industryNames);
