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
    /** SPEC 1: three headline statistics, each with value, label and sublabel. */
    stats: z.array(statisticSchema).length(3),
  }),
  problems: z.object({
    eyebrow: copyText,
    title: copyText,
    description: copyText,
    /** SPEC 1's five problems; the bento's grid is laid out for five, the first spanning two columns. */
    cards: z.array(iconItemSchema.extend({ stat: figureSchema.optional() })).length(5),
  }),
  solutions: z.object({
    eyebrow: copyText,
    title: copyText,
    description: copyText,
    /** SPEC 1: three cards, each with icon, title, description and metric. */
    cards: z.array(z.object({ icon: iconName, title: copyText, description: copyText, metric: copyText })).length(3),
  }),
  fraudSignals: z.object({
    badge: copyText,
    heading: copyText,
    text: copyText,
    /** SPEC "Fraud-signals section": four inputs flow into the product. */
    inputs: z.array(iconItemSchema).length(4),
    output: z.object({ title: copyText, description: copyText }),
    typesTitle: copyText,
    /** What the diagram shows, for screen readers. */
    diagramLabel: copyText,
  }),
  demoBanner: z.object({
    eyebrow: copyText,
    title: copyText,
    description: copyText,
    /** SPEC 1: the banner's four bullets; one may link to a page of the site. */
    bullets: z.array(z.object({ text: copyText, link: sitePath.optional() })).length(4),
    promise: copyText,
    /** The button beside SCHEDULE DEMO that opens the demo-request dialog. */
    requestButton: copyText,
  }),
  testimonials: z.object({ eyebrow: copyText, title: copyText, description: copyText }),
});

export type HomeCopy = z.output<typeof homeCopySchema>;
