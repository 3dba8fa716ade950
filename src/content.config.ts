// Where each kind of content is read from. The content layer keeps each file's data as written;
// a page checks it with its kind's schema and fills its copy in as it renders
// (src/collections/registry.ts, src/collections/entries.ts), so a figure's edit reaches every page.
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";

import { CATALOGUE_COUNT } from "#src/content/catalogue.ts";
import type { ContentKind } from "#src/collections/registry.ts";
import { exampleEntries } from "#src/content/roi-examples.ts";
import { testimonialList } from "#src/content/testimonials.ts";
import { fileLoader, type ListShape, listLoader } from "#src/lib/list-loader.ts";

/**
 * A collection written as one YAML file under src/content/, its entry's id the file's name.
 * Pages read it with `onlyEntry` (src/collections/entries.ts), which fails the build on a missing file.
 */
function oneFile(path: string) {
  const slash = path.lastIndexOf("/");
  return defineCollection({
    loader: glob({ pattern: path.slice(slash + 1), base: `./src/content/${path.slice(0, slash + 1)}` }),
  });
}

/** A collection of one file per entry under src/content/<folder>, each entry's id its file's name. */
function folder(folderName: string, pattern: string, { deferRender = false } = {}) {
  return defineCollection({ loader: glob({ pattern, base: `./src/content/${folderName}`, deferRender }) });
}

/** A YAML list under src/content/, one entry per item, in the file's order (`order`). */
function list(file: string, length: Omit<ListShape, "key">) {
  const key = file.replace(/\.yaml$/, "");
  return defineCollection({ loader: listLoader(`src/content/${file}`, { key, ...length }) });
}

/** A page's copy (src/content/pages/<file>), one entry. */
const pageCopy = (file: string) => oneFile(`pages/${file}`);

export const collections = {
  /**
   * The terms of service and the privacy policy (src/content/legal/*.md). The body's `##`
   * headings are the numbered sections, checked as it is rendered (`numberedSections` in
   * astro.config.ts); rendering waits for the page so that a broken body fails the build, where
   * an eager render would only log it and leave the page empty.
   */
  legal: folder("legal", "*.md", { deferRender: true }),
  /** The privacy policy's versions, shown on its page. */
  privacyVersions: oneFile("legal/privacy-versions.yaml"),
  /** The values copy names (src/content/values.ts): every figure the site and the report quote, and their documents. */
  figures: defineCollection({ loader: fileLoader("src/content/figures.yaml", "figures") }),
  sources: defineCollection({ loader: fileLoader("src/content/sources.yaml", "sources") }),
  /** The home page's quotes, in the file's order. */
  testimonials: list("testimonials.yaml", { min: testimonialList.min }),
  /**
   * The report form's countries. The report card imports the file itself, so that its script
   * carries the list without the schema; this checks it as the site is built.
   */
  countries: oneFile("countries.yaml"),
  /** The free report's executive summary, drawn as its PDF. */
  report: folder("report", "*.yaml"),
  /** The solution pages, in the file's order: menus, cards and footer follow it. */
  solutions: list("solutions.yaml", { count: CATALOGUE_COUNT }),
  /** The industry pages, in the file's order; each names solutions, resolved by the page (src/collections/catalogue.ts). */
  industries: list("industries.yaml", { count: CATALOGUE_COUNT }),
  roiCalculator: oneFile("roi-calculator.yaml"),
  /** The calculator's example figures, one entry per kind of institution (src/content/roi-examples.yaml). */
  roiExamples: defineCollection({ loader: exampleEntries }),
  forms: oneFile("controls/forms.yaml"),
  /**
   * The privacy notice beside each form, one file per language (src/content/notices/<code>.yaml),
   * so another language is one more file; src/collections/notices.ts checks each names its own.
   */
  notices: folder("notices", "*.yaml"),
  homeCopy: pageCopy("home.yaml"),
  aboutCopy: pageCopy("about.yaml"),
  careersCopy: pageCopy("careers.yaml"),
  contactCopy: pageCopy("contact.yaml"),
  notFoundCopy: pageCopy("not-found.yaml"),
  /** /data-rights and the two pages its e-mails link to. */
  dataRightsCopy: pageCopy("data-rights.yaml"),
  solutionsOverview: oneFile("solutions-overview.yaml"),
  industriesOverview: oneFile("industries-overview.yaml"),
  /** The labels the ten detail pages share. */
  detailPages: oneFile("detail-pages.yaml"),
  header: oneFile("header.yaml"),
  footer: oneFile("footer.yaml"),
} satisfies Record<ContentKind | "figures" | "sources", unknown>;
