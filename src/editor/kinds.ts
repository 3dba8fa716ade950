// Every kind of content the editor opens, named for what it is, with the file it writes and
// the build's own schema for it: the editor's fields are made from that schema
// (fields-from-zod.ts), and a save is checked with it as the build checks the file (save.ts).
import { z } from "astro/zod";

import { catalogueId } from "#src/content/catalogue.ts";
import { formsSchema } from "#src/content/controls/forms.ts";
import { countriesSchema } from "#src/content/countries.ts";
import { detailPagesSchema } from "#src/content/detail-pages.ts";
import { figuresFileSchema } from "#src/content/figures.ts";
import { footerSchema } from "#src/content/footer.ts";
import { headerSchema } from "#src/content/header.ts";
import { industrySchema } from "#src/content/industries.ts";
import { LEGAL_SECTIONS, legalSchema } from "#src/content/legal.ts";
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
import { institutionTypes, roiCalculatorSchema } from "#src/content/roi-calculator.ts";
import { roiExampleSchema, roiExamplesFileSchema } from "#src/content/roi-examples.ts";
import { markdownValues, siteSchema } from "#src/content/site.ts";
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
import { type FieldProblem, fieldProblems } from "#src/content/issue-text.ts";
import { sourceSectionProblem } from "#src/lib/markdown/section-problems.ts";
import { fieldLimits, numberFields } from "#src/lib/roi/fields.ts";
import { assumptionFields } from "#src/lib/roi/summary.ts";
import { ENTRY_ID } from "#shared/entry-id.ts";
import { fillSiteValues } from "#shared/site-values.ts";

/** How the build reads a file: Astro's loaders with js-yaml (a bare date is a date), the list loader with yaml. */
export type Reader = "astro" | "list";

export interface EditorKind {
  /** Its name in the editor's addresses. */
  key: string;
  /** What a marketer calls it. */
  label: string;
  /** The heading it is listed under. */
  group: string;
  /** The file, from the project's root. */
  file: string;
  reader: Reader;
  /** The file's data as the editor shows it: one field per key. */
  fields: z.ZodType;
  /** The collection's schema the build checks the file (or each item of its list) with. */
  schema: z.ZodType;
  /** The build's objections to the file's data, each at its field; none when it takes it. */
  check(data: unknown): FieldProblem[];
  /** A Markdown file's body: the build's objection to it. */
  body?: (markdown: string) => string | undefined;
  /** The page that shows it. */
  preview?: string;
  /**
   * For a kind written as one file per entry: the folder, whose every YAML file is an entry named
   * by its file (kindOfFile gives the kind of one of them, its `file` that file's path), and the
   * page of an entry.
   */
  folder?: { path: string; entryPreview: (id: string) => string; entry: (id: string) => EditorKind };
}

type KindOptions = Pick<EditorKind, "key" | "label" | "group" | "file" | "preview">;

/**
 * A file whose root is one entry: read by Astro's glob loader, or (`reader: "list"`) by the
 * list loader or by the module that reads it as it loads (src/content/content-file.ts).
 */
function dataKind(options: KindOptions & { schema: z.ZodType; reader?: Reader }): EditorKind {
  const { schema, reader = "astro", ...kind } = options;
  return { ...kind, reader, schema, fields: schema, check: (data) => fieldProblems(schema, data) };
}

/** An object schema, or the object a transform starts from. */
function objectOf(schema: z.ZodType): z.ZodObject {
  const def = (schema as unknown as { _zod: { def: { type: string; in?: z.ZodType } } })._zod.def;
  if (def.type === "pipe" && def.in) return objectOf(def.in);
  if (def.type !== "object") throw new Error("a list's items need an object schema");
  return schema as z.ZodObject;
}

/**
 * A file holding one list under `listKey` (the list loader reads it, src/lib/list-loader.ts):
 * each item has an id of its own, the loader gives it its place as `order`, and the list has
 * exactly `count` items, or at least `min`, said with `help` under the list.
 */
