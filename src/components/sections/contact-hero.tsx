import type { ContactCopy } from "#src/content/pages/contact.ts";
import type { ProductVisualContent } from "#src/content/visuals/schema.ts";
import { ProductPicture } from "#src/components/visuals/product-picture.tsx";

import { PageHero } from "./page-hero.tsx";

/** Shows the desktop wording from 768 px and the mobile wording below it; the hidden one is display:none, so only one is ever read. */
function Responsive({ desktop, mobile }: { desktop: string; mobile: string }) {
  return (
    <>
      <span className="hidden md:inline">{desktop}</span>
      <span className="md:hidden">{mobile}</span>
    </>
  );
}

/** The contact page's hero: its wording differs between desktop and mobile (SPEC "Contact"). */
export function ContactHero({ hero, visual }: { hero: ContactCopy["hero"]; visual: ProductVisualContent }) {
  const { desktop, mobile } = hero;
  return (
    <PageHero
      eyebrow={<Responsive desktop={desktop.badge} mobile={mobile.badge} />}
      title={<Responsive desktop={desktop.title} mobile={mobile.title} />}
      description={<Responsive desktop={desktop.description} mobile={mobile.description} />}
      overlap
      visual={<ProductPicture visual={visual} className="max-md:hidden" />}
    />
  );
}
