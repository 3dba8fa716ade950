// What the solutions and industries share: the parts of their entries
// (src/content/solutions.yaml, src/content/industries.yaml) and the slugs their pages take.
import { z } from "astro/zod";

import { copyText } from "./copy-text.ts";
import { heroSchema, iconName, pageSeoSchema } from "./copy-parts.ts";
import { industryVisuals } from "./visuals/industries.ts";
import { solutionVisuals } from "./visuals/solutions.ts";

/**
 * The slugs, as the entries' ids: each entry's product picture is keyed by its id, and the
 * schema checks every entry against those keys, so a picture without its page, or a page
 * without its picture, fails the build.
 */
export type SolutionSlug = keyof typeof solutionVisuals;
export type IndustrySlug = keyof typeof industryVisuals;

export const solutionSlug = z.enum(Object.keys(solutionVisuals) as [SolutionSlug, ...SolutionSlug[]]);
export const industrySlug = z.enum(Object.keys(industryVisuals) as [IndustrySlug, ...IndustrySlug[]]);

/** SPEC: five solutions and five industries. */
export const CATALOGUE_COUNT = 5;

/** Fields every entry has: its place in the list, its name and the header menu's line under it. */
export const catalogueEntry = {
  order: z.number().int(),
  name: z.string().min(3).max(30),
  /** The header menu's line under the name: on one line, so at most 52 characters. */
  line: z.string().min(20).max(52),
  icon: iconName,
  /** One sentence for cards and the footer. */
  summary: copyText,
  hero: heroSchema,
  seo: pageSeoSchema,
};
