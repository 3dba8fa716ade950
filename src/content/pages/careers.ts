// What the careers page's copy is: the schema src/content/pages/careers.yaml is checked against
// when the site is built (src/content.config.ts), and read with by the tests.
import { z } from "astro/zod";

import { heroSchema, iconItemSchema, pageSeoSchema } from "#src/content/copy-parts.ts";
import { copyText, statisticSchema } from "#src/content/copy-text.ts";

export const careersCopySchema = z.object({
  seo: pageSeoSchema,
  hero: heroSchema,
  /** SPEC "Careers": four stats in the hero. */
  stats: z.array(statisticSchema).length(4),
  /** SPEC "Careers": four perk cards. */
  perks: z.object({ title: copyText, cards: z.array(iconItemSchema).length(4) }),
  openings: z.object({
    title: copyText,
    description: copyText,
    resumeButton: copyText,
    /** The subject of the resume e-mail (SPEC: "a resume-submission subject"). */
    resumeSubject: copyText,
    notifyButton: copyText,
  }),
  /** SPEC "Careers": an "Our Culture" section with four values. */
  culture: z.object({ title: copyText, description: copyText, values: z.array(iconItemSchema).length(4) }),
});

export type CareersCopy = z.output<typeof careersCopySchema>;
