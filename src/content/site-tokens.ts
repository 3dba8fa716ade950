// The site's values a figure's text may name ({{name}}, {{report.title}}): those of the site file
// the values are being read with (values.ts), since a figure may not name another figure.
import type { SiteValues } from "#shared/site-values.ts";

let inUse: SiteValues | undefined;

/** Makes `tokens` the site's values a figure's text is filled from, until the next call. */
export function setSiteTokens(tokens: SiteValues): void {
  inUse = tokens;
}

/** The site's values in use; throws when nothing has read them yet, which is a bug of the reader. */
export function siteTokensInUse(): SiteValues {
  if (!inUse)
    throw new Error(
      "A figure was checked before the site's values were read: read it through src/collections/entries.ts or values-files.ts",
    );
  return inUse;
}
