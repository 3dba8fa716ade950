import { contact } from "#app/content/contact.ts";
import { contactVisual } from "#app/content/visuals/company.ts";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { ContactInfo } from "#app/components/sections/contact-info.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { productVisualMarkup } from "#app/components/visuals/markup.server.tsx";
import { StaticVisual } from "#app/components/visuals/static-visual.tsx";
import { cardClasses } from "#app/components/ui/card.ts";
import { Container } from "#app/components/ui/section-heading.tsx";
import { buildMeta } from "#app/lib/meta.ts";

import type { Route } from "./+types/contact";

/** Runs when the build prerenders the page: the product picture arrives as finished markup. */
export const loader = () => ({ visual: productVisualMarkup(contactVisual) });

export const meta = () => buildMeta({ ...contact.seo, path: "/contact" });

/** Shows the desktop wording from 768 px and the mobile wording below it; the hidden one is display:none, so only one is ever read. */
function Responsive({ desktop, mobile }: { desktop: string; mobile: string }) {
  return (
    <>
      <span className="hidden md:inline">{desktop}</span>
      <span className="md:hidden">{mobile}</span>
    </>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { hero, form } = contact;
  return (
    <>
      <PageHero
        eyebrow={<Responsive desktop={hero.desktop.badge} mobile={hero.mobile.badge} />}
        title={<Responsive desktop={hero.desktop.title} mobile={hero.mobile.title} />}
        description={<Responsive desktop={hero.desktop.description} mobile={hero.mobile.description} />}
        overlap
        visual={<StaticVisual markup={loaderData.visual} className="max-md:hidden" />}
      />
      <div className="relative z-10 -mt-16 pb-20 sm:-mt-20 sm:pb-28">
        <Container className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-8">
          <section
            aria-labelledby="contact-form-title"
            className={cardClasses({ elevation: "high", className: "sm:p-10" })}
          >
            <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {form.title}
            </h2>
            <p className="mt-2 text-slate-600">{form.description}</p>
            <div className="mt-8">
              <ContactForm />
            </div>
          </section>
          <ContactInfo />
        </Container>
      </div>
    </>
  );
}
