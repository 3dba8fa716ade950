// The report the report e-mails link to, at REPORT_PATH (shared/build.ts): the build fails
// when the two differ (scripts/build/integration.ts).
import type { APIRoute } from "astro";
import { getCollection, getEntry } from "astro:content";

import { type Figure, type FigureId, sourceOf } from "#src/content/figures.ts";
import { site } from "#src/content/site.ts";
import { type Source, type SourceId, sourceNotes } from "#src/content/sources.ts";
import { reportPdf } from "#src/components/report/report-pdf.ts";
import { brand } from "#shared/brand.ts";

const summaryId = "executive-summary";

/** A collection's entries as a table by id, in the order given. */
function byId<Id extends string, Data>(entries: readonly { id: string; data: Data }[]): Record<Id, Data> {
  return Object.fromEntries(entries.map(({ id, data }) => [id, data])) as Record<Id, Data>;
}

/** Its pages name the public origin as astro.config.ts sets it: SITE_URL, or the brand's. */
export const GET: APIRoute = async () => {
  const summary = await getEntry("report", summaryId);
  if (!summary) throw new Error(`src/content/report/${summaryId}.yaml: the report's text is missing`);
  // The report's notes list the company's own figures in the table's order.
  const figureEntries = (await getCollection("figures")).sort((a, b) => a.data.order - b.data.order);
  const figures = byId<FigureId, Figure>(figureEntries);
  const sources = byId<SourceId, Source>(await getCollection("sources"));
  const pdf = await reportPdf(
    { ...brand, url: import.meta.env.SITE },
    {
      report: summary.data,
      figures,
      sources,
      sourceNotes,
      sourceOf: (figure) => sourceOf(figure, sources),
      site,
    },
  );
  return new Response(Buffer.from(pdf), { headers: { "Content-Type": "application/pdf" } });
};
