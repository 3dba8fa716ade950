import { z } from "astro/zod";

import { htmlTagIn, rawHtmlProblem } from "#shared/safe-content.ts";
import { fillSiteValues, type SiteValues } from "#shared/site-values.ts";

/**
 * A string of content, its `{{tokens}}` filled from `values` (or the values it returns as the
 * string is read); an unknown token or an HTML tag fails it, naming the entry and field. The
 * editor checks a field with this as it is typed.
 */
export function tokenText(values: SiteValues | (() => SiteValues)) {
  return z.string().transform((text, context) => {
    const tag = htmlTagIn(text);
    if (tag) {
      context.addIssue({ code: "custom", message: rawHtmlProblem(tag, "write plain text") });
      return z.NEVER;
    }
    try {
      return fillSiteValues(text, typeof values === "function" ? values() : values);
    } catch (error) {
      context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
      return z.NEVER;
    }
  });
}
