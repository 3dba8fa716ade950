import { contact } from "#src/content/contact.ts";
import { contactVisual } from "#src/content/visuals/company.ts";
import { ContactForm } from "#src/components/forms/contact-form.tsx";
import { StaticPart } from "#src/components/layout/static-part.tsx";
import { ContactInfo } from "#src/components/sections/contact-info.tsx";
import { PageHero } from "#src/components/sections/page-hero.tsx";
import { ProductPicture } from "#src/components/visuals/product-picture.tsx";
import { cardClasses } from "#src/components/ui/card.ts";
import { Container } from "#src/components/ui/section-heading.tsx";
import { buildMeta } from "#src/lib/meta.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { renderParts } from "#src/lib/static-parts.server.tsx";

import type { Route } from "./+types/contact";

/** Shows the desktop wording from 768 px and the mobile wording below it; the hidden one is display:none, so only one is ever read. */
function Responsive({ desktop, mobile }: { desktop: string; mobile: string }) {
  return (
    <>
      <span className="hidden md:inline">{desktop}</span>
      <span className="md:hidden">{mobile}</span>
    </>
  );
}

/** Runs when the build prerenders the page: all of it is static but the form's fields (docs/decisions/012). */
export const loader = ({ request }: Route.LoaderArgs) => {
  const { hero, form } = contact;
  return {
    meta: buildMeta({ ...contact.seo, path: "/contact" }),
    parts: renderParts(request, {
      hero: (
        <PageHero
          eyebrow={<Responsive desktop={hero.desktop.badge} mobile={hero.mobile.badge} />}
          title={<Responsive desktop={hero.desktop.title} mobile={hero.mobile.title} />}
          description={<Responsive desktop={hero.desktop.description} mobile={hero.mobile.description} />}
          overlap
          visual={<ProductPicture visual={contactVisual} className="max-md:hidden" />}
        />
      ),
      formIntro: (
        <>
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {form.title}
          </h2>
          <p className="mt-2 text-slate-600">{form.description}</p>
        </>
      ),
      info: <ContactInfo />,
    }),
  };
};

export const meta = pageMeta;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { parts } = loaderData;
  return (
    <>
      <StaticPart html={parts.hero} />
      <div className="relative z-10 -mt-16 pb-20 sm:-mt-20 sm:pb-28">
        <Container className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-8">
          <section
            aria-labelledby="contact-form-title"
            className={cardClasses({ elevation: "high", className: "sm:p-10" })}
          >
            <StaticPart html={parts.formIntro} />
            <div className="mt-8">
              <ContactForm />
            </div>
          </section>
          <StaticPart html={parts.info} />
        </Container>
      </div>
    </>
  );
}
