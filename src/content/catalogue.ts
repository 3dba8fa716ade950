// The solutions and industries: one file each under src/content/solutions/ and
// src/content/industries/, the file's name the entry's id and its page's address. A new file is
// a new page, in the menus, the overviews, the footer and the sitemap. This module imports no
// other content, so the figures can name the pages they appear on without a cycle.
import { z } from "astro/zod";

import { ENTRY_ID } from "#shared/entry-id.ts";

/** A solution's or an industry's id: its file's name, and the address of its page. */
export const catalogueId = z
  .string()
  .regex(ENTRY_ID, "lower-case letters, digits and single hyphens, as in an address");