function listKind(
  options: KindOptions & { listKey: string; entry: z.ZodType } & ({ count: number } | { min: number; help: string }),
): EditorKind {
  const { listKey, entry, key, label, group, file, preview } = options;
  const { id, ...shape } = objectOf(entry).omit({ order: true }).shape;
  // An item's id comes first, as the files write it; the loader gives it its `order`.
  const item = z.object({ id: id ?? z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and -"), ...shape });
  const list =
    "count" in options ? z.array(item).length(options.count) : z.array(item).min(options.min).describe(options.help);
  const fields = z.object({ [listKey]: list });
  return {
    key,
    label,
    group,
    file,
    preview,
    reader: "list",
    schema: entry,
    fields,
    check(data) {
      const problems = fieldProblems(fields, data);
      if (problems.length) return problems;
      const items = (data as Record<string, { id: string }[]>)[listKey] ?? [];
      const ids = items.map((value) => value.id);
      const twice = ids.findLastIndex((id, index) => ids.indexOf(id) !== index);
      if (twice >= 0)
        return [
          { path: [listKey, twice, "id"], message: `Another item has the id “${ids[twice]}”: give each its own.` },
        ];
      return items.flatMap((value, order) => fieldProblems(entry, { ...value, order }, [listKey, order]));
    },
  };
}

/**
 * A folder of one file per entry (the folder loader reads it, src/lib/list-loader.ts): its file's
 * name is its id and its page's address, so two people's edits never touch one file. The editor
 * names a new entry's file from its name.
 */
function folderKind(
  options: Omit<KindOptions, "file" | "preview"> & {
    folder: string;
    entry: z.ZodType;
    entryPreview: (id: string) => string;
  },
): EditorKind {
  const { folder, entry, entryPreview, ...kind } = options;
  // The file's name is its id.
  const fields = objectOf(entry).omit({ id: true });
  const entryKind = (id: string): EditorKind => ({
    ...kind,
    file: `${folder}/${id}.yaml`,
    reader: "list",
    schema: entry,
    fields,
    preview: entryPreview(id),
    check: (data) =>
      ENTRY_ID.test(id)
        ? fieldProblems(entry, { ...(data as object), id })
        : [
            {
              path: ["name"],
              message: `"${id}" cannot be a page's address: use lower-case letters, digits and single hyphens`,
            },
          ],
  });
  return {
    ...kind,
    file: `${folder}/`,
    reader: "list",
    schema: entry,
    fields,
    check: () => [],
    folder: { path: folder, entryPreview, entry: entryKind },
  };
}

/** A legal page: its frontmatter, and its Markdown body with its tokens and numbered sections. */
function markdownKind(options: KindOptions & { file: keyof typeof LEGAL_SECTIONS }): EditorKind {
  const sections = LEGAL_SECTIONS[options.file];
  return {
    ...dataKind({ ...options, schema: legalSchema }),
    body(markdown) {
      try {
        fillSiteValues(markdown, markdownValues);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
      return sourceSectionProblem(markdown, sections);
    },
  };
}

/**
 * The calculator's examples (roi-examples.yaml): the assumptions every kind shares, written once,
 * and one example of each kind; the build checks each example with the shared ones, within the
 * calculator's limits (src/content.config.ts).
 */
function roiExamplesKind(options: KindOptions): EditorKind {
  const example = roiExampleSchema(fieldLimits);
  const shared = Object.keys(roiExamplesFileSchema.shape.shared.shape);
  const exampleShape = Object.fromEntries(Object.entries(example.shape).filter(([key]) => !shared.includes(key)));
  const fields = z.object({
    defaultInstitution: roiExamplesFileSchema.shape.defaultInstitution,
    shared: z.object(Object.fromEntries(shared.map((key) => [key, example.shape[key as keyof typeof example.shape]]))),
    examples: z.array(z.object(exampleShape)).length(institutionTypes.length),
  });
  return {
    ...options,
    reader: "list",
    // No collection reads the file as it is written: its fields are the build's rules, field by field.
    schema: fields,
    fields,
    check(data) {
      const problems = fieldProblems(roiExamplesFileSchema, data);
      if (problems.length) return problems;
      const file = data as { shared: object; examples: object[] };
      return file.examples.flatMap((item, index) =>
        fieldProblems(example, { ...file.shared, ...item }, ["examples", index]),
      );
    },
  };
}

/** An industry's three solution cards each name one of the five solutions: a choice of them in the editor. */
const solutionChoice = catalogueId.transform((id) => ({ collection: "solutions" as const, id }));

const PAGES = "Pages";
const CATALOGUE = "Solutions and industries";
const SITE = "Across the site";
const PRIVACY = "Privacy and legal";
const FIGURES = "Figures and sources";
const PICTURES = "Product pictures";

export const editorKinds: readonly EditorKind[] = [
  dataKind({
    key: "home",
    label: "Home page",
    group: PAGES,
    file: "src/content/pages/home.yaml",
    schema: homeCopySchema,
    preview: "/",
  }),
  listKind({
    key: "testimonials",
    label: "Testimonials",
    group: PAGES,
    file: "src/content/testimonials.yaml",
    listKey: "testimonials",
    entry: testimonialSchema,
    ...testimonialList,
    preview: "/#testimonials",
  }),
  dataKind({
    key: "about",
    label: "About page",
    group: PAGES,
    file: "src/content/pages/about.yaml",
    schema: aboutCopySchema,
    preview: "/about",
  }),
  dataKind({
    key: "careers",
    label: "Careers page",
    group: PAGES,
    file: "src/content/pages/careers.yaml",
    schema: careersCopySchema,
    preview: "/careers",
  }),
  dataKind({
    key: "contact",
    label: "Contact page",
    group: PAGES,
    file: "src/content/pages/contact.yaml",
    schema: contactCopySchema,
    preview: "/contact",
  }),
  dataKind({
    key: "solutionsOverview",
    label: "Solutions page",
    group: PAGES,
    file: "src/content/solutions-overview.yaml",
    schema: solutionsOverviewSchema,
    preview: "/solutions",
  }),
  dataKind({
    key: "industriesOverview",
    label: "Industries page",
    group: PAGES,
    file: "src/content/industries-overview.yaml",
    schema: industriesOverviewSchema,
    preview: "/industries",
  }),
  dataKind({
    key: "roiCalculator",
    label: "ROI calculator",
    group: PAGES,
    file: "src/content/roi-calculator.yaml",
    schema: roiCalculatorSchema({ fields: numberFields, assumptions: assumptionFields }),
    preview: "/roi-calculator",
  }),
  dataKind({
    key: "dataRights",
    label: "Data-rights pages",
    group: PAGES,
    file: "src/content/pages/data-rights.yaml",
    schema: dataRightsCopySchema,
    preview: "/data-rights",
  }),
  dataKind({
    key: "notFound",
    label: "Page not found",
    group: PAGES,
    file: "src/content/pages/not-found.yaml",
    schema: notFoundCopySchema,
    preview: "/404",
  }),
  folderKind({
    key: "solutions",
    label: "Solutions",
    group: CATALOGUE,
    folder: "src/content/solutions",
    entry: solutionSchema,
    entryPreview: (id) => `/solutions/${id}`,
  }),
  folderKind({
    key: "industries",
    label: "Industries",
    group: CATALOGUE,
    folder: "src/content/industries",
    entry: industrySchema(solutionChoice),
    entryPreview: (id) => `/industries/${id}`,
  }),
  dataKind({
    key: "detailPages",
    label: "Detail pages: shared labels",
    group: CATALOGUE,
    file: "src/content/detail-pages.yaml",
    schema: detailPagesSchema,
    preview: "/solutions/customer-compliance",
  }),
  roiExamplesKind({
    key: "roiExamples",
    label: "ROI calculator: examples",
    group: PAGES,
    file: "src/content/roi-examples.yaml",
    preview: "/roi-calculator",
  }),
  dataKind({
    key: "figures",
    label: "Figures",
    group: FIGURES,
    file: "src/content/figures.yaml",
    schema: figuresFileSchema,
    reader: "list",
    preview: "/",
  }),
  dataKind({
    key: "sources",
    label: "Sources of the figures",
    group: FIGURES,
    file: "src/content/sources.yaml",
    schema: sourcesFileSchema,
    reader: "list",
    preview: "/",
  }),
  dataKind({
    key: "pictureHome",
    label: "Home page's picture",
    group: PICTURES,
    file: "src/content/visuals/home.yaml",
    schema: homeVisualSchema,
    reader: "list",
    preview: "/",
  }),
  dataKind({
    key: "pictureSolutions",
    label: "Solution pages' pictures",
    group: PICTURES,
    file: "src/content/visuals/solutions.yaml",
    schema: solutionPicturesSchema,
    reader: "list",
    preview: "/solutions/customer-compliance",
  }),
  dataKind({
    key: "pictureIndustries",
    label: "Industry pages' pictures",
    group: PICTURES,
    file: "src/content/visuals/industries.yaml",
    schema: industryPicturesSchema,
    reader: "list",
    preview: "/industries/banking",
  }),
  dataKind({
    key: "pictureOverviews",
    label: "Solutions and Industries pages' pictures",
    group: PICTURES,
    file: "src/content/visuals/overviews.yaml",
    schema: overviewPicturesSchema,
    reader: "list",
    preview: "/solutions",
  }),
  dataKind({
    key: "pictureCompany",
    label: "About and Contact pages' pictures",
    group: PICTURES,
    file: "src/content/visuals/company.yaml",
    schema: companyPicturesSchema,
    reader: "list",
    preview: "/about",
  }),
  dataKind({
    key: "header",
    label: "Header and menus",
    group: SITE,
    file: "src/content/header.yaml",
    schema: headerSchema,
    preview: "/",
  }),
  dataKind({
    key: "footer",
    label: "Footer",
    group: SITE,
    file: "src/content/footer.yaml",
    schema: footerSchema,
    preview: "/",
  }),
  dataKind({
    key: "site",
    label: "Offices, profiles and addresses",
    group: SITE,
    file: "src/content/site.yaml",
    schema: siteSchema,
    reader: "list",
    preview: "/contact",
  }),
  dataKind({
    key: "countries",
    label: "Countries of the report form",
    group: SITE,
    file: "src/content/countries.yaml",
    schema: countriesSchema,
    preview: "/#report",
  }),
  dataKind({
    key: "forms",
    label: "Forms: words, messages and toasts",
    group: SITE,
    file: "src/content/controls/forms.yaml",
    schema: formsSchema,
    preview: "/contact",
  }),
  dataKind({
    key: "report",
    label: "Free report: executive summary",
    group: SITE,
    file: "src/content/report/executive-summary.yaml",
    schema: reportSchema,
    preview: "/#report",
  }),
  dataKind({
    key: "noticeEnglish",
    label: "Privacy notice, English",
    group: PRIVACY,
    file: "src/content/notices/en.yaml",
    schema: noticeSchema,
    preview: "/contact",
  }),
  dataKind({
    key: "noticeHindi",
    label: "Privacy notice, Hindi",
    group: PRIVACY,
    file: "src/content/notices/hi.yaml",
    schema: noticeSchema,
    preview: "/contact",
  }),
  markdownKind({
    key: "privacyPolicy",
    label: "Privacy policy",
    group: PRIVACY,
    file: "src/content/legal/privacy.md",
    preview: "/privacy-policy",
  }),
  dataKind({
    key: "privacyVersions",
    label: "Privacy policy: version history",
    group: PRIVACY,
    file: "src/content/legal/privacy-versions.yaml",
    schema: versionHistorySchema,
    preview: "/privacy-policy",
  }),
  markdownKind({
    key: "terms",
    label: "Terms of service",
    group: PRIVACY,
    file: "src/content/legal/terms.md",
    preview: "/terms-of-service",
  }),
];

/** Whether `path` is an entry's file of a kind written one file per entry (a solution, an industry). */
export function isEntryFile(path: string): boolean {
  const folder = path.slice(0, path.lastIndexOf("/"));
  return path.endsWith(".yaml") && editorKinds.some((kind) => kind.folder?.path === folder);
}

/** The kind a file of the project is, if the editor writes it. */
export function kindOfFile(path: string): EditorKind | undefined {
  const own = editorKinds.find((kind) => kind.file === path);
  if (own) return own;
  const slash = path.lastIndexOf("/");
  const folder = editorKinds.find((kind) => kind.folder?.path === path.slice(0, slash))?.folder;
  return folder && path.endsWith(".yaml") ? folder.entry(path.slice(slash + 1, -".yaml".length)) : undefined;
}
