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

/**
 * The line the header's menus show under each name: at most 52 characters, so it fits on one
 * line. Only the prerendered HTML carries it (components/layout/menu-detail.tsx).
 */
export const solutionLines: Record<SolutionSlug, string> = {
  "customer-compliance": "KYC monitoring that continues after onboarding",
  "vendor-management": "Third-party due diligence and ongoing monitoring",
  "merchant-monitoring": "Merchant risk for acquirers and aggregators",
  "risk-assessment": "Explainable risk scores that update with behaviour",
  "regulatory-compliance": "STR and CTR workflows, RBI and SEBI reporting",
};

export const industryLines: Record<IndustrySlug, string> = {
  banking: "Mule accounts, loan fraud and continuous KYC",
  fintech: "API-first monitoring for UPI and PPI platforms",
  nbfcs: "Loan fraud, DSA oversight and RBI fraud reporting",
  "payment-processors": "Merchant risk and chargeback fraud detection",
  "digital-lending": "Application fraud and lending partner oversight",
};
