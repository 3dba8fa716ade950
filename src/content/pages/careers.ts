// What the careers page's copy is: the schema src/content/pages/careers.yaml is checked against
// when the site is built (src/content.config.ts), and read with by the tests.
import { z } from "astro/zod";

import { cardRows, heroSchema, iconItemSchema, pageSeoSchema, statsRows } from "#src/content/copy-parts.ts";
import { copyText, statisticSchema } from "#src/content/copy-text.ts";

export const careersCopySchema = z.object({
  seo: pageSeoSchema,
  hero: heroSchema,
  /** SPEC "Careers": four stats in the hero, today's content rather than a limit. */
  stats: z.array(statisticSchema).min(1).describe(statsRows),
  /** SPEC "Careers": four perk cards, today's content rather than a limit. */
  perks: z.object({ title: copyText, cards: z.array(iconItemSchema).min(1).describe(cardRows) }),
  openings: z.object({
    title: copyText,
    description: copyText,
    resumeButton: copyText,
    /** The subject of the resume e-mail (SPEC: "a resume-submission subject"). */
    resumeSubject: copyText,
    notifyButton: copyText,
  }),
  /** SPEC "Careers": an "Our Culture" section with four values, today's content rather than a limit. */
  culture: z.object({
    title: copyText,
    description: copyText,
    values: z.array(iconItemSchema).min(1).describe(cardRows),
  }),
});

export type CareersCopy = z.output<typeof careersCopySchema>;
