import { z } from "astro/zod";

import { fillSiteValues, type SiteValues } from "#shared/site-values.ts";

/** A string of content, its `{{tokens}}` filled from `values`; an unknown token fails it, naming the entry and field. */
export function tokenText(values: SiteValues) {
  return z.string().transform((text, context) => {
    try {
      return fillSiteValues(text, values);
    } catch (error) {
      context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
      return z.NEVER;
    }
  });
}
