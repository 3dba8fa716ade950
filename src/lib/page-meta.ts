import type { MetaDescriptor } from "react-router";

/**
 * A route's meta tags, as its loader built them when the build prerendered the page: the copy
 * they quote stays out of the page's JavaScript (docs/decisions/012).
 */
export const pageMeta = ({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } | null }): MetaDescriptor[] =>
  loaderData?.meta ?? [];
