// The parts the pages' copy schemas share (src/content/pages/*.ts): what a page's copy is made of.
import { z } from "astro/zod";

import { copyText } from "./copy-text.ts";
import { iconNames } from "./icons.ts";

/** An icon by its lucide name, one of those components/ui/icon.tsx draws. */
export const iconName = z.enum(iconNames);

/** A page's title and description in search results; buildMeta appends the brand to the title. */
export const pageSeoSchema = z.object({
  /** The SEO rule: 5-60 characters (and unique per page, which content.test.ts checks across pages). */
  title: copyText.pipe(z.string().min(5).max(60)),
  /** The SEO rule: 15-160 characters, unique per page. */
  description: copyText.pipe(z.string().min(15).max(160)),
});

export const heroSchema = z.object({ eyebrow: copyText, title: copyText, description: copyText });

/** A card or list item with an icon. */
export const iconItemSchema = z.object({ icon: iconName, title: copyText, description: copyText });
