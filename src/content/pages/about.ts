// What the about page's copy is: the schema src/content/pages/about.yaml is checked against when
// the site is built (src/content.config.ts), and read with by the tests.
import { z } from "astro/zod";

import { heroSchema, iconItemSchema, pageSeoSchema, statsRows } from "#src/content/copy-parts.ts";
import { copyText, statisticSchema } from "#src/content/copy-text.ts";

export const aboutCopySchema = z.object({
  seo: pageSeoSchema,
  hero: heroSchema,
  founded: copyText,
  /** SPEC "About": four headline statistics, today's content rather than a limit. */
  stats: z.array(statisticSchema).min(1).describe(statsRows),
  /** SPEC "About": the mission text. */
  mission: z.object({ eyebrow: copyText, title: copyText, paragraphs: z.array(copyText).min(1) }),
  /** SPEC "About": an image, a file under public/. */
  image: z.object({
    src: z.string().regex(/^\/images\/\S+\.(?:svg|webp|png|jpe?g|avif)$/, "a file under public/images/"),
    alt: copyText.pipe(z.string().min(10)),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  principles: z.array(iconItemSchema).min(1),
});

export type AboutCopy = z.output<typeof aboutCopySchema>;
