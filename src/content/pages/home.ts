// What the home page's copy is: the schema src/content/pages/home.yaml is checked against when
// the site is built (src/content.config.ts), and read with by the tests.
import { z } from "astro/zod";

import { iconItemSchema, iconName, pageSeoSchema } from "#src/content/copy-parts.ts";
import { copyText, figureSchema, statisticSchema } from "#src/content/copy-text.ts";

/** A page of the site, as a link's address. */
const sitePath = z.string().regex(/^\/[a-z0-9/-]*$/, "a path of the site, such as /roi-calculator");

export const homeCopySchema = z.object({
  seo: pageSeoSchema,
  hero: z.object({
    badge: copyText,
    title: copyText,
    /** SPEC 1 gives two readings of the claim; both are shown. */
    taglines: z.tuple([copyText, copyText]),
    description: copyText,
    /** The link down to the report section. */
    reportButton: copyText,
    /** SPEC 1's three headline statistics are today's content, not a limit. */
    stats: z
      .array(statisticSchema)
      .min(1)
      .describe("Each with a value, label and sublabel; shown in rows of up to three, four on a wide screen."),
  }),
  problems: z.object({
    eyebrow: copyText,
    title: copyText,
    description: copyText,
    /** SPEC 1's five problems are today's content, not a limit. */
    cards: z
      .array(iconItemSchema.extend({ stat: figureSchema.optional() }))
      .min(1)
      .describe("The first is shown dark and twice as wide; the cards fill rows of up to three."),
  }),
  solutions: z.object({
    eyebrow: copyText,
    title: copyText,
    description: copyText,
    /** SPEC 1's three cards are today's content, not a limit. */
    cards: z
      .array(z.object({ icon: iconName, title: copyText, description: copyText, metric: copyText }))
      .min(1)
      .describe("Each with an icon, title, description and metric; the cards fill rows of up to three."),
  }),
  fraudSignals: z.object({
    badge: copyText,
    heading: copyText,
    text: copyText,
    /** SPEC "Fraud-signals section": four inputs flow into the product. */
    inputs: z
      .array(iconItemSchema)
      .length(4)
      .describe(
        "The diagram draws one line from each of four inputs into the product, as the home page's picture names them.",
      ),
    output: z.object({ title: copyText, description: copyText }),
    typesTitle: copyText,
    /** What the diagram shows, for screen readers. */
    diagramLabel: copyText,
  }),
  demoBanner: z.object({
    eyebrow: copyText,
    title: copyText,
    description: copyText,
    /** SPEC 1's four bullets are today's content, not a limit. */
    bullets: z
      .array(z.object({ text: copyText, link: sitePath.optional() }))
      .min(1)
      .describe("One under another; any may link to a page of the site."),
    promise: copyText,
    /** The button beside SCHEDULE DEMO that opens the demo-request dialog. */
    requestButton: copyText,
  }),
  testimonials: z.object({ eyebrow: copyText, title: copyText, description: copyText }),
});

export type HomeCopy = z.output<typeof homeCopySchema>;
