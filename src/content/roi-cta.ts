import type { IndustrySlug } from "./catalogue.ts";
import type { InstitutionType } from "#src/lib/roi/model.ts";

// Kept apart from the calculator's own copy: every detail page carries this call to action,
// and none of them should load the calculator's text with it.

/** The institution type an industry page's link to the calculator starts from. */
export const industryInstitution = {
  banking: "bank",
  fintech: "fintech",
  nbfcs: "nbfc",
  "payment-processors": "payment-processor",
  "digital-lending": "digital-lender",
} as const satisfies Record<IndustrySlug, InstitutionType>;

/** The short call to action on every solution and industry page. */
export const roiCta = {
  title: "What would it save you?",
  description: "Estimate fraud losses avoided, analyst hours saved and payback in rupees, from your own figures.",
  link: "Open the ROI calculator",
} as const;
