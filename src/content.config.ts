import { defineCollection, reference } from "astro:content";
import { glob } from "astro/loaders";
import type { z } from "astro/zod";

import { CATALOGUE_COUNT } from "#src/content/catalogue.ts";
import { formsSchema } from "#src/content/controls/forms.ts";
import { countriesSchema } from "#src/content/countries.ts";
import { figureEntrySchema } from "#src/content/figure-schema.ts";
import { reportSchema } from "#src/content/report.ts";
import { sourceSchema } from "#src/content/sources.ts";
import { detailPagesSchema } from "#src/content/detail-pages.ts";
import { footerSchema } from "#src/content/footer.ts";
import { headerSchema } from "#src/content/header.ts";
import { legalSchema } from "#src/content/legal.ts";
import { versionHistorySchema } from "#src/content/legal-versions.ts";
import { industrySchema } from "#src/content/industries.ts";
import { noticeSchema } from "#src/content/notices.ts";
import { industriesOverviewSchema, solutionsOverviewSchema } from "#src/content/overviews.ts";
import { solutionSchema } from "#src/content/solutions.ts";
import { roiCalculatorSchema } from "#src/content/roi-calculator.ts";
import { exampleEntries, roiExampleSchema } from "#src/content/roi-examples.ts";
import { aboutCopySchema } from "#src/content/pages/about.ts";
import { careersCopySchema } from "#src/content/pages/careers.ts";
import { contactCopySchema } from "#src/content/pages/contact.ts";
import { dataRightsCopySchema } from "#src/content/pages/data-rights.ts";
import { homeCopySchema } from "#src/content/pages/home.ts";
import { notFoundCopySchema } from "#src/content/pages/not-found.ts";
import { TESTIMONIAL_COUNT, testimonialSchema } from "#src/content/testimonials.ts";
import { listLoader } from "#src/lib/list-loader.ts";
import { fieldLimits, numberFields } from "#src/lib/roi/fields.ts";
import { assumptionFields } from "#src/lib/roi/summary.ts";

/**
 * The terms of service and the privacy policy (src/content/legal/*.md). The body's `##`
 * headings are the numbered sections, checked as it is rendered (`numberedSections` in
 * astro.config.ts); rendering waits for the page so that a broken body fails the build, where
 * an eager render would only log it and leave the page empty.
 */
const legal = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/legal", deferRender: true }),
  schema: legalSchema,
});

/** The privacy policy's versions (src/content/legal/privacy-versions.yaml), shown on its page. */
const privacyVersions = defineCollection({
  loader: oneFile("legal/privacy-versions.yaml"),
  schema: versionHistorySchema,
});

/**
 * A collection written as one YAML file under src/content/, its entry's id the file's name.
 * Pages read it with `onlyEntry` (src/content/only-entry.ts), which fails the build on a missing file.
 */
function oneFile(path: string) {
  const slash = path.lastIndexOf("/");
  return glob({ pattern: path.slice(slash + 1), base: `./src/content/${path.slice(0, slash + 1)}` });
}

/**
 * The privacy notice beside each form, one file per language (src/content/notices/<code>.yaml),
 * so another language is one more file; src/content/notices-entry.ts checks each names its own.
 */
const notices = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./src/content/notices" }),
  schema: noticeSchema,
});

/** The home page's quotes (src/content/testimonials.yaml), in the file's order. */
const testimonials = defineCollection({
  loader: listLoader("src/content/testimonials.yaml", { key: "testimonials", count: TESTIMONIAL_COUNT }),
  schema: testimonialSchema,
});

/**
 * Every figure the site and the report quote (src/content/figures.yaml), in the file's order,
 * each checked as the site is built: its format, its source or basis, the places it is shown.
 */
const figuresCollection = defineCollection({
  loader: listLoader("src/content/figures.yaml", { key: "figures" }),
  schema: figureEntrySchema,
});

/** The public documents the figures come from (src/content/sources.yaml). */
const sourcesCollection = defineCollection({
  loader: listLoader("src/content/sources.yaml", { key: "sources" }),
  schema: sourceSchema,
});

