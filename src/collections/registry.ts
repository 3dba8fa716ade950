// Every kind of content, once: the file or folder it is written in, whether it is one entry, a
// list or a file per entry, the schema it is checked and filled in with as a page reads it
// (entries.ts), and what the editor calls it, where it lists it and the page that shows it.
// src/content.config.ts gives each collection its loader from this table, and the editor makes
// its singletons and collections from it (src/editor/editor-kinds.ts).
import type { z } from "astro/zod";

import { catalogueId } from "#src/content/catalogue.ts";
import { formsSchema } from "#src/content/controls/forms.ts";
import { countriesSchema } from "#src/content/countries.ts";
import { detailPagesSchema } from "#src/content/detail-pages.ts";
import { figuresFileSchema } from "#src/content/figures.ts";
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
import { roiExamplesSchema } from "#src/content/roi-examples.ts";
import { siteSchema } from "#src/content/site.ts";
import { solutionSchema } from "#src/content/solutions.ts";
import { sourcesFileSchema } from "#src/content/sources.ts";
import { testimonialList, testimonialSchema } from "#src/content/testimonials.ts";
import {
  companyPicturesSchema,
  homeVisualSchema,
  industryPicturesSchema,
  overviewPicturesSchema,
  solutionPicturesSchema,
} from "#src/content/visuals/schema.ts";
import { fieldLimits, numberFields } from "#src/lib/roi/fields.ts";
import { assumptionFields } from "#src/lib/roi/summary.ts";

/** The headings the editor lists the kinds under, in its order. */
export const groups = {
  pages: "Pages",
  catalogue: "Solutions and industries",
  site: "Across the site",
  privacy: "Privacy and legal",
  figures: "Figures and sources",
  pictures: "Product pictures",
} as const;

/** How a kind shows in the editor: its name in the editor's addresses, what a marketer calls it, its heading and the page that shows it. */
export interface Shown {
  key: string;
  label: string;
  group: (typeof groups)[keyof typeof groups];
  preview?: string;
}

/** One YAML file, one entry, named by the file. */
interface FileKind<S extends z.ZodType> extends Shown {
  form: "file";
  file: string;
  schema: S;
}

/** A YAML file holding one list under `listKey`, an entry per item, of at least `min` items, said with `help`. */
interface ListKind<S extends z.ZodType> extends Shown {
  form: "list";
  file: string;
  listKey: string;
  min: number;
  help: string;
  schema: S;
}

/** A folder of one YAML file per entry, each its own page (`entryPreview`): two people's edits never touch one file. */
interface FolderKind<S extends z.ZodType> extends Omit<Shown, "preview"> {
  form: "folder";
  folder: string;
  schema: S;
  entryPreview: (id: string) => string;
}

/** A folder of named files of one schema, each shown on its own (the notices, one per language; the legal pages in Markdown). */
interface FilesKind<S extends z.ZodType> {
  form: "files" | "markdown";
  folder: string;
  schema: S;
  files: readonly (Shown & { name: string })[];
}

/** The calculator's examples: one file, one entry; the editor shows the assumptions each example shares once, and the examples' own figures. */
interface ExamplesKind<S extends z.ZodType> extends Shown {
  form: "examples";
  file: string;
  schema: S;
}

export type KindEntry<S extends z.ZodType = z.ZodType> =
  FileKind<S> | ListKind<S> | FolderKind<S> | FilesKind<S> | ExamplesKind<S>;

const { pages, catalogue, site, privacy, figures, pictures } = groups;

/** A kind of one file, src/content/<folder>/<name>.yaml, listed under `group`. */
const fileIn =
  (folder: string, group: Shown["group"]) =>
  <S extends z.ZodType>(key: string, name: string, label: string, schema: S, preview: string): FileKind<S> => ({
    form: "file",
    key,
    label,
    group,
    file: `src/content/${folder}/${name}.yaml`,
    schema,
    preview,
  });

/** A page's copy, src/content/pages/<name>.yaml. */
const pageCopy = fileIn("pages", pages);
/** A product picture's file, src/content/visuals/<name>.yaml. */
const picturesFile = fileIn("visuals", pictures);
const file = <S extends z.ZodType>(kind: Omit<FileKind<S>, "form">): FileKind<S> => ({ form: "file", ...kind });

/** An industry's solution card names a solution by its id; the pages resolve it, failing on one that does not exist (catalogue.ts). */
const solutionLink = catalogueId.transform((id) => ({ collection: "solutions" as const, id }));

