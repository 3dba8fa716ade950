import { privacy } from "~/content/legal/privacy";
import { LegalPage } from "~/components/sections/legal-page";
import { buildMeta } from "~/lib/meta";

export const meta = () => buildMeta({ ...privacy.seo, path: "/privacy-policy" });

export default function Privacy() {
  return <LegalPage document={privacy} />;
}
