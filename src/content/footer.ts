import { site } from "./site.ts";

/** The footer's own words; its links come from the catalogue, navigation and site files. */
export const footer = {
  about: `${site.tagline} for Indian banks, fintechs, NBFCs, payment processors and digital lenders.`,
  columns: { solutions: "Solutions", industries: "Industries", apis: "APIs", company: "Company" },
  apiOverview: "API overview",
  socialLabel: "Social media",
  /** A social link's accessible name; "{network}" is the network's name. */
  socialLink: `${site.name} on {network}`,
  rights: "All rights reserved.",
  madeIn: "Made in India for India's regulated financial institutions.",
} as const;