/** Every kind of content, by the name of its collection, in the order the editor lists them under their headings. */
export const contentKinds = {
  homeCopy: pageCopy("home", "home", "Home page", homeCopySchema, "/"),
  testimonials: {
    form: "list",
    key: "testimonials",
    label: "Testimonials",
    group: pages,
    file: "src/content/testimonials.yaml",
    listKey: "testimonials",
    ...testimonialList,
    schema: testimonialSchema,
    preview: "/#testimonials",
  },
  aboutCopy: pageCopy("about", "about", "About page", aboutCopySchema, "/about"),
  careersCopy: pageCopy("careers", "careers", "Careers page", careersCopySchema, "/careers"),
  contactCopy: pageCopy("contact", "contact", "Contact page", contactCopySchema, "/contact"),
  solutionsOverview: file({
    key: "solutionsOverview",
    label: "Solutions page",
    group: pages,
    file: "src/content/solutions-overview.yaml",
    schema: solutionsOverviewSchema,
    preview: "/solutions",
  }),
  industriesOverview: file({
    key: "industriesOverview",
    label: "Industries page",
    group: pages,
    file: "src/content/industries-overview.yaml",
    schema: industriesOverviewSchema,
    preview: "/industries",
  }),
  roiCalculator: file({
    key: "roiCalculator",
    label: "ROI calculator",
    group: pages,
    file: "src/content/roi-calculator.yaml",
    schema: roiCalculatorSchema({ fields: numberFields, assumptions: assumptionFields }),
    preview: "/roi-calculator",
  }),
  roiExamples: {
    form: "examples",
    key: "roiExamples",
    label: "ROI calculator: examples",
    group: pages,
    file: "src/content/roi-examples.yaml",
    schema: roiExamplesSchema(fieldLimits),
    preview: "/roi-calculator",
  },
  dataRightsCopy: pageCopy("dataRights", "data-rights", "Data-rights pages", dataRightsCopySchema, "/data-rights"),
  notFoundCopy: pageCopy("notFound", "not-found", "Page not found", notFoundCopySchema, "/404"),
  solutions: {
    form: "folder",
    key: "solutions",
    label: "Solutions",
    group: catalogue,
    folder: "src/content/solutions",
    schema: solutionSchema,
    entryPreview: (id: string) => `/solutions/${id}`,
  },
  industries: {
    form: "folder",
    key: "industries",
    label: "Industries",
    group: catalogue,
    folder: "src/content/industries",
    schema: industrySchema(solutionLink),
    entryPreview: (id: string) => `/industries/${id}`,
  },
  detailPages: file({
    key: "detailPages",
    label: "Detail pages: shared labels",
    group: catalogue,
    file: "src/content/detail-pages.yaml",
    schema: detailPagesSchema,
    preview: "/solutions/customer-compliance",
  }),
  figures: file({
    key: "figures",
    label: "Figures",
    group: figures,
    file: "src/content/figures.yaml",
    schema: figuresFileSchema,
    preview: "/",
  }),
  sources: file({
    key: "sources",
    label: "Sources of the figures",
    group: figures,
    file: "src/content/sources.yaml",
    schema: sourcesFileSchema,
    preview: "/",
  }),
  pictureHome: picturesFile("pictureHome", "home", "Home page's picture", homeVisualSchema, "/"),
  pictureSolutions: picturesFile(
    "pictureSolutions",
    "solutions",
    "Solution pages' pictures",
    solutionPicturesSchema,
    "/solutions/customer-compliance",
  ),
  pictureIndustries: picturesFile(
    "pictureIndustries",
    "industries",
    "Industry pages' pictures",
    industryPicturesSchema,
    "/industries/banking",
  ),
  pictureOverviews: picturesFile(
    "pictureOverviews",
    "overviews",
    "Solutions and Industries pages' pictures",
    overviewPicturesSchema,
    "/solutions",
  ),
  pictureCompany: picturesFile(
    "pictureCompany",
    "company",
    "About and Contact pages' pictures",
    companyPicturesSchema,
    "/about",
  ),
  header: file({
    key: "header",
    label: "Header and menus",
    group: site,
    file: "src/content/header.yaml",
    schema: headerSchema,
    preview: "/",
  }),
  footer: file({
    key: "footer",
    label: "Footer",
    group: site,
    file: "src/content/footer.yaml",
    schema: footerSchema,
    preview: "/",
  }),
  site: {
    form: "file",
    key: "site",
    label: "Offices, profiles and addresses",
    group: site,
    file: "src/content/site.yaml",
    schema: siteSchema,
    preview: "/contact",
  },
  countries: file({
    key: "countries",
    label: "Countries of the report form",
    group: site,
    file: "src/content/countries.yaml",
    schema: countriesSchema,
    preview: "/#report",
  }),
  forms: file({
    key: "forms",
    label: "Forms: words, messages and toasts",
    group: site,
    file: "src/content/controls/forms.yaml",
    schema: formsSchema,
    preview: "/contact",
  }),
  report: {
    form: "files",
    folder: "src/content/report",
    schema: reportSchema,
    files: [
      {
        name: "executive-summary.yaml",
        key: "report",
        label: "Free report: executive summary",
        group: site,
        preview: "/#report",
      },
    ],
  },
  notices: {
    form: "files",
    folder: "src/content/notices",
    schema: noticeSchema,
    files: [
      { name: "en.yaml", key: "noticeEnglish", label: "Privacy notice, English", group: privacy, preview: "/contact" },
      { name: "hi.yaml", key: "noticeHindi", label: "Privacy notice, Hindi", group: privacy, preview: "/contact" },
    ],
  },
  legal: {
    form: "markdown",
    folder: "src/content/legal",
    schema: legalSchema,
    files: [
      { name: "privacy.md", key: "privacyPolicy", label: "Privacy policy", group: privacy, preview: "/privacy-policy" },
      {
        name: "terms.md",
        key: "terms",
        label: "Terms of service",
        group: privacy,
        preview: "/terms-of-service",
      },
    ],
  },
  privacyVersions: file({
    key: "privacyVersions",
    label: "Privacy policy: version history",
    group: privacy,
    file: "src/content/legal/privacy-versions.yaml",
    schema: versionHistorySchema,
    preview: "/privacy-policy",
  }),
} satisfies Record<string, KindEntry>;

type Kinds = typeof contentKinds;

/** A kind of content, by its collection's name. */
export type ContentKind = keyof Kinds;

/** Each collection's schema. */
export const contentSchemas = Object.fromEntries(
  Object.entries(contentKinds).map(([name, kind]) => [name, kind.schema]),
) as { [K in ContentKind]: Kinds[K]["schema"] };
