// The catalogue's slugs, which the specification fixes: each is an entry's id in
// src/content/solutions.yaml or src/content/industries.yaml, the address of its page and the
// id of its product picture (src/content/visuals/), and the schemas check both files against
// them. They import nothing else of the content, so the figures can name the pages they
// appear on without a cycle.
import { z } from "astro/zod";

/** SPEC: the five solutions, in menu order. */
export const solutionSlugs = [
  "customer-compliance",
  "vendor-management",
  "merchant-monitoring",
  "risk-assessment",
  "regulatory-compliance",
] as const;

/** SPEC: the five industries, in menu order. */
export const industrySlugs = ["banking", "fintech", "nbfcs", "payment-processors", "digital-lending"] as const;

export type SolutionSlug = (typeof solutionSlugs)[number];
export type IndustrySlug = (typeof industrySlugs)[number];

export const solutionSlug = z.enum(solutionSlugs);
export const industrySlug = z.enum(industrySlugs);

/** SPEC: five solutions and five industries. */
export const CATALOGUE_COUNT = 5;
