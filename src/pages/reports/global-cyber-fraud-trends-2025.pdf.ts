// The report the report e-mails link to, at REPORT_PATH (shared/build.ts): the build fails
// when the two differ (scripts/build/integration.ts).
import type { APIRoute } from "astro";

import { figures, sourceOf } from "#src/content/figures.ts";
import { report } from "#src/content/report.ts";
import { site } from "#src/content/site.ts";
import { sourceNotes, sources } from "#src/content/sources.ts";
import { reportPdf } from "#src/components/report/report-pdf.ts";
import { brand } from "#shared/brand.ts";

/** Its pages name the public origin as astro.config.ts sets it: SITE_URL, or the brand's. */
export const GET: APIRoute = async () => {
  const pdf = await reportPdf(
    { ...brand, url: import.meta.env.SITE },
    { report, figures, sources, sourceNotes, sourceOf, site },
  );
  return new Response(Buffer.from(pdf), { headers: { "Content-Type": "application/pdf" } });
};
