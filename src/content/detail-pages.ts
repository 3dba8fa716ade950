// The labels the five solution and five industry detail pages share: the schema their file
// (src/content/detail-pages.yaml) is checked against as the site is built, and read with by
// the tests.
import { z } from "astro/zod";

import { copyText } from "./copy-text.ts";
import { linkSchema, sectionHeadSchema, templateText } from "./copy-parts.ts";

export const detailPagesSchema = z.object({
  /** The hero's and the closing call to action's two buttons. */
  buttons: z.object({ demo: copyText, contact: linkSchema }),
  metricsTitle: copyText,
  closing: sectionHeadSchema,
  solution: z.object({
    features: sectionHeadSchema.extend({ title: templateText("name") }),
    whyEyebrow: copyText,
    othersTitle: copyText,
  }),
  industry: z.object({
    challenges: sectionHeadSchema,
    solutions: sectionHeadSchema.extend({ link: templateText("name") }),
    benefits: z.object({ eyebrow: copyText, title: copyText }),
    othersTitle: copyText,
  }),
});

export type DetailPages = z.output<typeof detailPagesSchema>;

/** Fills the "{name}" placeholder of a detail-page label. */
export function withName(template: string, name: string): string {
  return template.replaceAll("{name}", name);
}
