import type { z } from "astro/zod";

import { detailPagesSchema } from "#src/content/detail-pages.ts";
import { footerSchema } from "#src/content/footer.ts";
import { headerSchema } from "#src/content/header.ts";
import { industriesOverviewSchema, solutionsOverviewSchema } from "#src/content/overviews.ts";
import { readFilledContent } from "#src/collections/values-files.ts";

/** A file of src/content/, read and checked as the build reads it. */
const read = <Schema extends z.ZodType>(name: string, schema: Schema): z.output<Schema> =>
  readFilledContent(`${name}.yaml`, schema);

export const solutionsOverview = read("solutions-overview", solutionsOverviewSchema);
export const industriesOverview = read("industries-overview", industriesOverviewSchema);
export const detailPages = read("detail-pages", detailPagesSchema);
export const header = read("header", headerSchema);
export const footer = read("footer", footerSchema);

/** The header's parts, by the names the specs use. */
export const { nav: mainNav, labels: navLabels, hiringBadge, cta: headerCta } = header;
