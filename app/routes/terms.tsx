import { terms } from "#app/content/legal/terms.ts";
import { LegalPage } from "#app/components/sections/legal-page.tsx";
import { buildMeta } from "#app/lib/meta.ts";

export const meta = () => buildMeta({ ...terms.seo, path: "/terms-of-service" });

export default function Terms() {
  return <LegalPage document={terms} />;
}
