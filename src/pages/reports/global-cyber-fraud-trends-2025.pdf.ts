// The report the report e-mails link to, at REPORT_PATH (shared/build.ts): the build fails
// when the two differ (scripts/build/integration.ts).
import type { APIRoute } from "astro";

import { sourceOf } from "#src/content/figures.ts";
import { getCollection } from "astro:content";

import { entriesOf } from "#src/collections/entries.ts";
import { figuresNamedIn } from "#src/content/rules/figures-named.ts";
import { contentValuesInUse } from "#src/content/values.ts";
import { reportPdf } from "#src/components/report/report-pdf.ts";
import { brand } from "#shared/brand.ts";

const summaryId = "executive-summary";

/** Its pages name the public origin as astro.config.ts sets it: SITE_URL, or the brand's. */
export const GET: APIRoute = async () => {
  // Reading the summary puts the figures and their sources as they are now in use.
  const summary = (await entriesOf("report")).find((entry) => entry.id === summaryId);
  if (!summary) throw new Error(`src/content/report/${summaryId}.yaml: the report's text is missing`);
  const { figures, sources, sourceNotes, site } = contentValuesInUse();
  const written = (await getCollection("report")).find((entry) => entry.id === summaryId)?.data;
  const pdf = await reportPdf(
    { ...brand, url: import.meta.env.SITE },
    {
      report: summary.data,
      // The report's notes list the company's own figures in the table's order, the file's.
      figures,
      named: figuresNamedIn(written, new Set(Object.keys(figures))),
      sources,
      sourceNotes,
      sourceOf: (figure) => sourceOf(figure, sources),
      site,
    },
  );
  return new Response(Buffer.from(pdf), { headers: { "Content-Type": "application/pdf" } });
};