/**
 * The report form's countries (src/content/countries.yaml), one entry: `countries`. The report
 * card imports the file itself, so that its script carries the list without the schema; this
 * checks it as the site is built.
 */
const countries = defineCollection({ loader: oneFile("countries.yaml"), schema: countriesSchema });

/** The free report's executive summary (src/content/report/executive-summary.yaml), drawn as its PDF. */
const report = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./src/content/report" }),
  schema: reportSchema,
});

/** The solution pages (src/content/solutions.yaml), in the file's order: menus, cards and footer follow it. */
const solutions = defineCollection({
  loader: listLoader("src/content/solutions.yaml", { key: "solutions", count: CATALOGUE_COUNT }),
  schema: solutionSchema,
});

/**
 * The industry pages (src/content/industries.yaml), in the file's order. Astro only logs a
 * reference to a solution that does not exist: the industry page resolves each one and fails
 * the build on a missing one (src/lib/catalogue-entries.ts).
 */
const industries = defineCollection({
  loader: listLoader("src/content/industries.yaml", { key: "industries", count: CATALOGUE_COUNT }),
  schema: industrySchema(reference("solutions")),
});

/** What the ROI calculator says (src/content/roi-calculator.yaml), one entry: `roi-calculator`. */
const roiCalculator = defineCollection({
  loader: oneFile("roi-calculator.yaml"),
  schema: roiCalculatorSchema({ fields: numberFields, assumptions: assumptionFields }),
});

/** The calculator's example figures, one entry per kind of institution (src/content/roi-examples.yaml). */
const roiExamples = defineCollection({
  loader: exampleEntries,
  schema: roiExampleSchema(fieldLimits),
});

/** What the forms say (src/content/controls/forms.yaml), one entry: `forms`. */
const forms = defineCollection({
  loader: oneFile("controls/forms.yaml"),
  schema: formsSchema,
});

/**
 * One page's copy (src/content/pages/<file>), one entry. A collection per page rather than one
 * collection of a union: each page reads its copy with its own type, and an error names the
 * page's file and field rather than every branch of a union.
 */
function pageCopy<S extends z.ZodType>(file: string, schema: S) {
  return defineCollection({ loader: oneFile(`pages/${file}`), schema });
}

const homeCopy = pageCopy("home.yaml", homeCopySchema);
const aboutCopy = pageCopy("about.yaml", aboutCopySchema);
const careersCopy = pageCopy("careers.yaml", careersCopySchema);
const contactCopy = pageCopy("contact.yaml", contactCopySchema);
const notFoundCopy = pageCopy("not-found.yaml", notFoundCopySchema);
/** /data-rights and the two pages its e-mails link to. */
const dataRightsCopy = pageCopy("data-rights.yaml", dataRightsCopySchema);

/** The /solutions page's copy and sample alerts (src/content/solutions-overview.yaml). */
const solutionsOverview = defineCollection({
  loader: oneFile("solutions-overview.yaml"),
  schema: solutionsOverviewSchema,
});

/** The /industries page's copy (src/content/industries-overview.yaml). */
const industriesOverview = defineCollection({
  loader: oneFile("industries-overview.yaml"),
  schema: industriesOverviewSchema,
});

/** The labels the ten detail pages share (src/content/detail-pages.yaml). */
const detailPages = defineCollection({ loader: oneFile("detail-pages.yaml"), schema: detailPagesSchema });

/** The header's and mobile menu's links and labels (src/content/header.yaml). */
const header = defineCollection({ loader: oneFile("header.yaml"), schema: headerSchema });

/** The footer's words and links (src/content/footer.yaml). */
const footer = defineCollection({ loader: oneFile("footer.yaml"), schema: footerSchema });

export const collections = {
  legal,
  privacyVersions,
  testimonials,
  figures: figuresCollection,
  sources: sourcesCollection,
  countries,
  report,
  solutions,
  industries,
  roiCalculator,
  roiExamples,
  forms,
  notices,
  homeCopy,
  aboutCopy,
  careersCopy,
  contactCopy,
  notFoundCopy,
  dataRightsCopy,
  solutionsOverview,
  industriesOverview,
  detailPages,
  header,
  footer,
};
