// What the contact page's copy is: the schema src/content/pages/contact.yaml is checked against
// when the site is built (src/content.config.ts), and read with by the tests.
import { z } from "astro/zod";

import { pageSeoSchema } from "#src/content/copy-parts.ts";
import { copyText } from "#src/content/copy-text.ts";

const heroWording = z.object({ badge: copyText, title: copyText, description: copyText });

export const contactCopySchema = z.object({
  seo: pageSeoSchema,
  /** SPEC "Contact": the hero's wording differs between desktop and mobile. */
  hero: z.object({ desktop: heroWording, mobile: heroWording }),
  /** The form card's heading; the form's own words are in controls/forms.yaml. */
  form: z.object({ title: copyText, description: copyText }),
  /** SPEC "Contact": the three info cards' headings, and the reply promise under the e-mail address. */
  info: z.object({
    write: z.object({ title: copyText, note: copyText }),
    corporate: copyText,
    registered: copyText,
  }),
});

export type ContactCopy = z.output<typeof contactCopySchema>;
