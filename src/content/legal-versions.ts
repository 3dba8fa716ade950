// What a legal document's version history is: the schema src/content/legal/*-versions.yaml is
// checked against when the site is built (src/content.config.ts), and read with by the tests.
import { z } from "astro/zod";

import { copyText } from "./copy-text.ts";

/** SPEC: the policies were last updated on 28 August 2025, the first version. */
export const FIRST_VERSION = "2025-08-28";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const versionHistorySchema = z.object({
  versions: z
    // Coerced: Astro reads an unquoted YAML date as a Date, the yaml package as its text.
    .array(z.object({ date: z.coerce.date(), change: copyText }))
    .min(1)
    .refine((versions) => versions[0] && isoDay(versions[0].date) === FIRST_VERSION, {
      message: `the first version is dated ${FIRST_VERSION}, the specification's date`,
    })
    .refine(
      (versions) => versions.every((version, i) => i === 0 || version.date > (versions[i - 1]?.date ?? version.date)),
      {
        message: "versions run oldest first, one per date",
      },
    ),
});

export type VersionHistory = z.output<typeof versionHistorySchema>;
