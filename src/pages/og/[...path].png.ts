import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";

import { loadContentValues } from "#src/collections/values.ts";
import { shareCardName } from "#src/lib/meta.ts";
import { listPagePaths } from "#src/collections/page-paths.ts";
import { seoOfPages } from "#src/collections/page-seo.ts";
import { shareCardPng } from "#src/lib/share-card-png.ts";

// One share card per page of the site's list, from the route table, drawn from the page's
// title and description: /og/index.png for the home page, /og/about.png for /about. A page
// whose copy names an image of its own (seo.image) has none.
export const getStaticPaths = (async () => {
  const seoOf = await seoOfPages();
  return (await listPagePaths()).flatMap((path) => {
    const seo = seoOf.get(path);
    if (!seo)
      throw new Error(`${path} has no title for its share card: say where its seo is in src/collections/page-seo.ts`);
    return seo.image ? [] : [{ params: { path: shareCardName(path) }, props: { seo } }];
  });
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props: { seo }, site: siteUrl }) => {
  const { site } = await loadContentValues();
  const png = await shareCardPng({
    siteName: site.name,
    host: new URL(siteUrl ?? site.url).hostname.replace(/^www\./, ""),
    title: seo.title,
    description: seo.description,
  });
  return new Response(png, { headers: { "Content-Type": "image/png" } });
};
