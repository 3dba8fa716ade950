import { terms } from "#src/content/legal/terms.ts";
import { StaticPart } from "#src/components/layout/static-part.tsx";
import { LegalPage } from "#src/components/sections/legal-page.tsx";
import { buildMeta } from "#src/lib/meta.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { renderParts } from "#src/lib/static-parts.server.tsx";

import type { Route } from "./+types/terms";

/** Runs when the build prerenders the page: the whole page is static (docs/decisions/012). */
export const loader = ({ request }: Route.LoaderArgs) => ({
  meta: buildMeta({ ...terms.seo, path: "/terms-of-service" }),
  parts: renderParts(request, { page: <LegalPage document={terms} /> }),
});

export const meta = pageMeta;

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <StaticPart html={loaderData.parts.page} />;
}
