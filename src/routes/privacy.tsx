import { privacy } from "#src/content/legal/privacy.ts";
import { StaticPart } from "#src/components/layout/static-part.tsx";
import { LegalPage } from "#src/components/sections/legal-page.tsx";
import { buildMeta } from "#src/lib/meta.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { renderParts } from "#src/lib/static-parts.server.tsx";

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
