// What a legal page is (src/content/legal/*.md): the schema its frontmatter is checked against
// as the site is built (src/content.config.ts), and the numbered sections its body must have.
import { z } from "astro/zod";

import { copyText } from "./copy-text.ts";

export const legalSchema = z.object({
  /** The page's heading and its title in search results. */
  title: z.string().min(5).max(60),
  /** The page's meta description. */
  description: copyText.pipe(z.string().min(15).max(160)),
  /** Shown as "Last updated 28 August 2025": an unquoted ISO date, 2025-08-28. */
  updated: z.date(),
  /** The specification writes the privacy policy's date with an ordinal day: "28th August 2025". */
  ordinalDay: z.boolean().default(false),
});

/** SPEC 2: the terms have 17 numbered sections, the privacy policy 10: the body's `##` headings. */
export const LEGAL_SECTIONS = { "src/content/legal/terms.md": 17, "src/content/legal/privacy.md": 10 } as const;
