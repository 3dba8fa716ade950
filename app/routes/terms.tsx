import { terms } from "~/content/legal/terms";
import { LegalPage } from "~/components/sections/legal-page";
import { buildMeta } from "~/lib/meta";

export const meta = () => buildMeta({ ...terms.seo, path: "/terms-of-service" });

export default function Terms() {
  return <LegalPage document={terms} />;
}
