import { privacy } from "#app/content/legal/privacy.ts";
import { LegalPage } from "#app/components/sections/legal-page.tsx";
import { buildMeta } from "#app/lib/meta.ts";

export const meta = () => buildMeta({ ...privacy.seo, path: "/privacy-policy" });

export default function Privacy() {
  return <LegalPage document={privacy} />;
}
