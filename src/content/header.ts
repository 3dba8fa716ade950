// What the header and the mobile menu say and link to: the schema their file
// (src/content/header.yaml) is checked against as the site is built, and read with by the tests.
import { z } from "astro/zod";

import { copyText } from "./copy-text.ts";
import { linkSchema } from "./copy-parts.ts";

/**
 * A link of the header. Solutions and Industries also open a menu of their five pages (the
 * catalogue), through a button of their own named `menuLabel`, so that the links themselves
 * still lead to the overview pages.
 */
const navLinkSchema = linkSchema
  .extend({ menu: z.enum(["solutions", "industries"]).optional(), menuLabel: copyText.optional() })
  .refine((link) => (link.menu === undefined) === (link.menuLabel === undefined), {
    message: "a link with a menu needs its menuLabel, and only such a link has one",
    path: ["menuLabel"],
  })
  .transform(({ menu, menuLabel, ...link }) => (menu && menuLabel ? { ...link, menu, menuLabel } : link));

export const headerSchema = z.object({
  /** SPEC "Header": Home, About, Solutions, Industries, Contact. */
  nav: z.array(navLinkSchema).length(5),
  /** Names of the header's landmarks and of the controls that show an icon only. */
  labels: z.object({ skipLink: copyText, desktop: copyText, mobile: copyText, menuButton: copyText }),
  /** SPEC "Header": the We're Hiring badge leads to /careers. */
  hiringBadge: linkSchema,
  /** The call to action: the home page's book-a-demo banner. */
  cta: linkSchema,
});

export type Header = z.output<typeof headerSchema>;
