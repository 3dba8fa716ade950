import { privacy } from "#app/content/legal/privacy.ts";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { LegalPage } from "#app/components/sections/legal-page.tsx";
import { buildMeta } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { renderParts } from "#app/lib/static-parts.server.tsx";

import type { Route } from "./+types/privacy";

/** Runs when the build prerenders the page: the whole page is static (docs/decisions/012). */
export const loader = ({ request }: Route.LoaderArgs) => ({
  meta: buildMeta({ ...privacy.seo, path: "/privacy-policy" }),
  parts: renderParts(request, { page: <LegalPage document={privacy} /> }),
});

export const meta = pageMeta;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <StaticPart html={loaderData.parts.page} />;
}
