// The parts the content schemas share: what a page's copy is made of.
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

/** The eyebrow, title and description over a page (its hero) or a section. */
export const sectionHeadSchema = z.object({ eyebrow: copyText, title: copyText, description: copyText });
export const heroSchema = sectionHeadSchema;

/** A titled point in a list ("why choose", benefits). */
export const pointSchema = z.object({ title: copyText, description: copyText });

/** A card or list item with an icon. */
export const iconItemSchema = z.object({ icon: iconName, title: copyText, description: copyText });

/** An address on this site ("/contact", "/#report"); a unit test checks each is a built page. */
export const sitePath = z.string().regex(/^\/(?!\/)\S*$/, 'a path on this site, such as "/contact"');

export const linkSchema = z.object({ label: copyText, path: sitePath });

/** A template the page fills with a name: it must say where, as `{placeholder}`. */
export const templateText = (placeholder: string) =>
  copyText.pipe(z.string().includes(`{${placeholder}}`, { message: `needs {${placeholder}}, where the page puts it` }));

/** How a band of headline statistics lays out any number, as the editor says under the list. */
export const statsRows =
  "Each with a value, label and sublabel; in rows of up to two, four on a wide screen, which they fill.";

/** How a grid of four-wide icon cards lays out any number, as the editor says under the list. */
export const cardRows = "In rows of up to two, four on a wide screen, which the cards fill.";
