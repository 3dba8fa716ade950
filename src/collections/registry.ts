// Every kind of content the pages read through the content layer, with the schema it is checked
// and filled in with as a page reads it (entries.ts). src/content.config.ts gives each its
// loader; the content layer keeps the files' data as written, since copy is filled in from the
// values of the moment a page renders, not of the moment its file was loaded (values.ts).
import { solutionSlug } from "#src/content/catalogue.ts";
import { formsSchema } from "#src/content/controls/forms.ts";
import { countriesSchema } from "#src/content/countries.ts";
import { detailPagesSchema } from "#src/content/detail-pages.ts";
import { footerSchema } from "#src/content/footer.ts";
import { headerSchema } from "#src/content/header.ts";
import { industrySchema } from "#src/content/industries.ts";
import { legalSchema } from "#src/content/legal.ts";
import { versionHistorySchema } from "#src/content/legal-versions.ts";
import { noticeSchema } from "#src/content/notices.ts";
import { industriesOverviewSchema, solutionsOverviewSchema } from "#src/content/overviews.ts";
import { aboutCopySchema } from "#src/content/pages/about.ts";
import { careersCopySchema } from "#src/content/pages/careers.ts";
import { contactCopySchema } from "#src/content/pages/contact.ts";
import { dataRightsCopySchema } from "#src/content/pages/data-rights.ts";
import { homeCopySchema } from "#src/content/pages/home.ts";
import { notFoundCopySchema } from "#src/content/pages/not-found.ts";
import { reportSchema } from "#src/content/report.ts";
import { roiCalculatorSchema } from "#src/content/roi-calculator.ts";
import { roiExampleSchema } from "#src/content/roi-examples.ts";
import { solutionSchema } from "#src/content/solutions.ts";
import { testimonialSchema } from "#src/content/testimonials.ts";
import { fieldLimits, numberFields } from "#src/lib/roi/fields.ts";
import { assumptionFields } from "#src/lib/roi/summary.ts";

/** An industry's solution card names a solution by its slug; the pages resolve it (catalogue.ts). */
const solutionLink = solutionSlug.transform((id) => ({ collection: "solutions" as const, id }));

export const contentSchemas = {
  legal: legalSchema,
  privacyVersions: versionHistorySchema,
  testimonials: testimonialSchema,
  countries: countriesSchema,
  report: reportSchema,
  solutions: solutionSchema,
  industries: industrySchema(solutionLink),
  roiCalculator: roiCalculatorSchema({ fields: numberFields, assumptions: assumptionFields }),
  roiExamples: roiExampleSchema(fieldLimits),
  forms: formsSchema,
  notices: noticeSchema,
  homeCopy: homeCopySchema,
  aboutCopy: aboutCopySchema,
  careersCopy: careersCopySchema,
  contactCopy: contactCopySchema,
  notFoundCopy: notFoundCopySchema,
  dataRightsCopy: dataRightsCopySchema,
  solutionsOverview: solutionsOverviewSchema,
  industriesOverview: industriesOverviewSchema,
  detailPages: detailPagesSchema,
  header: headerSchema,
  footer: footerSchema,
};

/** A kind of content a page reads. */
export type ContentKind = keyof typeof contentSchemas;
