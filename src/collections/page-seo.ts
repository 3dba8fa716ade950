// Where each page's title and description are, for what draws a page from outside it (its share
// card): a page file reads its copy itself, and nothing else links the file to that copy.
import type { PageSeo } from "#src/content/types.ts";

import { listIndustries, listSolutions } from "./catalogue.ts";
import { entriesOf, onlyEntry } from "./entries.ts";

async function legalSeo(document: string): Promise<PageSeo> {
  const entry = (await entriesOf("legal")).find(({ id }) => id === document);
  if (!entry) throw new Error(`There is no src/content/legal/${document}.md`);
  return { title: entry.data.title, description: entry.data.description };
}

/**
 * The `seo` of each page of the site's list, by its path, as its page file passes it to the
 * layout. A page missing here has no share card, and the card's endpoint fails the build naming it.
 */
export async function seoOfPages(): Promise<Map<string, PageSeo>> {
  const [solutions, industries] = await Promise.all([listSolutions(), listIndustries()]);
  return new Map<string, PageSeo>([
    ["/", (await onlyEntry("homeCopy")).seo],
    ["/about", (await onlyEntry("aboutCopy")).seo],
    ["/careers", (await onlyEntry("careersCopy")).seo],
    ["/contact", (await onlyEntry("contactCopy")).seo],
    ["/data-rights", (await onlyEntry("dataRightsCopy")).seo],
    ["/roi-calculator", (await onlyEntry("roiCalculator")).seo],
    ["/solutions", (await onlyEntry("solutionsOverview")).seo],
    ["/industries", (await onlyEntry("industriesOverview")).seo],
    ["/privacy-policy", await legalSeo("privacy")],
    ["/terms-of-service", await legalSeo("terms")],
    ...[...solutions, ...industries].map(({ path, seo }): [string, PageSeo] => [path, seo]),
  ]);
}

/**
 * Fails the build when the card of the page at `path` would not say what the page says: its
 * page file passes the layout a `seo` other than the one seoOfPages reads for it.
 */
export async function checkCardSeo(path: string, seo: PageSeo): Promise<void> {
  const card = (await seoOfPages()).get(path);
  if (card?.title === seo.title && card.description === seo.description && card.image === seo.image) return;
  throw new Error(
    `${path}: its share card would not say what the page says; see where src/collections/page-seo.ts reads it`,
  );
}
