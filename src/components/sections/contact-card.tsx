import type { ContactCopy } from "#src/content/pages/contact.ts";

import { ContactInfo } from "./contact-info.tsx";
import { FormCard, OverHero } from "./over-hero.tsx";

/** The contact page's form card, pulled up over the hero, beside the three info cards; `children` is the form. */
export function ContactCard({
  form,
  info,
  children,
}: Pick<ContactCopy, "form" | "info"> & { children: React.ReactNode }) {
  return (
    <OverHero className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-8">
      <FormCard titleId="contact-form-title" title={form.title} description={form.description}>
        {children}
      </FormCard>
      <ContactInfo info={info} />
    </OverHero>
  );
}
