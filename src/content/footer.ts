// What the footer says and links to, besides the catalogue's pages and the site's addresses:
// the schema its file (src/content/footer.yaml) is checked against as the site is built, and
// read with by the tests.
import { z } from "astro/zod";

import { copyText } from "./copy-text.ts";
import { linkSchema, templateText } from "./copy-parts.ts";

// SPEC "Footer"'s plain links, and the data-rights page the privacy policy sends people to.
const requiredLinks = ["/privacy-policy", "/terms-of-service", "/data-rights"];

export const footerSchema = z.object({
  about: copyText,
  columns: z.object({ solutions: copyText, industries: copyText, apis: copyText, company: copyText }),
  apiOverview: copyText,
  socialLabel: copyText,
  /** A social link's accessible name. */
  socialLink: templateText("network"),
  rights: copyText,
  madeIn: copyText,
  /** SPEC "Footer": its plain links include the privacy policy and the terms of service; and the data-rights page. */
  companyLinks: z
    .array(linkSchema)
    .refine(
      (links) => requiredLinks.every((path) => links.some((link) => link.path === path)),
      `needs links to ${requiredLinks.join(" and ")}`,
    ),
  /** Quick links into the home page's anchors. */
  homeAnchors: z.array(
    linkSchema.extend({ path: z.string().regex(/^\/#[a-z-]+$/, "an anchor of the home page, such as /#report") }),
  ),
});

export type Footer = z.output<typeof footerSchema>;
