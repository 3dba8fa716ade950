// The fields a solution's and an industry's entry share (src/content/solutions/<id>.yaml,
// src/content/industries/<id>.yaml).
import { z } from "astro/zod";

import { heroSchema, iconName, pageSeoSchema } from "./copy-parts.ts";
import { copyText } from "./copy-text.ts";
import { pictureSchema } from "./picture.ts";

/** Fields every entry has: its place in the list, its name and the header menu's line under it. */
export const catalogueEntry = {
  order: z.number().int(),
  name: z.string().min(3).max(30),
  line: z
    .string()
    .min(20)
    .max(52)
    .describe("The header menu's line under the name: on one line, so at most 52 characters."),
  icon: iconName,
  summary: copyText.describe("One sentence for cards and the footer."),
  hero: heroSchema,
  picture: pictureSchema
    .optional()
    .describe(
      "A picture for the page's opening, instead of the product picture drawn for it; a page may have neither.",
    ),
  seo: pageSeoSchema,
};
