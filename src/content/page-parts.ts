// Parts several pages' copy share: a section's head and a link into the site.
import { z } from "astro/zod";

import { copyText } from "./copy-text.ts";

/** An address on this site ("/contact", "/#report"); a unit test checks each is a built page. */
export const sitePath = z.string().regex(/^\/(?!\/)\S*$/, 'a path on this site, such as "/contact"');

export const linkSchema = z.object({ label: copyText, path: sitePath });

/** The eyebrow, title and description over a section. */
export const sectionHeadSchema = z.object({ eyebrow: copyText, title: copyText, description: copyText });

/** A template the page fills with a name: it must say where, as `{placeholder}`. */
export const templateText = (placeholder: string) =>
  copyText.pipe(z.string().includes(`{${placeholder}}`, { message: `needs {${placeholder}}, where the page puts it` }));
