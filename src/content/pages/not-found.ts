// What the not-found page's copy is: the schema src/content/pages/not-found.yaml is checked
// against when the site is built (src/content.config.ts), and read with by the tests.
import { z } from "astro/zod";

import { pageSeoSchema } from "#src/content/copy-parts.ts";
import { copyText } from "#src/content/copy-text.ts";

export const notFoundCopySchema = z.object({
  seo: pageSeoSchema,
  eyebrow: copyText,
  title: copyText,
  description: copyText,
  /** SPEC "Not-found": the buttons, back to the previous page and home. */
  back: copyText,
  home: copyText,
});

export type NotFoundCopy = z.output<typeof notFoundCopySchema>;
